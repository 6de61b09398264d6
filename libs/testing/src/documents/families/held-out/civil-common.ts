import { formDate, fullName, upper } from '../../../formats.js';
import type { Country, Name, Persona, UsAddress } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Truth } from '../../document-spec.js';

// Shared pieces of the held-out civil-record families: dates as foreign and court documents print
// them, country names in Spanish and as official state names, and the truth each kind carries.

const pad = (n: number) => String(n).padStart(2, '0');
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthsEs = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "15 de marzo de 1990". */
export const esLong = (d: Date) => `${d.getUTCDate()} de ${monthsEs[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
/** Day first with a separator: "15/03/1990", "15-03-1990", "15.03.1990". */
export const dayFirst = (d: Date, sep: '/' | '-' | '.' = '/') => [pad(d.getUTCDate()), pad(d.getUTCMonth() + 1), d.getUTCFullYear()].join(sep);
/** "15 March 1990" (no leading zero, as Philippine and Indian registries type it). */
export const dayMonthYear = (d: Date) => `${d.getUTCDate()} ${monthsEn[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** "March 15, 1990". */
export const monthDayYear = (d: Date) => `${monthsEn[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
/** "15th day of March, 2015", as a court's seal line dates an order. */
export const ordinalDay = (d: Date) => {
  const n = d.getUTCDate();
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix} day of ${monthsEn[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
};
/** "1990 / MAR / 15": year, month and day boxes read left to right. */
export const yearMonthDay = (d: Date) => `${d.getUTCFullYear()} / ${monthsEn[d.getUTCMonth()]?.slice(0, 3).toUpperCase()} / ${pad(d.getUTCDate())}`;

export const addDays = (d: Date, days: number) => new Date(d.getTime() + Math.round(days) * 86_400_000);
export const yearsBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / (365.25 * 86_400_000));

const spanish: Record<string, [name: string, state: string, nationality: string]> = {
  MEX: ['México', 'ESTADOS UNIDOS MEXICANOS', 'MEXICANA'],
  GTM: ['Guatemala', 'REPÚBLICA DE GUATEMALA', 'GUATEMALTECA'],
  SLV: ['El Salvador', 'REPÚBLICA DE EL SALVADOR', 'SALVADOREÑA'],
  HND: ['Honduras', 'REPÚBLICA DE HONDURAS', 'HONDUREÑA'],
  COL: ['Colombia', 'REPÚBLICA DE COLOMBIA', 'COLOMBIANA'],
  PHL: ['Filipinas', 'REPÚBLICA DE FILIPINAS', 'FILIPINA'],
  IND: ['India', 'REPÚBLICA DE LA INDIA', 'INDIA'],
  NGA: ['Nigeria', 'REPÚBLICA FEDERAL DE NIGERIA', 'NIGERIANA'],
  VEN: ['Venezuela', 'REPÚBLICA BOLIVARIANA DE VENEZUELA', 'VENEZOLANA'],
  PER: ['Perú', 'REPÚBLICA DEL PERÚ', 'PERUANA'],
};
const official: Record<string, string> = {
  MEX: 'United Mexican States', GTM: 'Republic of Guatemala', SLV: 'Republic of El Salvador', HND: 'Republic of Honduras',
  COL: 'Republic of Colombia', PHL: 'Republic of the Philippines', IND: 'Republic of India', NGA: 'Federal Republic of Nigeria',
  VEN: 'Bolivarian Republic of Venezuela', PER: 'Republic of Peru',
};
/** The country's name in Spanish ("Perú", "Filipinas"). */
export const esCountry = (c: Country) => spanish[c.code]?.[0] ?? c.name;
/** The issuing state as a Spanish-language header names it. */
export const esState = (c: Country) => spanish[c.code]?.[1] ?? upper(c.name);
/** Nationality as a Spanish-language record prints it (feminine, after "nacionalidad"). */
export const esNationality = (c: Country) => spanish[c.code]?.[2] ?? upper(c.demonym);
/** The issuing state's official English name ("Republic of the Philippines"). */
export const officialName = (c: Country) => official[c.code] ?? c.name;

const states: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana',
  ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska',
  NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
export const stateName = (code: string) => states[code] ?? code;

/** Given and middle names together, as "Nombre(s)" or "First and middle" boxes hold them. */
export const givenNames = (n: Name) => [n.given, n.middle].filter(Boolean).join(' ');
/** "GARCIA LOPEZ, Ana Maria". */
export const surnameFirst = (n: Name) => `${upper(n.family)}, ${givenNames(n)}`;
/** The family name split into a first and a second surname, as Spanish-language records print them. */
export const surnames = (n: Name): [string, string] => {
  const [first = '', ...rest] = n.family.split(' ');
  return [first, rest.join(' ')];
};
export const oneLine = (a: UsAddress) => `${a.street}${a.unit ? ` Apt ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
export const digits = (rng: Rng, n: number) => Array.from({ length: n }, (_, i) => String(Math.floor(rng.between(i ? 0 : 1, 10)))).join('');

/** People who sign or witness civil records: never the applicant, never in truth. */
export const officials = {
  judges: ['Hon. Margaret L. Whitfield', 'Hon. Daniel R. Okafor', 'Hon. Patricia Quiñones', 'Hon. Steven J. Marchetti', 'Hon. Linda K. Hargrove'],
  attorneys: ['Rebecca A. Torres', 'Jonathan P. Whelan', 'Marisol Echeverría', 'Kevin D. Albright', 'Priya N. Raman'],
  officiants: ['Rev. Thomas E. Gallagher', 'Deputy Commissioner Alma Rosales', 'Pastor Michael Ortega', 'Judge Carol Benson', 'Rev. Grace Mwangi'],
  witnesses: ['Laura Benítez', 'Carlos Medina', 'Jennifer Walsh', 'Rahul Mehta', 'Sofía Castañeda', 'David Kim', 'Angela Romero', 'Peter Novak'],
  clerks: ['Dean C. Logan', 'Karen M. Fitzgerald', 'Rosa E. Villalobos', 'Brian T. Sheffield'],
  jueces: ['Lic. María Guadalupe Ortiz Rangel', 'Lic. Jorge Alberto Sandoval Ruiz', 'Licda. Ana Patricia Velasco Mora', 'Lic. Ernesto Cárdenas Villa'],
  secretarios: ['Lic. Rubén Aguilar Soto', 'Licda. Claudia Ibarra Núñez', 'Lic. Héctor Fuentes Lara'],
};

/** Who a birth record registers: the applicant (with their parents) or the applicant's child (with the applicant and spouse as parents). */
export interface Registrant {
  child: boolean;
  name: Name;
  dob: Date;
  sex: 'Male' | 'Female';
  city: string;
  country: Country;
  father: Name;
  mother: Name;
  /** The parents' own birth, when the registrant is the applicant. */
  fatherBirth?: Persona['fatherBirth'];
  motherBirth?: Persona['motherBirth'];
}

export const registrant = (p: Persona, rng: Rng, childChance: number): Registrant => {
  if (!rng.chance(childChance)) {
    return { child: false, name: p.name, dob: p.dob, sex: p.sex, city: p.birthCity, country: p.country, father: p.father, mother: p.mother, fatherBirth: p.fatherBirth, motherBirth: p.motherBirth };
  }
  const [father, mother] = p.sex === 'Male' ? [p.name, p.spouse] : [p.spouse, p.name];
  // The persona keeps no sex for the child: guess it from the given name, as a reader would.
  const sex = /a$/i.test(p.child.name.given) ? 'Female' : 'Male';
  return { child: true, name: p.child.name, dob: p.child.dob, sex, city: rng.pick(p.country.cities), country: p.country, father, mother };
};

/**
 * What a birth record shows: the applicant's birth and parents (with the parents' own birth date
 * and country only when `parentsBirth`), or, for the child's record, the child's row.
 */
export const birthTruth = (r: Registrant, parentsBirth = false, countryName = r.country.name): Truth => {
  if (r.child) {
    return { 'I-485': { 'children.0.full_name': fullName(r.name), 'children.0.date_of_birth': formDate(r.dob), 'children.0.country_of_birth': countryName }, 'I-765': {} };
  }
  const i485: Record<string, string> = {
    'biographic_information.full_name.family_name': r.name.family,
    'biographic_information.full_name.given_name': r.name.given,
    'biographic_information.date_of_birth': formDate(r.dob),
    'biographic_information.place_of_birth.city': r.city,
    'biographic_information.place_of_birth.country': r.country.name,
    'parents.0.full_name.family_name': r.father.family,
    'parents.0.full_name.given_name': r.father.given,
    'parents.0.full_name.middle_name': r.father.middle,
    'parents.1.full_name.family_name': r.mother.family,
    'parents.1.full_name.given_name': r.mother.given,
    'parents.1.full_name.middle_name': r.mother.middle,
  };
  if (parentsBirth && r.fatherBirth && r.motherBirth) {
    i485['parents.0.date_of_birth'] = formDate(r.fatherBirth.dob);
    i485['parents.0.country_of_birth'] = r.fatherBirth.country.name;
    i485['parents.1.date_of_birth'] = formDate(r.motherBirth.dob);
    i485['parents.1.country_of_birth'] = r.motherBirth.country.name;
  }
  return {
    'I-485': i485,
    'I-765': {
      applicant_last_name: r.name.family,
      applicant_first_name: r.name.given,
      date_of_birth: formDate(r.dob),
      sex: r.sex,
      city_of_birth: r.city,
      country_of_birth: r.country.name,
      father_last_name: r.father.family,
      father_first_name: r.father.given,
      mother_last_name: r.mother.family,
      mother_first_name: r.mother.given,
    },
  };
};

export const marriageTruth = (p: Persona): Truth => ({
  'I-485': {
    'marital_history.current_marital_status': 'Married',
    'marital_history.current_spouse_name': fullName(p.spouse),
    'marital_history.date_of_marriage': formDate(p.marriage.date),
    'marital_history.place_of_marriage': p.marriage.place,
  },
  'I-765': { marital_status: 'Married' },
});

export const divorceTruth = (p: Persona): Truth => ({
  'I-485': {
    'marital_history.prior_marriages.0.former_spouse_name': fullName(p.priorSpouse),
    'marital_history.prior_marriages.0.end_date': formDate(p.priorMarriage.ended),
    'marital_history.prior_marriages.0.end_reason': 'Divorce',
    'marital_history.prior_marriages.0.place_of_marriage': p.priorMarriage.place,
  },
  'I-765': {},
});

/** The prior marriage's place with the country written in Spanish ("Guadalajara, México"). */
export const placeEs = (p: Persona) => p.priorMarriage.place.replace(new RegExp(`${p.country.name}$`), esCountry(p.country));
