import { formMonth, fullName } from '../../../formats.js';
import type { Name, Persona, UsAddress } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import { homeAddressTruth } from '../../document-spec.js';

// Shared pieces of the held-out residence-and-work families: dates the way these documents print
// them, money, addresses, other people, and the truth rows the original families fill.

const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthsEs = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const pad = (n: number) => String(n).padStart(2, '0');

export const day = (d: Date) => d.getUTCDate();
export const monthName = (d: Date) => monthsEn[d.getUTCMonth()] as string;
export const year = (d: Date) => d.getUTCFullYear();

/** "03/15/2021" */
export const us = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(day(d))}/${year(d)}`;
/** "03/15/21" */
export const usShort = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(day(d))}/${String(year(d)).slice(2)}`;
/** "March 15, 2021" */
export const long = (d: Date) => `${monthName(d)} ${day(d)}, ${year(d)}`;
/** "Mar 15, 2021" */
export const abbr = (d: Date) => `${monthName(d).slice(0, 3)} ${day(d)}, ${year(d)}`;
/** "March 2021" */
export const monthYear = (d: Date) => `${monthName(d)} ${year(d)}`;
/** "15 MARCH 2021" (the SEVIS print of a date of birth) */
export const dayMonthUpper = (d: Date) => `${pad(day(d))} ${monthName(d).toUpperCase()} ${year(d)}`;
/** "15 de marzo de 2021" */
export const spanish = (d: Date) => `${day(d)} de ${monthsEs[d.getUTCMonth()]} de ${year(d)}`;
export const spanishMonth = (d: Date) => monthsEs[d.getUTCMonth()] as string;
/** "Monday" */
export const weekday = (d: Date) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d.getUTCDay()] as string;

export const addDays = (d: Date, n: number) => new Date(d.getTime() + Math.round(n) * 86_400_000);
/** A weekday in the second half of 2025, after everything the persona dates: when a letter is signed. */
export const recentDate = (rng: Rng) => {
  const d = addDays(new Date(Date.UTC(2025, 6, 1)), rng.between(0, 170));
  return d.getUTCDay() === 0 ? addDays(d, 1) : d.getUTCDay() === 6 ? addDays(d, 2) : d;
};

export const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
export const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(int(rng, 0, 9))).join('');
/** "$52,000" or "$52,000.00" */
export const money = (n: number, cents = false) => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
export const phone = (rng: Rng, style: 'paren' | 'dash' | 'dot' = 'paren') => {
  const [a, b, c] = [String(int(rng, 201, 989)), String(int(rng, 200, 999)), digits(rng, 4)];
  return style === 'paren' ? `(${a}) ${b}-${c}` : style === 'dash' ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
};

/** "1520 Oak Street Apt 4B" with the unit marker a document uses; the street alone when there is no unit. */
export const streetLine = (a: UsAddress, marker: string) => (a.unit ? `${a.street} ${marker === '#' ? `#${a.unit}` : `${marker} ${a.unit}`}` : a.street);
export const cityLine = (a: UsAddress, comma = true) => `${a.city}${comma ? ',' : ''} ${a.state} ${a.zip}`;
export const oneLine = (a: UsAddress, marker = 'Apt') => `${streetLine(a, marker)}, ${cityLine(a)}`;

export const given = (n: Name) => [n.given, n.middle].filter(Boolean).join(' ');
export const lastFirst = (n: Name) => `${n.family}, ${given(n)}`;
export const plainName = (n: Name) => `${n.given} ${n.family}`;
export const honorific = (p: Persona) => (p.sex === 'Male' ? 'Mr.' : 'Ms.');
export const pronoun = (p: Persona) => (p.sex === 'Male' ? { he: 'he', his: 'his', He: 'He', His: 'His' } : { he: 'she', his: 'her', He: 'She', His: 'Her' });

const streets = ['Commerce Dr', 'Industrial Pkwy', 'Corporate Blvd', 'Market St', 'Medical Center Dr', 'Enterprise Way', 'Harbor Rd', 'Civic Center Plaza'];
const cities: Array<[string, string]> = [['Phoenix', 'AZ'], ['Sacramento', 'CA'], ['Tampa', 'FL'], ['Charlotte', 'NC'], ['Columbus', 'OH'], ['Omaha', 'NE'], ['Richmond', 'VA'], ['Salt Lake City', 'UT']];
/** A business address of no one in the persona (a client site, a remittance box, a school). */
export const otherAddress = (rng: Rng, city?: string): UsAddress => {
  const [c, st] = rng.pick(cities);
  return { street: `${int(rng, 100, 9800)} ${rng.pick(streets)}`, unit: '', city: city ?? c, state: st, zip: digits(rng, 5).replace(/^0/, '3') };
};
export const poBox = (rng: Rng): UsAddress => ({ ...otherAddress(rng), street: `P.O. Box ${int(rng, 1000, 99999)}` });

const firstNames = ['Karen', 'Douglas', 'Patricia', 'Steven', 'Linda', 'Raymond', 'Deborah', 'Gregory', 'Sharon', 'Walter'];
const lastNames = ['Whitfield', 'Okafor', 'Brennan', 'Castellano', 'Lindqvist', 'Harrington', 'Mendel', 'Yamamoto', 'Pruitt', 'Delacroix'];
/** A person the persona does not know (a notary, a DSO, a property manager). */
export const stranger = (rng: Rng): Name => ({ given: rng.pick(firstNames), middle: '', family: rng.pick(lastNames) });

/** The applicant's home as a mailing address only (a notice or letter mailed there). */
export const mailingTruth = (a: UsAddress) => {
  const both = homeAddressTruth(a);
  const only = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([k]) => k.includes('mailing_address')));
  return { 'I-485': only(both['I-485']), 'I-765': only(both['I-765']) };
};

const row = 'employment_and_education_history_5_years.#';
/** One history row of the I-485, as the original employment letter and I-20 fill it. */
export const historyRow = (o: { name: string; address?: UsAddress; field: string; hours?: string; from: Date; to: Date | 'Present' }): Record<string, string> => ({
  [`${row}.employer_or_school`]: o.name,
  ...(o.address
    ? {
        [`${row}.address.street`]: o.address.street,
        [`${row}.address.city`]: o.address.city,
        [`${row}.address.state`]: o.address.state,
        [`${row}.address.zip_code`]: o.address.zip,
        [`${row}.address.country`]: 'United States',
      }
    : {}),
  [`${row}.occupation_or_field_of_study`]: o.field,
  ...(o.hours ? { [`${row}.full_time_or_part_time`]: o.hours } : {}),
  [`${row}.from_date`]: formMonth(o.from),
  [`${row}.to_date`]: o.to === 'Present' ? 'Present' : formMonth(o.to),
});

/** The address-history row 0 and home address a lease or bill for the current home fills. */
export const residenceTruth = (p: Persona, contact: { phone?: boolean; email?: boolean }) => {
  const a = p.address;
  const home = homeAddressTruth(a);
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
      ...home['I-485'],
      ...(contact.phone ? { 'contact.daytime_phone': p.phone } : {}),
      ...(contact.email ? { 'contact.email': p.email } : {}),
    },
    'I-765': {
      ...home['I-765'],
      ...(contact.phone ? { applicant_daytime_phone: p.phone } : {}),
      ...(contact.email ? { applicant_email: p.email } : {}),
    },
  };
};

export const aNumber9 = (p: Persona) => p.aNumber.padStart(9, '0');
/** "A123 456 789", "A-123-456-789", "A123456789" */
export const printedANumber = (p: Persona, rng: Rng) => {
  const n = aNumber9(p);
  return rng.pick([`A${n}`, `A${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `A ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `A-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`]);
};

export const applicantName = (p: Persona) => fullName(p.name);
