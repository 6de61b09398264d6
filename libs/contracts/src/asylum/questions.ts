// The asylum questionnaire of spec 2 §3: the built-in questions, zod-free so the browser pays
// little for them. Texts live in libs/i18n (asylum.questions.<id>); answers are stored by id:
// a radio answer is its option id, a date answer is YYYY-MM-DD.

export const asylumCategories = [
  'personal',
  'persecution',
  'religious',
  'political',
  'socialGroup',
  'family',
  'countryConditions',
  'evidence',
  'travel',
  'filing',
  'credibility',
  'futureFear',
  'additional',
  'caseAnalysis',
] as const;
export type AsylumCategory = (typeof asylumCategories)[number];

export type AsylumQuestionType = 'text' | 'textarea' | 'radio' | 'date';

export interface AsylumQuestion {
  readonly id: string;
  readonly type: AsylumQuestionType;
  readonly category: AsylumCategory;
  readonly required: boolean;
  /** Option ids of a radio question; their labels are asylum.options.<id>. */
  readonly options?: readonly string[];
}

const yesNo = ['yes', 'no'] as const;
const q = (id: string, type: AsylumQuestionType, category: AsylumCategory, required = false, options?: readonly string[]): AsylumQuestion =>
  options ? { id, type, category, required, options } : { id, type, category, required };

/** Spec 2 §3 radio sets, with ids. */
export const entryMethods = ['visa', 'withoutInspection', 'parole', 'other'] as const;
export const protectedGrounds = ['race', 'religion', 'nationality', 'politicalOpinion', 'socialGroup'] as const;
export const governmentRoles = ['persecutor', 'unableToProtect', 'unwillingToProtect', 'didNotSeekProtection'] as const;
export type ProtectedGround = (typeof protectedGrounds)[number];

/** In the order they are asked (5 per page). */
export const asylumQuestions: readonly AsylumQuestion[] = [
  // The first two pages hold what the follow-ups are chosen by (asked at page index 2): who you are,
  // when you arrived, the ground, past harm or fear, and the government's part.
  q('family_name', 'text', 'personal', true),
  q('given_name', 'text', 'personal', true),
  q('date_of_birth', 'date', 'personal', true),
  q('country_of_birth', 'text', 'personal', true),
  q('nationality', 'text', 'personal', true),
  q('date_of_last_arrival', 'date', 'travel', true),
  q('persecution_ground', 'radio', 'persecution', true, protectedGrounds),
  q('past_harm', 'radio', 'persecution', true, yesNo),
  q('fear_of_return', 'radio', 'futureFear', true, yesNo),
  q('government_involvement', 'radio', 'persecution', false, governmentRoles),
  // Then the rest, by category.
  q('middle_name', 'text', 'personal'),
  q('other_names', 'text', 'personal'),
  q('city_of_birth', 'text', 'personal'),
  q('nationality_at_birth', 'text', 'personal'),
  q('gender', 'radio', 'personal', false, ['male', 'female']),
  q('marital_status', 'radio', 'personal', false, ['single', 'married', 'divorced', 'widowed']),
  q('race_ethnic_group', 'text', 'personal'),
  q('native_language', 'text', 'personal'),
  q('english_fluent', 'radio', 'personal', false, yesNo),
  q('other_languages', 'text', 'personal'),
  q('last_departure_date', 'date', 'travel'),
  q('place_of_last_arrival', 'text', 'travel'),
  q('entry_method', 'radio', 'travel', true, entryMethods),
  q('status_at_entry', 'text', 'travel'),
  q('i94_number', 'text', 'travel'),
  q('transit_countries', 'textarea', 'travel'),
  q('returned_to_country', 'radio', 'travel', false, yesNo),
  q('returned_details', 'textarea', 'travel'),
  q('past_harm_details', 'textarea', 'persecution'),
  q('persecutors', 'textarea', 'persecution'),
  q('arrested', 'radio', 'persecution', false, yesNo),
  q('arrested_details', 'textarea', 'persecution'),
  q('religion', 'text', 'religious'),
  q('religious_harm', 'textarea', 'religious'),
  q('political_activity', 'textarea', 'political'),
  q('organizations', 'textarea', 'political'),
  q('organizations_continuing', 'textarea', 'political'),
  q('social_group', 'textarea', 'socialGroup'),
  q('spouse_name', 'text', 'family'),
  q('children', 'textarea', 'family'),
  q('family_harmed', 'textarea', 'family'),
  q('country_conditions', 'textarea', 'countryConditions'),
  q('relocation', 'textarea', 'countryConditions'),
  q('fear_details', 'textarea', 'futureFear'),
  q('torture_fear', 'radio', 'futureFear', false, yesNo),
  q('torture_details', 'textarea', 'futureFear'),
  q('evidence_available', 'textarea', 'evidence'),
  q('witnesses', 'textarea', 'evidence'),
  q('applied_before', 'radio', 'filing', false, yesNo),
  q('applied_before_details', 'textarea', 'filing'),
  q('in_court', 'radio', 'filing', false, yesNo),
  q('late_filing_reason', 'textarea', 'filing'),
  q('harmed_others', 'radio', 'filing', false, yesNo),
  q('crimes', 'radio', 'filing', false, yesNo),
  q('crimes_details', 'textarea', 'filing'),
  q('prior_statements', 'textarea', 'credibility'),
  q('additional_info', 'textarea', 'additional'),
  q('why_protection', 'textarea', 'caseAnalysis'),
];

export type AsylumAnswers = Readonly<Record<string, string>>;
