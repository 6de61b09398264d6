import type { CatalogForm, PartId } from './catalog.js';

/** Where an answer sits on the printed form, as Additional Information entries must cite it. */
export interface ItemRef {
  page: number;
  part: PartId;
  item: string;
}

/** Form order of two printed parts: numbers by value, lettered parts ("A.II", "B") as written. */
export const comparePart = (a: PartId, b: PartId): number => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));

export interface TextPlacement {
  field: string;
  value: string;
  ref: ItemRef;
  /** The model path the value came from, for the coverage report and the tests. */
  path: string;
  /**
   * A narrative in a multi-line box: what does not fit continues in Additional Information under
   * the same reference, and the box says so. Without it a long value is the field's own business.
   */
  continues?: true;
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
  part: PartId;
  /** How continuation sheets and continued answers name the part; default "Part <n>. Additional Information". */
  title?: string;
  /** Where a continuation sheet's heading goes, when the page has no free top margin (PDF points). */
  sheetHeading?: { x: number; y: number };
  /** The name in three boxes, or in one ("Applicant's Name", written "Family, Given Middle"). */
  familyName?: string;
  givenName?: string;
  middleName?: string;
  fullName?: string;
  aNumber: string;
  /** Each block's boxes; a part whose blocks cite no page (the I-589's Supplement B) has no page box. */
  blocks: Array<{ page?: string; part: string; item: string; text: string }>;
}

/** How a plan's Additional Information part names itself. */
export const additionalTitle = (part: AdditionalInformationPart): string => part.title ?? `Part ${part.part}. Additional Information`;

/** The applicant's name as one box wants it: "Family, Given Middle". */
export const fullNameText = (a: { familyName: string; givenName: string; middleName: string }): string =>
  [a.familyName, [a.givenName, a.middleName].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The name boxes of an Additional Information part with what each gets. */
export const nameBoxes = (part: AdditionalInformationPart, applicant: FillPlan['applicant']): Array<[string, string]> =>
  (
    [
      [part.familyName, applicant.familyName],
      [part.givenName, applicant.givenName],
      [part.middleName, applicant.middleName],
      [part.fullName, fullNameText(applicant)],
    ] as const
  ).filter((box): box is [string, string] => Boolean(box[0]));

/**
 * What to write on one form for one applicant: text (and dropdown) values, boxes to check,
 * the A-number for every page's A-number field, and what goes to Additional Information.
 * A plan is edition-specific; it names fields, never positions.
 */
export interface FillPlan {
  form: CatalogForm;
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

  constructor(form: CatalogForm, edition: string, additionalPart: AdditionalInformationPart) {
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

  at(page: number, part: PartId, item: string) {
    const ref = { page, part, item };
    return {
      text: (field: string, path: string, value: string | undefined) => {
        if (value?.trim()) this.plan.text.push({ field, value: value.trim(), ref, path });
      },
      /** A multi-line answer that continues in Additional Information when its box is full. */
      narrative: (field: string, path: string, value: string | undefined) => {
        if (value?.trim()) this.plan.text.push({ field, value: value.trim(), ref, path, continues: true });
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
