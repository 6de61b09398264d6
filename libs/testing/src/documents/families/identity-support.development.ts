import { formDate } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Truth } from '../document-spec.js';

// Date and truth helpers shared by the identity development families (formats.ts is not ours).

const pad = (n: number) => String(n).padStart(2, '0');
const en = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const esAbbr = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const enLong = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type ForeignDate = 'dd mm yyyy' | 'dd.mm.yyyy' | 'dd/mm/yyyy' | 'dd MMM/MMM yyyy' | 'dd MMM yyyy';

/** Dates as foreign passports print them: day first, numeric or with a bilingual month. */
export const foreignDate = (d: Date, style: ForeignDate): string => {
  const day = pad(d.getUTCDate());
  const m = d.getUTCMonth();
  const y = d.getUTCFullYear();
  switch (style) {
    case 'dd mm yyyy': return `${day} ${pad(m + 1)} ${y}`;
    case 'dd.mm.yyyy': return `${day}.${pad(m + 1)}.${y}`;
    case 'dd/mm/yyyy': return `${day}/${pad(m + 1)}/${y}`;
    case 'dd MMM/MMM yyyy': return `${day} ${esAbbr[m]}/${en[m]} ${y}`;
    case 'dd MMM yyyy': return `${day} ${en[m]} ${y}`;
  }
};

/** "2023 August 22", as the CBP I-94 website prints dates. */
export const yearMonthDay = (d: Date) => `${d.getUTCFullYear()} ${enLong[d.getUTCMonth()]} ${pad(d.getUTCDate())}`;
/** "15MAR1990" / "15 MAR 90" / "AUG 22 2019": compact forms of stamps, visas and cards. */
export const compactDate = (d: Date) => `${pad(d.getUTCDate())}${en[d.getUTCMonth()]}${d.getUTCFullYear()}`;
export const stampDate = (d: Date) => `${en[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${d.getUTCFullYear()}`;
/** MM/DD/YY, as licences and employment authorization cards print short dates. */
export const shortUs = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${String(d.getUTCFullYear()).slice(2)}`;
export const usDate = (d: Date) => formDate(d);

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86400000);

/** The class of admission as a stamp or the website prints it: "B2", "B-2", "H-1B", "H1B". */
export const printedClass = (cls: string, rng: Rng) => (rng.chance(0.5) ? cls.replace(/^([A-Z]{1,2})(\d)/, '$1-$2') : cls);

export const givenNames = (p: Persona) => [p.name.given, p.name.middle].filter(Boolean).join(' ');

export const nameTruth = (p: Persona): Truth => ({
  'I-485': {
    'biographic_information.full_name.family_name': p.name.family,
    'biographic_information.full_name.given_name': p.name.given,
    'biographic_information.full_name.middle_name': p.name.middle,
  },
  'I-765': { applicant_last_name: p.name.family, applicant_first_name: p.name.given, applicant_middle_name: p.name.middle },
});

/** A passport's truth, as the original family: names, birth, sex, citizenship and the passport. */
export const passportTruth = (p: Persona, birthCountryShown = true): Truth => {
  const names = nameTruth(p);
  const i485: Record<string, string> = {
    ...names['I-485'],
    'biographic_information.date_of_birth': formDate(p.dob),
    'biographic_information.sex': p.sex,
    'biographic_information.citizenship_country': p.country.name,
    'biographic_information.place_of_birth.city': p.birthCity,
    'biographic_information.place_of_birth.country': p.country.name,
    'biographic_information.passport_number': p.passportNumber,
    'biographic_information.passport_issuing_country': p.country.name,
  };
  const i765: Record<string, string> = {
    ...names['I-765'],
    date_of_birth: formDate(p.dob),
    sex: p.sex,
    city_of_birth: p.birthCity,
    country_of_birth: p.country.name,
    country_of_citizenship: p.country.name,
    passport_number: p.passportNumber,
    passport_issuing_country: p.country.name,
  };
  if (!birthCountryShown) {
    delete i485['biographic_information.place_of_birth.country'];
    delete i765['country_of_birth'];
  }
  return { 'I-485': i485, 'I-765': i765 };
};
