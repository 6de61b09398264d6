import { formDate, fullName } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Truth } from '../document-spec.js';

// Date and name helpers the civil-record development families share (the shared formats.ts is not ours).
const monthsEs = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "15 de marzo de 1990" */
export const esDate = (d: Date) => `${d.getUTCDate()} de ${monthsEs[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
/** "15/03/1990" or "15.03.1990": day first, as foreign registries print it. */
export const dayFirst = (d: Date, sep: '/' | '.' | '-' = '/') => [pad(d.getUTCDate()), pad(d.getUTCMonth() + 1), d.getUTCFullYear()].join(sep);
/** "the 5th day of June, 2019" */
export const ordinalDate = (d: Date) => {
  const n = d.getUTCDate();
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `the ${n}${suffix} day of ${monthsEn[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
};
/** "2021 August 22" */
export const yearFirst = (d: Date) => `${d.getUTCFullYear()} ${monthsEn[d.getUTCMonth()]} ${d.getUTCDate()}`;

const stateNames: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana',
  ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska',
  NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
export const stateName = (code: string) => stateNames[code] ?? code;

/** "MARTINEZ LOPEZ, Ana Maria" */
export const commaName = (n: Name) => `${n.family.toUpperCase()}, ${[n.given, n.middle].filter(Boolean).join(' ')}`;
export const givenNames = (n: Name) => [n.given, n.middle].filter(Boolean).join(' ');

export const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng.between(0, 10))).join('');

/** A date near another (a spouse's birth date, a filing date), drawn with rng. */
export const near = (d: Date, rng: Rng, minDays: number, maxDays: number) => new Date(d.getTime() + Math.floor(rng.between(minDays, maxDays)) * 86400000);

/**
 * The two parents a birth record shows. For the applicant's own record: the persona's father and
 * mother with their births. For the applicant's child's record: the applicant and the spouse.
 */
export const parentsOf = (p: Persona, child: boolean, rng: Rng) => {
  if (!child) {
    return {
      father: { name: p.father, dob: p.fatherBirth.dob, city: p.fatherBirth.city, country: p.fatherBirth.country.name },
      mother: { name: p.mother, dob: p.motherBirth.dob, city: p.motherBirth.city, country: p.motherBirth.country.name },
    };
  }
  const me = { name: p.name, dob: p.dob, city: p.birthCity, country: p.country.name };
  const spouse = { name: p.spouse, dob: near(p.dob, rng, -2500, 2500), city: rng.pick(p.country.cities), country: p.country.name };
  return p.sex === 'Male' ? { father: me, mother: spouse } : { father: spouse, mother: me };
};

/** Truth of the applicant's own birth record (as the original family), with the parents' births when printed. */
export const ownBirthTruth = (p: Persona, shows: { sex?: boolean; city?: boolean; parentBirth?: boolean; parentCountry?: boolean }): Truth => {
  const i485: Record<string, string> = {
    'biographic_information.full_name.family_name': p.name.family,
    'biographic_information.full_name.given_name': p.name.given,
    'biographic_information.date_of_birth': formDate(p.dob),
    'biographic_information.place_of_birth.country': p.country.name,
    'parents.0.full_name.family_name': p.father.family,
    'parents.0.full_name.given_name': p.father.given,
    'parents.0.full_name.middle_name': p.father.middle,
    'parents.1.full_name.family_name': p.mother.family,
    'parents.1.full_name.given_name': p.mother.given,
    'parents.1.full_name.middle_name': p.mother.middle,
  };
  const i765: Record<string, string> = {
    applicant_last_name: p.name.family,
    applicant_first_name: p.name.given,
    date_of_birth: formDate(p.dob),
    country_of_birth: p.country.name,
    father_last_name: p.father.family,
    father_first_name: p.father.given,
    mother_last_name: p.mother.family,
    mother_first_name: p.mother.given,
  };
  if (p.name.middle) {
    i485['biographic_information.full_name.middle_name'] = p.name.middle;
    i765['applicant_middle_name'] = p.name.middle;
  }
  if (shows.city !== false) {
    i485['biographic_information.place_of_birth.city'] = p.birthCity;
    i765['city_of_birth'] = p.birthCity;
  }
  if (shows.sex !== false) {
    i765['sex'] = p.sex;
    i485['biographic_information.sex'] = p.sex;
  }
  if (shows.parentBirth) {
    i485['parents.0.date_of_birth'] = formDate(p.fatherBirth.dob);
    i485['parents.1.date_of_birth'] = formDate(p.motherBirth.dob);
  }
  if (shows.parentCountry) {
    i485['parents.0.country_of_birth'] = p.fatherBirth.country.name;
    i485['parents.1.country_of_birth'] = p.motherBirth.country.name;
  }
  return { 'I-485': i485, 'I-765': i765 };
};

/** Truth of the applicant's child's birth record: the child's row and nothing about the applicant. */
export const childTruth = (p: Persona, country: string): Truth => ({
  'I-485': {
    'children.0.full_name': fullName(p.child.name),
    'children.0.date_of_birth': formDate(p.child.dob),
    'children.0.country_of_birth': country,
  },
  'I-765': {},
});
export { divorceTruth, marriageTruth } from '../document-spec.js';

/** Splits a cell's text at word boundaries into lines of about `max` characters (a register cell holds several lines). */
export const wrap = (text: string, max: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};
