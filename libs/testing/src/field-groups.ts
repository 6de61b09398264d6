/** The field groups extraction is judged by, in the order reports print them. */
export const fieldGroups = [
  'names', 'birth and citizenship', 'identity numbers', 'entry and status', 'addresses', 'contact',
  'employment and education', 'parents', 'marriages', 'children', 'physical description',
] as const;
export type FieldGroup = (typeof fieldGroups)[number];

const rules: Array<[RegExp, FieldGroup]> = [
  [/^parents\.|^(father|mother)_/, 'parents'],
  [/^children\./, 'children'],
  [/^marital_|^marital_status$/, 'marriages'],
  [/^employment_and_education|^sevis_number$/, 'employment and education'],
  [/^biographic_characteristics\./, 'physical description'],
  [/address/, 'addresses'],
  [/^contact\.|phone|email/, 'contact'],
  [/full_name|^applicant_(last|first|middle)_name$/, 'names'],
  [/arrival|last_entry|status_at|immigration_status/, 'entry and status'],
  [/a_number|alien_registration|ssn|social_security|i_?94|passport|uscis_(online_)?account/, 'identity numbers'],
  [/birth|sex$|citizenship/, 'birth and citizenship'],
];

/** The group of a form field path, for either form ("parents.0.full_name.given_name" → parents). */
export const fieldGroup = (path: string): FieldGroup => rules.find(([re]) => re.test(path))?.[1] ?? 'birth and citizenship';
