import type { I485FormData, I765FormData } from '@formpath/contracts';
import { formDate, formMonth, fullName } from './formats.js';
import { createPersona, countries, type Persona } from './persona.js';
import { Rng } from './random.js';

export interface FormDataOptions {
  /**
   * More history rows, names, marriages and children than the official form has room for, so
   * Additional Information and continuation sheets are exercised. Default: as many as fit.
   */
  overflow?: boolean;
}

/** Unit spellings vary by seed so every unit box is exercised. */
const unitOf = (seed: number, unit: string) => `${['Apt', 'Suite', 'Floor'][seed % 3]} ${unit || (seed % 30) + 1}`;
const yearsAgo = (years: number, rng: Rng) => new Date(Date.UTC(2026 - years, Math.floor(rng.next() * 12), 1 + Math.floor(rng.next() * 27)));

/**
 * Complete I-485 data for a synthetic applicant: every field of the data model filled, the way
 * an applicant would have it after review. Used to test filling and to benchmark it.
 */
export const fullI485 = (seed: number, options: FormDataOptions = {}): I485FormData => {
  const p = createPersona(seed);
  const rng = new Rng(seed * 13 + 5);
  const extra = options.overflow ? 3 : 0;
  const abroad = p.country;
  const other = countries[(countries.indexOf(abroad) + 1) % countries.length] as (typeof countries)[number];
  const home = { street: p.address.street, apt_number: unitOf(seed, p.address.unit), city: p.address.city, state: p.address.state, zip_code: p.address.zip };
  const usPlace = (i: number) => ({ street: `${100 + i * 37} ${['Oak', 'Pine', 'Cedar', 'Maple', 'Elm'][i % 5]} Street`, apt_number: i % 2 ? `Suite ${200 + i}` : '', city: ['Houston', 'Newark', 'Phoenix', 'Miami', 'Denver'][i % 5] as string, state: ['TX', 'NJ', 'AZ', 'FL', 'CO'][i % 5] as string, zip_code: String(70000 + i * 1111) });
  const history = [
    { ...home, country: 'United States', from_date: formMonth(p.leaseStart), to_date: 'Present' },
    { ...usPlace(1), country: 'United States', from_date: formMonth(yearsAgo(4, rng)), to_date: formMonth(p.leaseStart) },
    { street: `Calle ${p.birthCity} 45`, apt_number: seed % 2 ? 'Apt 3' : '', city: p.birthCity, state: '', zip_code: '', country: abroad.name, from_date: formMonth(yearsAgo(9, rng)), to_date: formMonth(p.arrival) },
    ...Array.from({ length: extra }, (_, i) => ({ ...usPlace(i + 2), country: 'United States', from_date: formMonth(yearsAgo(5 + i, rng)), to_date: formMonth(yearsAgo(4 + i, rng)) })),
  ];
  const job = (name: string, occupation: string, where: { street: string; city: string; state: string; zip_code: string; country: string }, from: Date, to: string) => ({
    employer_or_school: name,
    address: where,
    occupation_or_field_of_study: occupation,
    full_time_or_part_time: rng.pick(['Full-time', 'Part-time']),
    from_date: formMonth(from),
    to_date: to,
  });
  const e = p.employer;
  const jobs = [
    job(e.name, e.occupation, { street: e.address.street, city: e.address.city, state: e.address.state, zip_code: e.address.zip, country: 'United States' }, e.start, 'Present'),
    job(p.school.name, p.school.program, { street: '1 University Avenue', city: p.address.city, state: p.address.state, zip_code: p.address.zip, country: 'United States' }, p.school.start, formMonth(p.school.end)),
    job(`Grupo ${p.birthCity} S.A.`, 'Sales Associate', { street: 'Avenida Central 120', city: p.birthCity, state: '', zip_code: '', country: abroad.name }, yearsAgo(8, rng), formMonth(p.arrival)),
    ...Array.from({ length: extra }, (_, i) => job(`Employer ${i + 1} LLC`, 'Assistant', { street: `${20 + i} Main Street`, city: 'Dallas', state: 'TX', zip_code: '75201', country: 'United States' }, yearsAgo(6 + i, rng), formMonth(yearsAgo(5 + i, rng)))),
  ];
  const parent = (n: Persona['father'], age: number) => ({
    full_name: { family_name: n.family, given_name: n.given, middle_name: n.middle },
    date_of_birth: formDate(yearsAgo(age, rng)),
    country_of_birth: abroad.name,
    citizenship_country: abroad.name,
    current_city_country_of_residence: `${p.birthCity}, ${abroad.name}`,
  });
  const priors = [
    { former_spouse_name: fullName(p.priorSpouse), end_date: formDate(p.priorMarriage.ended), end_reason: seed % 3 ? 'Divorce' : 'Declared void by a religious court', place_of_marriage: p.priorMarriage.place },
    ...Array.from({ length: extra ? 1 : 0 }, () => ({ former_spouse_name: 'Laura Beatriz Quintero', end_date: formDate(yearsAgo(14, rng)), end_reason: 'Annulment', place_of_marriage: `${other.cities[0]}, ${other.name}` })),
  ];
  const child = (given: string, middle: string, age: number, applying: boolean) => ({
    full_name: [given, middle, p.name.family].filter(Boolean).join(' '),
    date_of_birth: formDate(yearsAgo(age, rng)),
    country_of_birth: age > 8 ? abroad.name : 'United States',
    current_address: `${home.street}, ${home.city}, ${home.state} ${home.zip_code}`,
    is_applying_with_applicant: applying,
    a_number: applying ? `A${String(Math.floor(rng.next() * 9e8) + 1e8)}` : '',
  });
  return {
    biographic_information: {
      full_name: { family_name: p.name.family, given_name: p.name.given, middle_name: p.name.middle },
      a_number: p.aNumber.padStart(9, '0'),
      uscis_account_number: p.uscisAccount,
      ssn: p.ssn,
      date_of_birth: formDate(p.dob),
      sex: p.sex,
      citizenship_country: abroad.name,
      place_of_birth: { city: p.birthCity, country: abroad.name },
      last_arrival_date: formDate(p.arrival),
      i_94_number: p.i94,
      status_at_last_arrival: p.admissionClass,
      passport_number: p.passportNumber,
      passport_issuing_country: abroad.name,
      mailing_address: options.overflow ? { street: '1200 Commerce Street', apt_number: `Suite ${100 + (seed % 50)}`, city: home.city, state: home.state, zip_code: home.zip_code } : home,
      physical_address: home,
    },
    other_names: [
      { family_name: p.mother.family, given_name: p.name.given, middle_name: p.name.middle },
      ...Array.from({ length: extra }, (_, i) => ({ family_name: `${p.name.family}${i ? ` ${p.mother.family}` : ''}`, given_name: `${p.name.given.slice(0, 3)}${'aeiou'[i]}`, middle_name: i ? '' : p.father.given })),
    ],
    contact: { daytime_phone: p.phone, mobile_phone: `(${p.phone.slice(0, 3)}) 555-0${p.phone.slice(-3)}`, email: p.email },
    address_history_5_years: history,
    employment_and_education_history_5_years: jobs,
    parents: [parent(p.father, 60), parent(p.mother, 57)],
    marital_history: {
      current_marital_status: 'Married',
      current_spouse_name: fullName(p.spouse),
      date_of_marriage: formDate(p.marriage.date),
      place_of_marriage: `${p.marriage.place}, United States`,
      prior_marriages: priors,
    },
    children: [child('Sofia', 'Isabel', 12, true), child('Mateo', 'Andres', 6, Boolean(options.overflow)), ...Array.from({ length: extra }, (_, i) => child(['Lucia', 'Diego', 'Elena'][i] as string, '', 3 + i, false))],
    biographic_characteristics: {
      ethnicity: abroad.code === 'IND' || abroad.code === 'PHL' || abroad.code === 'NGA' ? 'Not Hispanic or Latino' : 'Hispanic or Latino',
      race: abroad.code === 'NGA' ? ['Black or African American'] : abroad.code === 'IND' || abroad.code === 'PHL' ? ['Asian'] : ['White', 'American Indian or Alaska Native'],
      height: { feet: String(p.height.feet), inches: String(p.height.inches) },
      weight_lbs: String(p.weight),
      eye_color: p.eyes.name,
      hair_color: p.hair.name,
    },
  };
};

/** Complete I-765 data for the same synthetic applicant. */
export const fullI765 = (seed: number): I765FormData => {
  const p = createPersona(seed);
  const home = { street: p.address.street, apt_suite_floor: unitOf(seed, p.address.unit), city: p.address.city, state: p.address.state, zip: p.address.zip };
  return {
    applicant_last_name: p.name.family,
    applicant_first_name: p.name.given,
    applicant_middle_name: p.name.middle,
    date_of_birth: formDate(p.dob),
    alien_registration_number: p.aNumber.padStart(9, '0'),
    social_security_number: p.ssn,
    uscis_online_account_number: p.uscisAccount,
    sex: p.sex,
    marital_status: 'Married',
    city_of_birth: p.birthCity,
    country_of_birth: p.country.name,
    country_of_citizenship: p.country.name,
    mailing_address: seed % 2 ? { street: 'PO Box 4410', apt_suite_floor: '', city: p.address.city, state: p.address.state, zip: p.address.zip } : home,
    physical_address: home,
    applicant_daytime_phone: p.phone,
    applicant_mobile_phone: `(${p.phone.slice(0, 3)}) 555-0${p.phone.slice(-3)}`,
    applicant_email: p.email,
    i94_number: p.i94,
    current_immigration_status: p.admissionClass,
    sevis_number: p.sevis,
    passport_number: p.passportNumber,
    passport_issuing_country: p.country.name,
    last_entry_date: formDate(p.arrival),
    father_last_name: p.father.family,
    father_first_name: p.father.given,
    mother_last_name: p.mother.family,
    mother_first_name: p.mother.given,
  };
};
