import { fullName, upper } from '../../formats.js';
import { checkDigit } from '../../mrz.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { LayoutFamily, Truth } from '../document-spec.js';
import { addDays, compactDate, foreignDate, givenNames, nameTruth, shortUs, usDate } from './identity-support.development.js';

const ssnTruth = (p: Persona): Truth => ({ 'I-485': { 'biographic_information.ssn': p.ssn }, 'I-765': { social_security_number: p.ssn } });
// The original family's A-number, plus what the card also shows of the holder: name, birth date, sex, country of birth.
const aTruth = (p: Persona): Truth => ({
  'I-485': {
    ...nameTruth(p)['I-485'],
    'biographic_information.a_number': p.aNumber.padStart(9, '0'),
    'biographic_information.date_of_birth': usDate(p.dob),
    'biographic_information.sex': p.sex,
    'biographic_information.place_of_birth.country': p.country.name,
  },
  'I-765': { ...nameTruth(p)['I-765'], alien_registration_number: p.aNumber.padStart(9, '0'), date_of_birth: usDate(p.dob), sex: p.sex, country_of_birth: p.country.name },
});

/**
 * The current Social Security card (front and back on one page): the number first, the
 * "established for" line, the name, a work legend, and on the back the SSA's mailing address,
 * phone numbers and the form number.
 */
const ssnCardFrontBack: LayoutFamily = {
  id: 'social_security_card/card-front-and-back',
  kind: 'social_security_card',
  modelledOn: 'current SSA Social Security card (Form SSA-3000) photocopied front and back',
  build: (p: Persona, rng: Rng) => {
    const legend = rng.pick(['', 'VALID FOR WORK ONLY WITH DHS AUTHORIZATION', 'NOT VALID FOR EMPLOYMENT']);
    const name = upper(rng.chance(0.8) ? fullName(p.name) : `${p.name.given} ${p.name.family}`);
    const front: Block[] = [
      { type: 'lines', lines: ['SOCIAL SECURITY'], align: 'center', size: 16 },
      { type: 'lines', lines: [p.ssn.replace(/-/g, rng.pick(['-', ' ']))], align: 'center', size: 14 },
      { type: 'lines', lines: ['THIS NUMBER HAS BEEN ESTABLISHED FOR'], align: 'center', size: 8 },
      { type: 'lines', lines: [name], align: 'center', size: 13 },
      ...(legend ? [{ type: 'lines' as const, lines: [legend], align: 'center' as const, size: 8 }] : []),
      { type: 'lines', lines: ['______________________________', 'SIGNATURE'], align: 'center', size: 8 },
      { type: 'spacer', height: 30 },
    ];
    const back: Block[] = [
      {
        type: 'paragraph',
        text: 'This card is the property of the Social Security Administration. Improper use of this card or number by anyone is punishable by fine, imprisonment or both. If found, please return to:',
      },
      { type: 'lines', lines: ['Social Security Administration', 'P.O. Box 33008', 'Baltimore, MD 21290-3008'] },
      { type: 'lines', lines: ['For more information call 1-800-772-1213 (TTY 1-800-325-0778) or visit www.ssa.gov', `Form SSA-3000 (${rng.pick(['07-2007', '10-2017', '12-2020'])})`], size: 8 },
    ];
    return {
      kind: 'social_security_card',
      fileName: rng.pick(['SS card front back.pdf', 'social security card.pdf', 'ssn.pdf']),
      styles: ['inline'],
      blocks: [...front, ...back],
      truth: ssnTruth(p),
    };
  },
};

/**
 * The lower half of the SSA card carrier letter with the card still attached: the SSA's own
 * office address and telephone, advice text, the card below with the name above the number.
 */
const ssnCarrier: LayoutFamily = {
  id: 'social_security_card/carrier-with-card',
  kind: 'social_security_card',
  modelledOn: 'SSA card carrier letter ("Your Social Security card is attached") scanned with the card',
  build: (p: Persona, rng: Rng) => {
    const office = p.others.officeAddress;
    const blocks: Block[] = [
      { type: 'title', text: 'SOCIAL SECURITY ADMINISTRATION' },
      { type: 'lines', lines: [`${office.street}`, `${office.city}, ${office.state} ${office.zip}`, `Telephone: ${rng.pick(['1-866-931-9166', '1-877-405-4874', '1-866-964-7594'])}`], size: 9 },
      { type: 'paragraph', text: 'Here is your Social Security card. Keep it in a safe place. Do not carry it with you unless you need to show it to an employer or to a government agency. Sign your card in ink right away.' },
      { type: 'paragraph', text: 'If your name or citizenship status changes, tell us so we can correct our records. You can find more information at www.ssa.gov.' },
      { type: 'lines', lines: ['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -'], size: 8 },
      { type: 'lines', lines: ['SOCIAL SECURITY', 'THIS NUMBER HAS BEEN ESTABLISHED FOR'], align: 'center', size: 10 },
      { type: 'lines', lines: [upper(fullName(p.name))], align: 'center', size: 13 },
      { type: 'lines', lines: [rng.pick([p.ssn, p.ssn.replace(/-/g, ' ')])], align: 'center', size: 14 },
      { type: 'lines', lines: ['SIGNATURE ______________________________'], align: 'center', size: 8 },
    ];
    return {
      kind: 'social_security_card',
      fileName: rng.pick(['ssa letter and card.pdf', 'SSN card.pdf']),
      styles: ['inline'],
      blocks,
      truth: ssnTruth(p),
    };
  },
};

const cardNumber = (p: Persona) => p.receiptNumber.replace(/^(IOE|MSC|NBC)/, (m) => ({ IOE: 'IOE', MSC: 'MSC', NBC: 'SRC' })[m] ?? m);
const mrzName = (s: string) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z0-9]+/g, '<');
const yymmdd = (d: Date) => `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** The three 30-character lines on the back of an EAD (TD1 "IA" document). */
const eadMrz = (p: Persona, card: string, expires: Date): string[] => {
  const doc = card.slice(0, 9);
  const line1 = `IAUSA${doc}${checkDigit(doc)}${card.slice(9)}`.padEnd(30, '<').slice(0, 30);
  const birth = yymmdd(p.dob);
  const exp = yymmdd(expires);
  const body = `${birth}${checkDigit(birth)}${p.sex[0]}${exp}${checkDigit(exp)}${p.country.code}`.padEnd(29, '<');
  const line2 = `${body}${checkDigit(`${line1.slice(5)}${body}`)}`;
  const line3 = `${mrzName(p.name.family)}<<${mrzName(givenNames(p))}`.padEnd(30, '<').slice(0, 30);
  return [line1, line2, line3];
};

/**
 * The current Form I-766 front as a grid of small captions over values ("USCIS#" without the A,
 * "Card#" a receipt-like number, "Valid From:"/"Card Expires:" with two-digit years), and the
 * back with its three-line machine-readable zone and USCIS's return address.
 */
const eadCurrent: LayoutFamily = {
  id: 'ead_card/i766-front-back',
  kind: 'ead_card',
  modelledOn: 'Form I-766 Employment Authorization Document (2017+ design), front and back',
  build: (p: Persona, rng: Rng) => {
    const valid = addDays(p.arrival, Math.floor(rng.between(200, 500)));
    const expires = addDays(valid, rng.pick([365 * 2, 365 * 5]) - 1);
    const card = cardNumber(p);
    const a = p.aNumber.padStart(9, '0');
    const office = p.others.officeAddress;
    const blocks: Block[] = [
      { type: 'lines', lines: ['UNITED STATES OF AMERICA'], align: 'center', size: 11 },
      { type: 'title', text: 'EMPLOYMENT AUTHORIZATION CARD', align: 'center' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: 'Surname', value: upper(p.name.family), span: 3 },
          { label: 'Given Name', value: upper(givenNames(p)), span: 3 },
          { label: 'USCIS#', value: rng.chance(0.5) ? a.replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3') : a },
          { label: 'Category', value: rng.pick(['C09', 'C08', 'A05', 'C33', 'C10']) },
          { label: 'Card#', value: card },
          { label: 'Country of Birth', value: p.country.name },
          { label: 'Terms and Conditions', value: 'None' },
          { label: 'Date of Birth', value: foreignDate(p.dob, 'dd MMM yyyy') },
          { label: 'Sex', value: p.sex[0] as string },
          { label: 'Valid From:', value: shortUs(valid) },
          { label: 'Card Expires:', value: shortUs(expires) },
        ],
      },
      { type: 'lines', lines: ['NOT VALID FOR REENTRY TO U.S.'], align: 'center', size: 9 },
      { type: 'spacer', height: 40 },
      { type: 'paragraph', text: `The person identified by this card is authorized to work in the United States for the validity period shown. If found, return to: U.S. Citizenship and Immigration Services, ${office.street}, ${office.city}, ${office.state} ${office.zip}.` },
      { type: 'mrz', lines: eadMrz(p, card, expires) },
    ];
    return {
      kind: 'ead_card',
      fileName: rng.pick(['EAD front and back.pdf', 'work permit card.pdf', 'I-766.pdf']),
      styles: ['boxes'],
      blocks,
      truth: aTruth(p),
    };
  },
};

/**
 * An older EAD (2010-2016 design) copied as a list of captions and values: "A#" with the A and
 * hyphens, "Birth Date" compact, "Card#" and "Category" in a different order; the copy is
 * stamped by the employer's HR as seen for Form I-9 with the HR person's name.
 */
const eadOlder: LayoutFamily = {
  id: 'ead_card/i766-older-a-number',
  kind: 'ead_card',
  modelledOn: 'older Form I-766 EAD (2010-2016 design) copied for Form I-9, with an HR "copy seen" stamp',
  build: (p: Persona, rng: Rng) => {
    const valid = addDays(p.arrival, Math.floor(rng.between(200, 500)));
    const a = p.aNumber.padStart(9, '0');
    const hr = p.others.hrContact;
    const blocks: Block[] = [
      { type: 'title', text: rng.pick(['EMPLOYMENT AUTHORIZATION', 'UNITED STATES OF AMERICA   EMPLOYMENT AUTHORIZATION']) },
      {
        type: 'fields',
        style: rng.pick(['columns', 'stacked', 'inline']),
        fields: [
          ['Card#', cardNumber(p)],
          ['A#', `A${a.replace(/(\d{3})(\d{3})(\d{3})/, rng.pick(['$1-$2-$3', '$1$2$3']))}`],
          ['Category', rng.pick(['C09', 'C08', 'A05'])],
          ['Surname', upper(p.name.family)],
          ['Given Name', upper(givenNames(p))],
          ['Country of Birth', upper(p.country.name)],
          ['Birth Date', compactDate(p.dob)],
          ['Sex', p.sex[0] as string],
          ['Valid From', usDate(valid)],
          ['Card Expires', usDate(addDays(valid, 364))],
        ],
      },
      { type: 'lines', lines: ['NOT VALID FOR REENTRY TO U.S.'], size: 9 },
      { type: 'stamp', lines: ['COPY - ORIGINAL SEEN', `${hr.given} ${hr.family}, HR`, `I-9 verified ${usDate(addDays(valid, 20))}`] },
    ];
    return {
      kind: 'ead_card',
      fileName: rng.pick(['EAD copy.pdf', 'ead_old.pdf']),
      styles: ['columns'],
      blocks,
      truth: aTruth(p),
    };
  },
};

export const cardsDevelopment: LayoutFamily[] = [ssnCardFrontBack, ssnCarrier, eadCurrent, eadOlder];
