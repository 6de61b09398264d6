// Shared pieces of the held-out identity families: how foreign and US identity documents print
// dates, names and physical descriptions, and the truth each kind gives (the original families'
// paths). Dates are formatted here, not in formats.ts, which these families do not own.
import { formDate, upper } from '../../../formats.js';
import type { Name, Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import { homeAddressTruth, type Truth } from '../../document-spec.js';

const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const FR = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LONG_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (d: Date) => ({ day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() });

/** "15 MAR 1990", or bilingual "15 ENE/JAN 1990" (Spanish first) and "15 MARS/MAR 1990" (French). */
export const dayMon = (d: Date, second?: 'es' | 'fr' | 'es-first') => {
  const { day, month, year } = parts(d);
  const en = EN[month] as string;
  if (second === 'es') return `${pad(day)} ${en}/${ES[month]} ${year}`;
  if (second === 'es-first') return `${pad(day)} ${ES[month]}/${en} ${year}`;
  if (second === 'fr') return `${pad(day)} ${en} /${FR[month]} ${year}`;
  return `${pad(day)} ${en} ${year}`;
};
/** Day-first numeric dates as foreign documents print them: "15.03.1990", "15/03/1990", "15 03 1990". */
export const dmy = (d: Date, sep: '.' | '/' | ' ' | '-') => {
  const { day, month, year } = parts(d);
  return `${pad(day)}${sep}${pad(month + 1)}${sep}${year}`;
};
/** "2023 August 22": the CBP I-94 website's date. */
export const ymdLong = (d: Date) => {
  const { day, month, year } = parts(d);
  return `${year} ${LONG[month]} ${pad(day)}`;
};
/** "August 22, 2023". */
export const mdyLong = (d: Date) => {
  const { day, month, year } = parts(d);
  return `${LONG[month]} ${day}, ${year}`;
};
/** "AUG 22 2023": an admission stamp. */
export const stampDate = (d: Date) => {
  const { day, month, year } = parts(d);
  return `${EN[month]} ${pad(day)} ${year}`;
};
/** "22 de agosto de 2023". */
export const spanishLong = (d: Date) => {
  const { day, month, year } = parts(d);
  return `${day} de ${LONG_ES[month]} de ${year}`;
};
/** "03/15/1990" (US numeric, as formDate). */
export const us = formDate;

export const addDays = (d: Date, days: number) => new Date(d.getTime() + Math.round(days) * 86400000);
/** The same month and day, `years` later (an expiry on the holder's birthday). */
export const onBirthday = (dob: Date, year: number) => new Date(Date.UTC(year, dob.getUTCMonth(), Math.min(dob.getUTCDate(), 28)));

export const givenNames = (n: Name) => [n.given, n.middle].filter(Boolean).join(' ');
export const personName = (n: Name) => [n.given, n.middle, n.family].filter(Boolean).join(' ');
export const lastFirst = (n: Name) => upper(`${n.family}, ${givenNames(n)}`);
export const streetLine = (p: Persona, unitWord: string) => (p.address.unit ? `${p.address.street} ${unitWord} ${p.address.unit}` : p.address.street);
export const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(Math.floor(rng.next() * 10))).join('');
export const letter = (rng: Rng) => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(rng.next() * 23)] as string;

/** Spanish-speaking countries print their own names and demonyms on bilingual data pages. */
export const spanishCountry: Record<string, { state: string; demonym: string; authority: string }> = {
  MEX: { state: 'ESTADOS UNIDOS MEXICANOS', demonym: 'MEXICANA', authority: 'SECRETARÍA DE RELACIONES EXTERIORES' },
  GTM: { state: 'REPÚBLICA DE GUATEMALA', demonym: 'GUATEMALTECA', authority: 'INSTITUTO GUATEMALTECO DE MIGRACIÓN' },
  SLV: { state: 'REPÚBLICA DE EL SALVADOR', demonym: 'SALVADOREÑA', authority: 'DIRECCIÓN GENERAL DE MIGRACIÓN Y EXTRANJERÍA' },
  HND: { state: 'REPÚBLICA DE HONDURAS', demonym: 'HONDUREÑA', authority: 'INSTITUTO NACIONAL DE MIGRACIÓN' },
  COL: { state: 'REPÚBLICA DE COLOMBIA', demonym: 'COLOMBIANA', authority: 'MINISTERIO DE RELACIONES EXTERIORES' },
  VEN: { state: 'REPÚBLICA BOLIVARIANA DE VENEZUELA', demonym: 'VENEZOLANA', authority: 'SAIME' },
  PER: { state: 'REPÚBLICA DEL PERÚ', demonym: 'PERUANA', authority: 'SUPERINTENDENCIA NACIONAL DE MIGRACIONES' },
};

/** ANSI D-20 colour codes, with the variants some states print (California's BRN, HZL). */
export const colourCode = (c: { code: string; name: string }, rng: Rng, variants: boolean) =>
  variants && c.name === 'Brown' ? rng.pick(['BRO', 'BRN']) : variants && c.name === 'Hazel' ? rng.pick(['HAZ', 'HZL']) : c.code;

const ports = ['JFK', 'MIA', 'LAX', 'IAH', 'ATL', 'ORD', 'DFW', 'SFO', 'EWR', 'IAD', 'SEA', 'BOS'];
export const port = (rng: Rng) => rng.pick(ports);
/** When a nonimmigrant admission ends: duration of status for students, a date for others. */
export const admitUntil = (p: Persona, print: (d: Date) => string) =>
  p.admissionClass === 'F1' || p.admissionClass === 'J1' ? 'D/S' : print(addDays(p.arrival, p.admissionClass === 'K1' ? 89 : p.admissionClass === 'H1B' ? 1095 : 182));

const empty = (): Truth => ({ 'I-485': {}, 'I-765': {} });
const merge = (...ts: Truth[]): Truth => ts.reduce((a, t) => ({ 'I-485': { ...a['I-485'], ...t['I-485'] }, 'I-765': { ...a['I-765'], ...t['I-765'] } }), empty());

/** A passport's truth, as the original family's; the birth country only when the page prints it. */
export const passportTruth = (p: Persona, birthCountryShown: boolean): Truth => {
  const t: Truth = {
    'I-485': {
      'biographic_information.full_name.family_name': p.name.family,
      'biographic_information.full_name.given_name': p.name.given,
      'biographic_information.full_name.middle_name': p.name.middle,
      'biographic_information.date_of_birth': formDate(p.dob),
      'biographic_information.sex': p.sex,
      'biographic_information.citizenship_country': p.country.name,
      'biographic_information.place_of_birth.city': p.birthCity,
      'biographic_information.passport_number': p.passportNumber,
      'biographic_information.passport_issuing_country': p.country.name,
    },
    'I-765': {
      applicant_last_name: p.name.family,
      applicant_first_name: p.name.given,
      applicant_middle_name: p.name.middle,
      date_of_birth: formDate(p.dob),
      sex: p.sex,
      city_of_birth: p.birthCity,
      country_of_citizenship: p.country.name,
      passport_number: p.passportNumber,
      passport_issuing_country: p.country.name,
    },
  };
  if (birthCountryShown) {
    t['I-485']['biographic_information.place_of_birth.country'] = p.country.name;
    t['I-765'].country_of_birth = p.country.name;
  }
  return t;
};

/** An I-94's truth: the number and class when shown, the (most recent) date of entry always. */
export const i94Truth = (p: Persona, shows: { number: boolean; cls: boolean }): Truth =>
  merge(
    { 'I-485': { 'biographic_information.last_arrival_date': formDate(p.arrival) }, 'I-765': { last_entry_date: formDate(p.arrival) } },
    shows.number ? { 'I-485': { 'biographic_information.i_94_number': p.i94 }, 'I-765': { i94_number: p.i94 } } : empty(),
    shows.cls ? { 'I-485': { 'biographic_information.status_at_last_arrival': p.admissionClass }, 'I-765': { current_immigration_status: p.admissionClass } } : empty(),
  );

/** A licence's truth: the home address and whichever physical descriptors the card prints. */
export const licenceTruth = (p: Persona, shows: { height: boolean; weight: boolean; eyes: boolean; hair: boolean }): Truth => {
  const home = homeAddressTruth(p.address);
  const bio: Record<string, string> = {};
  if (shows.height) {
    bio['biographic_characteristics.height.feet'] = String(p.height.feet);
    bio['biographic_characteristics.height.inches'] = String(p.height.inches);
  }
  if (shows.weight) bio['biographic_characteristics.weight_lbs'] = String(p.weight);
  if (shows.eyes) bio['biographic_characteristics.eye_color'] = p.eyes.name;
  if (shows.hair) bio['biographic_characteristics.hair_color'] = p.hair.name;
  return { 'I-485': { ...home['I-485'], ...bio }, 'I-765': home['I-765'] };
};

/** Only the mailing-address fields (a letter mailed to the applicant). */
export const mailingTruth = (p: Persona): Truth => {
  const home = homeAddressTruth(p.address);
  const only = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([k]) => k.includes('mailing_address')));
  return { 'I-485': only(home['I-485']), 'I-765': only(home['I-765']) };
};

export const ssnTruth = (p: Persona, extra?: Truth): Truth =>
  merge({ 'I-485': { 'biographic_information.ssn': p.ssn }, 'I-765': { social_security_number: p.ssn } }, extra ?? empty());

export const aNumberTruth = (p: Persona): Truth => ({
  'I-485': { 'biographic_information.a_number': p.aNumber.padStart(9, '0') },
  'I-765': { alien_registration_number: p.aNumber.padStart(9, '0') },
});

/** "123-456-789" as USCIS prints an A-number on cards. */
export const uscisNumber = (p: Persona) => p.aNumber.padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3');

/** A law office's letterhead, printed on copies it sends (other people's names and address). */
export const lawOffice = (p: Persona, rng: Rng) => {
  const o = p.others.officeAddress;
  const attorney = personName(p.others.landlord);
  const firm = rng.pick([`Law Office of ${attorney}`, `${p.others.landlord.family} & ${p.others.hrContact.family} Immigration Law, PLLC`, `${p.others.landlord.family} Legal Group`]);
  return { firm, attorney, street: o.street, cityLine: `${o.city}, ${o.state} ${o.zip}`, phone: `(${digits(rng, 3).replace(/^[01]/, '5')}) 555-${digits(rng, 4)}` };
};
