import type { I485FormData, I765FormData } from '@formpath/contracts';

// The starting values of a review: whatever the server holds, conformed to the form models of
// libs/contracts (every key present, every value a string, booleans and the race list excepted,
// nothing unknown), so the form has an input for every value and the strict schema, which checks
// every submit through the form's resolver, only ever judges the applicant's answers. Free of zod:
// review-step.tsx reads hasFormData before the review chunk (and zod with it) loads.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = <T>(v: unknown, row: (r: Json) => T): T[] => (Array.isArray(v) ? v.map((r) => row(obj(r))) : []);

const name = (v: unknown) => {
  const o = obj(v);
  return { family_name: str(o['family_name']), given_name: str(o['given_name']), middle_name: str(o['middle_name']) };
};
const usAddress = (v: unknown) => {
  const o = obj(v);
  return { street: str(o['street']), apt_number: str(o['apt_number']), city: str(o['city']), state: str(o['state']), zip_code: str(o['zip_code']) };
};

export const addressHistoryRow = (o: Json = {}): I485FormData['address_history_5_years'][number] => ({
  ...usAddress(o),
  country: str(o['country']),
  from_date: str(o['from_date']),
  to_date: str(o['to_date']),
});

export const employmentRow = (o: Json = {}): I485FormData['employment_and_education_history_5_years'][number] => {
  const a = obj(o['address']);
  return {
    employer_or_school: str(o['employer_or_school']),
    address: { street: str(a['street']), city: str(a['city']), state: str(a['state']), zip_code: str(a['zip_code']), country: str(a['country']) },
    occupation_or_field_of_study: str(o['occupation_or_field_of_study']),
    full_time_or_part_time: str(o['full_time_or_part_time']),
    from_date: str(o['from_date']),
    to_date: str(o['to_date']),
  };
};

export const parentRow = (o: Json = {}): I485FormData['parents'][number] => ({
  full_name: name(o['full_name']),
  date_of_birth: str(o['date_of_birth']),
  country_of_birth: str(o['country_of_birth']),
  citizenship_country: str(o['citizenship_country']),
  current_city_country_of_residence: str(o['current_city_country_of_residence']),
});

export const priorMarriageRow = (o: Json = {}): I485FormData['marital_history']['prior_marriages'][number] => ({
  former_spouse_name: str(o['former_spouse_name']),
  end_date: str(o['end_date']),
  end_reason: str(o['end_reason']),
  place_of_marriage: str(o['place_of_marriage']),
});

export const childRow = (o: Json = {}): I485FormData['children'][number] => ({
  full_name: str(o['full_name']),
  date_of_birth: str(o['date_of_birth']),
  country_of_birth: str(o['country_of_birth']),
  current_address: str(o['current_address']),
  is_applying_with_applicant: o['is_applying_with_applicant'] === true,
  a_number: str(o['a_number']),
});

export const otherNameRow = (o: Json = {}): I485FormData['other_names'][number] => name(o);

export const toI485Values = (data: unknown): I485FormData => {
  const d = obj(data);
  const b = obj(d['biographic_information']);
  const birth = obj(b['place_of_birth']);
  const contact = obj(d['contact']);
  const marital = obj(d['marital_history']);
  const chars = obj(d['biographic_characteristics']);
  const height = obj(chars['height']);
  return {
    biographic_information: {
      full_name: name(b['full_name']),
      a_number: str(b['a_number']),
      uscis_account_number: str(b['uscis_account_number']),
      ssn: str(b['ssn']),
      date_of_birth: str(b['date_of_birth']),
      sex: str(b['sex']),
      citizenship_country: str(b['citizenship_country']),
      place_of_birth: { city: str(birth['city']), country: str(birth['country']) },
      last_arrival_date: str(b['last_arrival_date']),
      i_94_number: str(b['i_94_number']),
      status_at_last_arrival: str(b['status_at_last_arrival']),
      passport_number: str(b['passport_number']),
      passport_issuing_country: str(b['passport_issuing_country']),
      mailing_address: usAddress(b['mailing_address']),
      physical_address: usAddress(b['physical_address']),
    },
    other_names: list(d['other_names'], otherNameRow),
    contact: { daytime_phone: str(contact['daytime_phone']), mobile_phone: str(contact['mobile_phone']), email: str(contact['email']) },
    address_history_5_years: list(d['address_history_5_years'], addressHistoryRow),
    employment_and_education_history_5_years: list(d['employment_and_education_history_5_years'], employmentRow),
    parents: list(d['parents'], parentRow),
    marital_history: {
      current_marital_status: str(marital['current_marital_status']),
      current_spouse_name: str(marital['current_spouse_name']),
      date_of_marriage: str(marital['date_of_marriage']),
      place_of_marriage: str(marital['place_of_marriage']),
      prior_marriages: list(marital['prior_marriages'], priorMarriageRow),
    },
    children: list(d['children'], childRow),
    biographic_characteristics: {
      ethnicity: str(chars['ethnicity']),
      race: Array.isArray(chars['race']) ? chars['race'].filter((r): r is string => typeof r === 'string') : [],
      height: { feet: str(height['feet']), inches: str(height['inches']) },
      weight_lbs: str(chars['weight_lbs']),
      eye_color: str(chars['eye_color']),
      hair_color: str(chars['hair_color']),
    },
  };
};

const i765Address = (v: unknown) => {
  const o = obj(v);
  return { street: str(o['street']), apt_suite_floor: str(o['apt_suite_floor']), city: str(o['city']), state: str(o['state']), zip: str(o['zip']) };
};

const i765Scalars = [
  'applicant_last_name', 'applicant_first_name', 'applicant_middle_name', 'date_of_birth', 'alien_registration_number',
  'social_security_number', 'uscis_online_account_number', 'sex', 'marital_status', 'city_of_birth', 'country_of_birth',
  'country_of_citizenship', 'applicant_daytime_phone', 'applicant_mobile_phone', 'applicant_email', 'i94_number',
  'current_immigration_status', 'sevis_number', 'passport_number', 'passport_issuing_country', 'last_entry_date',
  'father_last_name', 'father_first_name', 'mother_last_name', 'mother_first_name',
] as const satisfies ReadonlyArray<Exclude<keyof I765FormData, 'mailing_address' | 'physical_address'>>;

export const toI765Values = (data: unknown): I765FormData => {
  const d = obj(data);
  const scalars = Object.fromEntries(i765Scalars.map((k) => [k, str(d[k])])) as Omit<I765FormData, 'mailing_address' | 'physical_address'>;
  return { ...scalars, mailing_address: i765Address(d['mailing_address']), physical_address: i765Address(d['physical_address']) };
};

/** True when the server holds no form data worth reviewing (spec 1 §8's no-data screens). */
export const hasFormData = (data: unknown): boolean => Object.keys(obj(data)).length > 0;
