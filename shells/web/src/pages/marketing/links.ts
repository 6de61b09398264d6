// Official pages the landing pages link to (public sources: uscis.gov, justice.gov/eoir).

/** The forms the pages name; the key is also the i18n key under `marketing.forms.items`. */
export type FormId = 'i485' | 'i765' | 'i130' | 'i130a' | 'i864' | 'i589' | 'n400' | 'i131' | 'i751' | 'i693';

/** What Formpath fills today; every other form is prepared on the USCIS form itself. */
export const filledByFormpath: ReadonlySet<FormId> = new Set<FormId>(['i485', 'i765']);

/** The order of the supported-forms list: supported first, then the rest. */
export const listedForms: readonly FormId[] = ['i485', 'i765', 'i130', 'i130a', 'i864', 'i589', 'n400', 'i131', 'i751'];

const slugs: Record<FormId, string> = {
  i485: 'i-485',
  i765: 'i-765',
  i130: 'i-130',
  i130a: 'i-130a',
  i864: 'i-864',
  i589: 'i-589',
  n400: 'n-400',
  i131: 'i-131',
  i751: 'i-751',
  i693: 'i-693',
};

/** The form's official page (edition, instructions, fee, where to file). */
export const uscisFormUrl = (form: FormId): string => `https://www.uscis.gov/${slugs[form]}`;

export const officialLinks = {
  uscisAsylum: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum',
  eoirProBono: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
  eoirAccredited: 'https://www.justice.gov/eoir/recognition-and-accreditation-program',
} as const;

/** Where each landing variant sends its visitors (spec 2 §2). */
export const marriageTargets = {
  english: { app: '/app', source: 'marriage_hero' },
  spanish: { app: '/spanish/app', source: 'spanish_marriage_hero' },
} as const;

export const asylumTargets = {
  english: { guide: '/asylum/guide', source: 'asylum_hero' },
  spanish: { guide: '/asiloespanol/guia', source: 'asilo_hero' },
} as const;

export type LandingVariant = 'english' | 'spanish';
