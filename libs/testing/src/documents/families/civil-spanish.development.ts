import { countries, type Name, type Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Truth } from '../document-spec.js';
import { childTruth, near, ownBirthTruth } from './civil-common.development.js';

// What the Spanish-language birth records of civil-birth11 and civil-birth12 share: whose record
// it is and its truth, the two surnames, countries and nationalities as Spanish registries print
// them, and numbers and months in Spanish words.


/** The child's sex is not kept by the persona: read from a Spanish given name's ending when it tells, else drawn. */
export const childIsMale = (n: Name, rng: Rng) => (/a$/i.test(n.given) ? false : /o$/i.test(n.given) ? true : rng.chance(0.5));
/** Whose birth the record is: the applicant's own, or (about a third of documents) the applicant's child's. */
export const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: childIsMale(p.child.name, rng) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
export const birthTruth = (p: Persona, child: boolean, shows: Parameters<typeof ownBirthTruth>[1]): Truth => (child ? childTruth(p, p.country.name) : ownBirthTruth(p, shows));
/** The applicant's own record without a father: nothing fills the father's boxes, and the mother becomes the form's Parent 1. */
export const withoutFather = (t: Truth): Truth => ({
  'I-485': Object.fromEntries(Object.entries(t['I-485']).filter(([path]) => !path.startsWith('parents.0.')).map(([path, v]) => [path.replace(/^parents\.1\./, 'parents.0.'), v])),
  'I-765': Object.fromEntries(Object.entries(t['I-765']).filter(([path]) => !path.startsWith('father_'))),
});

/** The day a copy was issued: after the birth it records, and usually some months before the applicant's arrival. */
export const issuedOn = (born: Date, p: Persona, rng: Rng) => new Date(Math.max(near(born, rng, 60, 400).getTime(), near(p.arrival, rng, -400, -20).getTime()));

export const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
export const pad = (n: number) => String(n).padStart(2, '0');
/** Completed years between a birth and a later date (a parent's age when the child was registered). */
export const ageAt = (born: Date, at: Date) => {
  const years = at.getUTCFullYear() - born.getUTCFullYear();
  const before = at.getUTCMonth() < born.getUTCMonth() || (at.getUTCMonth() === born.getUTCMonth() && at.getUTCDate() < born.getUTCDate());
  return before ? years - 1 : years;
};
/** "GARCIA LOPEZ" into the first and second surname (the persona keeps both in one family name; the second may be empty). */
export const surnames = (n: Name): [string, string] => [n.family.split(' ')[0] ?? '', n.family.split(' ').slice(1).join(' ')];

// Country names and nationalities (masculine, feminine) as Spanish-language registries print them.
export const spanish: Record<string, [pais: string, m: string, f: string]> = {
  MEX: ['México', 'mexicano', 'mexicana'], GTM: ['Guatemala', 'guatemalteco', 'guatemalteca'], SLV: ['El Salvador', 'salvadoreño', 'salvadoreña'],
  HND: ['Honduras', 'hondureño', 'hondureña'], COL: ['Colombia', 'colombiano', 'colombiana'], PHL: ['Filipinas', 'filipino', 'filipina'],
  IND: ['India', 'indio', 'india'], NGA: ['Nigeria', 'nigeriano', 'nigeriana'], VEN: ['Venezuela', 'venezolano', 'venezolana'], PER: ['Perú', 'peruano', 'peruana'],
};
export const codeOf = (country: string) => countries.find((c) => c.name === country)?.code ?? '';
export const paisEs = (country: string) => spanish[codeOf(country)]?.[0] ?? country;
export const nacionalidad = (country: string, female: boolean) => spanish[codeOf(country)]?.[female ? 2 : 1] ?? country.toLowerCase();
export const demonym = (country: string) => countries.find((c) => c.name === country)?.demonym ?? country;

// Spanish numbers and dates in words, as Salvadoran registrars write entry numbers, ages, hours and dates.
export const unidades = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho',
  'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
export const decenas = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
export const centenas = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
export const palabras = (n: number): string => {
  if (n < 30) return unidades[n] as string;
  if (n < 100) return `${decenas[Math.floor(n / 10)]}${n % 10 ? ` y ${unidades[n % 10]}` : ''}`;
  if (n < 1000) return n === 100 ? 'cien' : `${centenas[Math.floor(n / 100)]}${n % 100 ? ` ${palabras(n % 100)}` : ''}`;
  const k = Math.floor(n / 1000);
  return `${k === 1 ? 'mil' : `${palabras(k)} mil`}${n % 1000 ? ` ${palabras(n % 1000)}` : ''}`;
};
/** Before a noun "uno" shortens: "veintiún años", "treinta y un días". */
export const antes = (n: number) => palabras(n).replace(/veintiuno$/, 'veintiún').replace(/ uno$/, ' un').replace(/^uno$/, 'un');
export const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
