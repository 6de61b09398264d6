import { z } from 'zod';
import { protectedGrounds } from './questions.js';

// The draft Form I-589 (edition 01/20/25) as Formpath fills it from the asylum questionnaire and
// the applicant's documents: every value a string in the form's own format (dates MM/DD/YYYY,
// residence dates MM/YYYY), in the order of the printed parts. Unknown keys are refused, as in
// form-models.ts. A yes/no question nobody answered stays '' and its boxes stay empty. Every part
// parses from {} (an empty draft has every key).
const s = z.string().max(500).default('');
/** The narrative answers of Parts B and C (one may join several 20,000-character answers): what does not fit goes to Supplement B, whole. */
const narrative = z.string().max(150_000).default('');
const yesNo = z.enum(['', 'yes', 'no']).default('');

const person = { family_name: s, given_name: s, middle_name: s };

const residence = z.strictObject({ street: s, apt_number: s, city: s, state: s, zip_code: s, phone: s });
const mailing = z.strictObject({ in_care_of: s, street: s, apt_number: s, city: s, state: s, zip_code: s, phone: s });
const entry = z.strictObject({ date: s, place: s, status: s, status_expires: s });
/** An address as Part A.III lists it (department, province or state in one box) and the months lived there (MM/YYYY). */
const placeLived = z.strictObject({ street: s, city: s, province: s, country: s, from: s, to: s });
const relative = z.strictObject({ full_name: s, city_and_country_of_birth: s, current_location: s });

export const i589MaritalStatuses = ['single', 'married', 'divorced', 'widowed'] as const;
/** Part A.I item 18: never in Immigration Court (a), in proceedings now (b), not now but in the past (c). */
export const i589CourtStatuses = ['never', 'now', 'past'] as const;

export const i589FormSchema = z.strictObject({
  /** Part A.I. Information About You. */
  applicant: z
    .strictObject({
      a_number: s,
      ssn: s,
      uscis_account_number: s,
      ...person,
      other_names: s,
      residence: residence.prefault({}),
      mailing_address: mailing.prefault({}),
      sex: z.enum(['', 'male', 'female']).default(''),
      marital_status: z.enum(['', ...i589MaritalStatuses]).default(''),
      date_of_birth: s,
      city_of_birth: s,
      country_of_birth: s,
      present_nationality: s,
      nationality_at_birth: s,
      race_ethnic_tribal_group: s,
      religion: s,
      immigration_court: z.enum(['', ...i589CourtStatuses]).default(''),
      last_left_country: s,
      i94_number: s,
      /** Entries into the United States, the most recent first. */
      entries: z.array(entry).max(20).default([]),
      passport_country: s,
      passport_number: s,
      travel_document_number: s,
      passport_expiration: s,
      native_language: s,
      fluent_in_english: yesNo,
      other_languages: s,
    })
    .prefault({}),
  /** Part A.II, your spouse: what the questionnaire and the documents say (name and marriage). */
  spouse: z.strictObject({ ...person, date_of_marriage: s, place_of_marriage: s }).prefault({}),
  /** Part A.II, your children: the rows the documents give, and the applicant's own words. */
  children: z
    .strictObject({
      has_children: yesNo,
      total: s,
      listed: z.array(z.strictObject({ ...person, date_of_birth: s, city_and_country_of_birth: s, a_number: s })).max(30).default([]),
      /** What the applicant wrote about their children (Supplement B, with Part A.II). */
      details: narrative,
    })
    .prefault({}),
  /** Part A.III. Information About Your Background. */
  background: z
    .strictObject({
      last_address_abroad: placeLived.prefault({}),
      /** Residences in the past 5 years, the present one first. */
      residences: z.array(placeLived).max(30).default([]),
      mother: relative.prefault({}),
      father: relative.prefault({}),
      /** Parents the documents name without saying which is the mother and which the father. */
      parents_unplaced: z.array(relative).max(4).default([]),
    })
    .prefault({}),
  /** Part B. Information About Your Application. */
  claim: z
    .strictObject({
      grounds: z.array(z.enum(protectedGrounds)).max(5).default([]),
      past_harm: yesNo,
      past_harm_details: narrative,
      fear_of_harm: yesNo,
      fear_details: narrative,
      arrested: yesNo,
      arrested_details: narrative,
      organizations: yesNo,
      organizations_details: narrative,
      organizations_continuing: yesNo,
      organizations_continuing_details: narrative,
      torture_fear: yesNo,
      torture_details: narrative,
      /** The applicant's other words about the claim (Supplement B, with Part B question 1). */
      other_information: narrative,
    })
    .prefault({}),
  /** Part C. Additional Information About Your Application. */
  additional: z
    .strictObject({
      applied_before: yesNo,
      applied_before_details: narrative,
      other_countries: yesNo,
      lawful_status_elsewhere: yesNo,
      other_countries_details: narrative,
      harmed_others: yesNo,
      harmed_others_details: narrative,
      returned: yesNo,
      returned_details: narrative,
      filing_after_one_year: yesNo,
      late_filing_details: narrative,
      crimes: yesNo,
      crimes_details: narrative,
    })
    .prefault({}),
});
export type I589FormData = z.output<typeof i589FormSchema>;

/** An empty draft, every key present (a fresh copy: zod hands out shared default arrays). */
export const emptyI589 = (): I589FormData => structuredClone(i589FormSchema.parse({}));
