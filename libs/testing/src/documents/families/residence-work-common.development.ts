import { formMonth, fullName } from '../../formats.js';
import type { Persona, UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { homeAddressTruth, type Truth } from '../document-spec.js';

// Shared pieces of the residence-and-work development families: how US addresses, dates and
// money are printed on letters, leases, bills and notices, and the truth each kind fills.

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A date between two month offsets from a base year/month, for letter, statement and notice dates. */
export const someDate = (rng: Rng, year: number, fromMonth: number, toMonth: number): Date =>
  new Date(Date.UTC(year, Math.floor(rng.between(fromMonth, toMonth + 1)), Math.floor(rng.between(1, 29))));

export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * 86400000);
export const addMonths = (d: Date, months: number): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));

export type LetterDate = 'long' | 'us' | 'short-us' | 'day-long' | 'abbr';
/** Dates as US letters and statements print them. */
export const letterDate = (d: Date, style: LetterDate): string => {
  const day = d.getUTCDate();
  const m = d.getUTCMonth();
  const y = d.getUTCFullYear();
  switch (style) {
    case 'long': return `${monthNames[m]} ${day}, ${y}`;
    case 'us': return `${pad(m + 1)}/${pad(day)}/${y}`;
    case 'short-us': return `${m + 1}/${day}/${y}`;
    case 'day-long': return `${day} ${monthNames[m]} ${y}`;
    case 'abbr': return `${monthNames[m]?.slice(0, 3)}. ${day}, ${y}`;
  }
};

/** "Apt 4B", "Unit 4B", "#4B", "Apartment 4B": the way the unit is written varies per document. */
export const unitWord = (rng: Rng, unit: string): string => {
  const w = rng.pick(['Apt', 'Apt.', 'Unit', '#', 'Apartment', 'APT']);
  return w === '#' ? `#${unit}` : `${w} ${unit}`;
};

/** The street line with the unit: "12 Oak St, Apt 4B" or "12 Oak St Apt 4B". */
export const streetLine = (rng: Rng, a: UsAddress): string => (a.unit ? `${a.street}${rng.pick([', ', ' '])}${unitWord(rng, a.unit)}` : a.street);

/** "Springfield, IL 62701", sometimes with a ZIP+4 as postal mail prints it. */
export const cityLine = (rng: Rng, a: UsAddress, plus4 = 0.25): string =>
  `${a.city}, ${a.state} ${a.zip}${rng.chance(plus4) ? `-${String(Math.floor(rng.between(1000, 9999)))}` : ''}`;

/** USPS style for window envelopes: upper case, no commas except after the city. */
export const uspsLines = (rng: Rng, a: UsAddress): string[] => [
  (a.unit ? `${a.street} ${rng.pick(['APT', 'UNIT', '#'])} ${a.unit}` : a.street).toUpperCase().replace(/\./g, ''),
  `${a.city.toUpperCase()} ${a.state} ${a.zip}${rng.chance(0.4) ? `-${String(Math.floor(rng.between(1000, 9999)))}` : ''}`,
];

export const money = (n: number): string => `$${n.toLocaleString('en-US')}`;
export const phoneLike = (rng: Rng): string => `(${Math.floor(rng.between(201, 989))}) ${Math.floor(rng.between(200, 999))}-${String(Math.floor(rng.between(1000, 9999)))}`;
export const honorific = (p: Persona): string => (p.sex === 'Male' ? 'Mr.' : 'Ms.');
export const pronoun = (p: Persona) => (p.sex === 'Male' ? { he: 'he', He: 'He', his: 'his', His: 'His' } : { he: 'she', He: 'She', his: 'her', His: 'Her' });
export const aOrAn = (word: string): string => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
export const nameOf = fullName;

const row = 'employment_and_education_history_5_years.#';

/** An employment letter's row; the employer's address only when the letter prints it. */
export const employmentTruth = (p: Persona, withAddress: boolean, home = false): Truth => {
  const e = p.employer;
  return {
    'I-485': {
      [`${row}.employer_or_school`]: e.name,
      ...(withAddress
        ? {
            [`${row}.address.street`]: e.address.street,
            [`${row}.address.city`]: e.address.city,
            [`${row}.address.state`]: e.address.state,
            [`${row}.address.zip_code`]: e.address.zip,
            [`${row}.address.country`]: 'United States',
          }
        : {}),
      [`${row}.occupation_or_field_of_study`]: e.occupation,
      [`${row}.full_time_or_part_time`]: e.hours,
      [`${row}.from_date`]: formMonth(e.start),
      [`${row}.to_date`]: 'Present',
      ...(home ? homeAddressTruth(p.address)['I-485'] : {}),
    },
    'I-765': home ? homeAddressTruth(p.address)['I-765'] : {},
  };
};

/** A lease's or bill's truth: address history row 0, the home address, contact when printed. */
export const residenceTruth = (p: Persona, contact: { phone: boolean; email: boolean }): Truth => {
  const a = p.address;
  return {
    'I-485': {
      'address_history_5_years.0.street': a.street,
      'address_history_5_years.0.apt_number': a.unit,
      'address_history_5_years.0.city': a.city,
      'address_history_5_years.0.state': a.state,
      'address_history_5_years.0.zip_code': a.zip,
      'address_history_5_years.0.country': 'United States',
      'address_history_5_years.0.from_date': formMonth(p.leaseStart),
      'address_history_5_years.0.to_date': 'Present',
      ...homeAddressTruth(a)['I-485'],
      ...(contact.phone ? { 'contact.daytime_phone': p.phone } : {}),
      ...(contact.email ? { 'contact.email': p.email } : {}),
    },
    'I-765': {
      ...homeAddressTruth(a)['I-765'],
      ...(contact.phone ? { applicant_daytime_phone: p.phone } : {}),
      ...(contact.email ? { applicant_email: p.email } : {}),
    },
  };
};

/** An I-797's truth: the A-number, the account number and the mailing address when printed. */
export const noticeTruth = (p: Persona, o: { account: boolean; mailing: boolean }): Truth => {
  const home = homeAddressTruth(p.address);
  const mailingOnly = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([k]) => k.includes('mailing_address')));
  return {
    'I-485': {
      'biographic_information.a_number': p.aNumber.padStart(9, '0'),
      ...(o.account ? { 'biographic_information.uscis_account_number': p.uscisAccount } : {}),
      ...(o.mailing ? mailingOnly(home['I-485']) : {}),
    },
    'I-765': {
      alien_registration_number: p.aNumber.padStart(9, '0'),
      ...(o.account ? { uscis_online_account_number: p.uscisAccount } : {}),
      ...(o.mailing ? mailingOnly(home['I-765']) : {}),
    },
  };
};

/** An I-20's truth: the school row, with the school's address when the document prints it. */
export const i20Truth = (p: Persona, address?: UsAddress): Truth => ({
  'I-485': {
    [`${row}.employer_or_school`]: p.school.name,
    ...(address
      ? {
          [`${row}.address.street`]: address.street,
          [`${row}.address.city`]: address.city,
          [`${row}.address.state`]: address.state,
          [`${row}.address.zip_code`]: address.zip,
          [`${row}.address.country`]: 'United States',
        }
      : {}),
    [`${row}.occupation_or_field_of_study`]: p.school.program,
    [`${row}.from_date`]: formMonth(p.school.start),
    [`${row}.to_date`]: formMonth(p.school.end),
  },
  'I-765': { sevis_number: p.sevis },
});

/** The A-number as notices print it: "A212 345 678", "A# 212-345-678", "A-212345678". */
export const printedANumber = (rng: Rng, aNumber: string): string => {
  const nine = aNumber.padStart(9, '0');
  const grouped = nine.replace(/(\d{3})(\d{3})(\d{3})/, rng.pick(['$1$2$3', '$1 $2 $3', '$1-$2-$3']));
  return `A${rng.pick(['', '', '-', ' '])}${grouped}`;
};

const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** Spanish dates: "15 de marzo de 2021", "15/03/2021" (day first), "15-mar-2021". */
export const spanishDate = (d: Date, style: 'long' | 'numeric' | 'abbr'): string => {
  const day = d.getUTCDate();
  const m = d.getUTCMonth();
  const y = d.getUTCFullYear();
  if (style === 'long') return `${day} de ${meses[m]} de ${y}`;
  if (style === 'numeric') return `${pad(day)}/${pad(m + 1)}/${y}`;
  return `${pad(day)}-${meses[m]?.slice(0, 3)}-${y}`;
};

/** A ZIP+4 some of the time, as postal mail and property managers print it. */
export const zipPlus4 = (rng: Rng, zip: string, chance = 0.5): string => (rng.chance(chance) ? `${zip}-${String(Math.floor(rng.between(1000, 9999)))}` : zip);

/** The phone as people write it: "555-123-4567", "(555) 123-4567", "555.123.4567". */
export const phoneStyle = (rng: Rng, phone: string): string => {
  const [a, b, c] = phone.split('-');
  return rng.pick([phone, `(${a}) ${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`]);
};
