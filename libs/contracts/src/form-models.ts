import { z } from 'zod';

// The I-485 and I-765 data models of spec 1 §3, names kept. Every value is a string the
// applicant can edit; dates are already in the form's format (MM/DD/YYYY, or MM/YYYY in
// histories). Unknown keys are refused so a typo in an edit is an error, not lost data.
const s = z.string().max(500).default('');

export const formTypes = ['I-485', 'I-765'] as const;
export type FormType = (typeof formTypes)[number];

const personName = z.strictObject({ family_name: s, given_name: s, middle_name: s });
const usAddress = z.strictObject({ street: s, apt_number: s, city: s, state: s, zip_code: s });

export const i485FormSchema = z.strictObject({
  biographic_information: z.strictObject({
    full_name: personName.default({ family_name: '', given_name: '', middle_name: '' }),
    a_number: s,
    uscis_account_number: s,
    ssn: s,
    date_of_birth: s,
    sex: s,
    citizenship_country: s,
    place_of_birth: z.strictObject({ city: s, country: s }).default({ city: '', country: '' }),
    last_arrival_date: s,
    i_94_number: s,
    // Beyond spec 1 §3: what the pipeline reads from the passport and the I-94, for Part 1.
    status_at_last_arrival: s,
    passport_number: s,
    passport_issuing_country: s,
    mailing_address: usAddress.default({ street: '', apt_number: '', city: '', state: '', zip_code: '' }),
    physical_address: usAddress.default({ street: '', apt_number: '', city: '', state: '', zip_code: '' }),
  }),
  other_names: z.array(personName).max(10).default([]),
  contact: z.strictObject({ daytime_phone: s, mobile_phone: s, email: s }).default({ daytime_phone: '', mobile_phone: '', email: '' }),
  address_history_5_years: z
    .array(z.strictObject({ street: s, apt_number: s, city: s, state: s, zip_code: s, country: s, from_date: s, to_date: s }))
    .max(50)
    .default([]),
  employment_and_education_history_5_years: z
    .array(
      z.strictObject({
        employer_or_school: s,
        address: z.strictObject({ street: s, city: s, state: s, zip_code: s, country: s }),
        occupation_or_field_of_study: s,
        full_time_or_part_time: s,
        from_date: s,
        to_date: s,
      }),
    )
    .max(50)
    .default([]),
  parents: z
    .array(
      z.strictObject({
        full_name: personName,
        date_of_birth: s,
        country_of_birth: s,
        citizenship_country: s,
        current_city_country_of_residence: s,
      }),
    )
    .max(4)
    .default([]),
  marital_history: z
    .strictObject({
      current_marital_status: s,
      current_spouse_name: s,
      date_of_marriage: s,
      place_of_marriage: s,
      prior_marriages: z
        .array(z.strictObject({ former_spouse_name: s, end_date: s, end_reason: s, place_of_marriage: s }))
        .max(20)
        .default([]),
    })
    .default({ current_marital_status: '', current_spouse_name: '', date_of_marriage: '', place_of_marriage: '', prior_marriages: [] }),
  children: z
    .array(
      z.strictObject({
        full_name: s,
        date_of_birth: s,
        country_of_birth: s,
        current_address: s,
        is_applying_with_applicant: z.boolean().default(false),
        a_number: s,
      }),
    )
    .max(30)
    .default([]),
  biographic_characteristics: z
    .strictObject({
      ethnicity: s,
      race: z.array(z.string().max(100)).max(5).default([]),
      height: z.strictObject({ feet: s, inches: s }).default({ feet: '', inches: '' }),
      weight_lbs: s,
      eye_color: s,
      hair_color: s,
    })
    .default({ ethnicity: '', race: [], height: { feet: '', inches: '' }, weight_lbs: '', eye_color: '', hair_color: '' }),
});
export type I485FormData = z.output<typeof i485FormSchema>;

const i765Address = z.strictObject({ street: s, apt_suite_floor: s, city: s, state: s, zip: s });

export const i765FormSchema = z.strictObject({
  applicant_last_name: s,
  applicant_first_name: s,
  applicant_middle_name: s,
  date_of_birth: s,
  alien_registration_number: s,
  social_security_number: s,
  // Beyond spec 1 §3: what the pipeline reads for Part 2 of the current edition.
  uscis_online_account_number: s,
  sex: s,
  marital_status: s,
  city_of_birth: s,
  country_of_birth: s,
  country_of_citizenship: s,
  mailing_address: i765Address.default({ street: '', apt_suite_floor: '', city: '', state: '', zip: '' }),
  physical_address: i765Address.default({ street: '', apt_suite_floor: '', city: '', state: '', zip: '' }),
  applicant_daytime_phone: s,
  applicant_mobile_phone: s,
  applicant_email: s,
  i94_number: s,
  current_immigration_status: s,
  sevis_number: s,
  passport_number: s,
  passport_issuing_country: s,
  last_entry_date: s,
  father_last_name: s,
  father_first_name: s,
  mother_last_name: s,
  mother_first_name: s,
});
export type I765FormData = z.output<typeof i765FormSchema>;

export const formSchemas = { 'I-485': i485FormSchema, 'I-765': i765FormSchema } as const;
export type FormData = I485FormData | I765FormData;

/** An empty form of each type, every key present. */
export const emptyForm = (formType: FormType): FormData =>
  // Cloned: zod hands out the same default arrays to every parse.
  structuredClone(formType === 'I-485' ? i485FormSchema.parse({ biographic_information: {} }) : i765FormSchema.parse({}));
