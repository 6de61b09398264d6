import type { SupportedForm } from './catalog.js';

/** Where an answer sits on the printed form, as Additional Information entries must cite it. */
export interface ItemRef {
  page: number;
  part: number;
  item: string;
}

export interface TextPlacement {
  field: string;
  value: string;
  ref: ItemRef;
  /** The model path the value came from, for the coverage report and the tests. */
  path: string;
}

export interface CheckPlacement {
  field: string;
  ref: ItemRef;
  path: string;
}

export interface AdditionalEntry {
  ref: ItemRef;
  text: string;
}

/** The printed part that takes what does not fit, and its fields (names and boxes). */
export interface AdditionalInformationPart {
  page: number;
  part: number;
  familyName: string;
  givenName: string;
  middleName: string;
  aNumber: string;
  blocks: Array<{ page: string; part: string; item: string; text: string }>;
}

/**
 * What to write on one form for one applicant: text (and dropdown) values, boxes to check,
 * the A-number for every page's A-number field, and what goes to Additional Information.
 * A plan is edition-specific; it names fields, never positions.
 */
export interface FillPlan {
  form: SupportedForm;
  edition: string;
  text: TextPlacement[];
  checks: CheckPlacement[];
  /** Fields matched by pattern (the per-page A-number boxes), all given the same value. */
  everyPage: Array<{ pattern: RegExp; value: string; path: string }>;
  additional: AdditionalEntry[];
  additionalPart: AdditionalInformationPart;
  /** Model values this edition has no place for, with the reason (shown in the coverage report). */
  notOnForm: Array<{ path: string; reason: string }>;
  applicant: { familyName: string; givenName: string; middleName: string; aNumber: string; dateOfBirth: string };
}

/** Builds a plan; each section knows its printed page, part and item. */
export class PlanBuilder {
  readonly plan: FillPlan;

  constructor(form: SupportedForm, edition: string, additionalPart: AdditionalInformationPart) {
    this.plan = {
      form,
      edition,
      text: [],
      checks: [],
      everyPage: [],
      additional: [],
      additionalPart,
      notOnForm: [],
      applicant: { familyName: '', givenName: '', middleName: '', aNumber: '', dateOfBirth: '' },
    };
  }

  at(page: number, part: number, item: string) {
    const ref = { page, part, item };
    return {
      text: (field: string, path: string, value: string | undefined) => {
        if (value?.trim()) this.plan.text.push({ field, value: value.trim(), ref, path });
      },
      check: (field: string | undefined, path: string) => {
        if (field) this.plan.checks.push({ field, ref, path });
      },
      more: (text: string) => {
        if (text.trim()) this.plan.additional.push({ ref, text: text.trim() });
      },
    };
  }

  everyPage(pattern: RegExp, path: string, value: string): void {
    if (value) this.plan.everyPage.push({ pattern, value, path });
  }

  notOnForm(path: string, value: unknown, reason: string): void {
    if (typeof value === 'string' ? value.trim() : value) this.plan.notOnForm.push({ path, reason });
  }
}
