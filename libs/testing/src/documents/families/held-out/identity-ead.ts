// Held-out EAD (Form I-766) families: the current card front and back with its TD1 MRZ, an
// older card as a photocopy reads (label rows over value rows), and a law office's exhibit page.
import { upper } from '../../../formats.js';
import { checkDigit } from '../../../mrz.js';
import type { Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { DocumentSpec, LayoutFamily } from '../../document-spec.js';
import { aNumberTruth, addDays, dayMon, digits, givenNames, lawOffice, mdyLong, personName, us, uscisNumber } from './identity-common.js';

const categories = ['C09', 'C08', 'A05', 'C03B', 'A03', 'C10', 'A12'];
/** "(c)(9)" as a lawyer writes the category. */
const longCategory = (c: string) => `(${c[0]?.toLowerCase()})(${Number(c.slice(1, 3))})${c.length > 3 ? `(${c.slice(3).toLowerCase()})` : ''}`;
const validity = (p: Persona, rng: Rng) => {
  const from = addDays(p.arrival, rng.between(120, 600));
  return { from, to: addDays(from, rng.pick([365, 730, 1826]) - 1) };
};

const mrz = (s: string) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z0-9]+/g, '<');
const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');
/** The three 30-character lines on the back of the card (ICAO TD1). */
const td1 = (p: Persona, card: string, expires: Date): string[] => {
  const doc = card.slice(0, 9);
  const optional1 = card.slice(9).padEnd(15, '<');
  const line1 = `IAUSA${doc}${checkDigit(doc)}${optional1}`;
  const birth = yymmdd(p.dob);
  const exp = yymmdd(expires);
  const upper2 = `${birth}${checkDigit(birth)}${p.sex[0]}${exp}${checkDigit(exp)}${p.country.code}${''.padEnd(11, '<')}`;
  const composite = `${line1.slice(5, 30)}${upper2.slice(0, 7)}${upper2.slice(8, 15)}${upper2.slice(18, 29)}`;
  const line3 = `${mrz(p.name.family)}<<${mrz(givenNames(p.name))}`.padEnd(30, '<').slice(0, 30);
  return [line1, `${upper2}${checkDigit(composite)}`, line3];
};

const currentCard: LayoutFamily = {
  id: 'ead_card/i766-current-card-front-back',
  kind: 'ead_card',
  modelledOn: 'the Form I-766 card (2023 redesign): Surname, Given Name, USCIS#, Category, Card#, Country of Birth, Terms and Conditions, Date of Birth "15 MAR 1990", Sex, Valid From, Card Expires, "NOT VALID FOR REENTRY TO U.S.", back with a TD1 machine-readable zone',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const { from, to } = validity(p, rng);
    const card = `${p.receiptNumber.slice(0, 3)}${digits(rng, 10)}`;
    const blocks: Block[] = [
      { type: 'lines', lines: ['UNITED STATES OF AMERICA'], size: 11 },
      { type: 'title', text: 'EMPLOYMENT AUTHORIZATION CARD' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: 'Surname', value: upper(p.name.family), span: 3 },
          { label: 'Given Name', value: upper(givenNames(p.name)), span: 3 },
          { label: 'USCIS#', value: uscisNumber(p) },
          { label: 'Category', value: rng.pick(categories) },
          { label: 'Card#', value: card },
          { label: 'Country of Birth', value: upper(p.country.name), span: 2 },
          { label: 'Sex', value: p.sex[0] as string },
          { label: 'Terms and Conditions', value: rng.pick(['None', 'None', 'Valid for employment with ' + upper(p.employer.name)]), span: 3 },
          { label: 'Date of Birth', value: dayMon(p.dob) },
          { label: 'Valid From:', value: us(from) },
          { label: 'Card Expires:', value: us(to) },
        ],
      },
      { type: 'lines', lines: ['NOT VALID FOR REENTRY TO U.S.'], size: 9 },
      { type: 'subtitle', text: 'Reverse of card' },
      { type: 'paragraph', text: 'The individual identified on the front of this card is authorized to work in the United States for the validity period shown. If found, return to any USCIS office or drop in a U.S. mailbox.' },
      { type: 'mrz', lines: td1(p, card, to) },
    ];
    return { kind: 'ead_card', fileName: rng.pick(['EAD front back.pdf', 'I-766.pdf', 'work permit card.pdf']), styles: ['boxes'], blocks, truth: aNumberTruth(p) };
  },
};

/** An older card as a photocopy's text reads: a row of labels, then the row of values under it. */
const olderCopy: LayoutFamily = {
  id: 'ead_card/older-card-label-rows',
  kind: 'ead_card',
  modelledOn: 'pre-2023 I-766 cards (and the INS-era row "Birthdate  Category  Sex"): labels printed in a row with their values in the row below, A-number under "USCIS#" or "A#", "CARD VALID FROM ... EXPIRES ..." line',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const { from, to } = validity(p, rng);
    const card = `${p.receiptNumber.slice(0, 3)}${digits(rng, 10)}`;
    const aLabel = rng.pick(['USCIS#', 'A#']);
    const aValue = aLabel === 'A#' ? `A${p.aNumber.padStart(9, '0')}` : uscisNumber(p);
    const col = (cells: string[], w = 26) => cells.map((c) => c.padEnd(w, ' ')).join('');
    const category = rng.pick(categories);
    const dob = rng.chance(0.5) ? us(p.dob) : dayMon(p.dob);
    const blocks: Block[] = [
      { type: 'lines', lines: ['UNITED STATES OF AMERICA', 'EMPLOYMENT AUTHORIZATION CARD'], align: 'center', size: 11 },
      { type: 'lines', lines: ['Surname', upper(p.name.family), 'Given Name', upper(givenNames(p.name))], size: 10 },
      {
        type: 'lines',
        lines: [
          col([aLabel, 'Category', 'Card#']),
          col([aValue, category, card], 24),
          col(['Birthdate', 'Country of Birth', 'Sex']),
          col([dob, upper(p.country.name), p.sex[0] as string], 24),
          'Terms and Conditions',
          rng.pick(['None', 'Not valid for employment after expiration']),
        ],
        size: 10,
      },
      { type: 'lines', lines: [`CARD VALID FROM ${us(from)}   EXPIRES ${us(to)}`], size: 10 },
      { type: 'lines', lines: ['NOT VALID FOR REENTRY TO U.S.'], size: 8 },
      { type: 'spacer', height: 20 },
      { type: 'lines', lines: ['(reverse)', 'U.S. CITIZENSHIP AND IMMIGRATION SERVICES', 'The person identified by this card is entitled to work in the United States for the validity period of this card.'], size: 8 },
    ];
    return { kind: 'ead_card', fileName: rng.pick(['EAD copy.pdf', 'employment authorization.pdf', 'ead old card.pdf']), styles: ['inline'], blocks, truth: aNumberTruth(p) };
  },
};

/** A law office's exhibit page describing the EAD in a sentence and transcribing the card. */
const exhibit: LayoutFamily = {
  id: 'ead_card/law-office-exhibit-page',
  kind: 'ead_card',
  modelledOn: 'an immigration law office\'s exhibit page for an adjustment filing: firm letterhead with attorney bar number, exhibit caption, a sentence describing the EAD (A# A012-345-678, category (c)(9), validity), then the card transcribed',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const office = lawOffice(p, rng);
    const { from, to } = validity(p, rng);
    const category = rng.pick(categories);
    const aDashed = `A${uscisNumber(p)}`;
    const card = `${p.receiptNumber.slice(0, 3)}${digits(rng, 10)}`;
    const blocks: Block[] = [
      { type: 'lines', lines: [office.firm, `${office.attorney}, Esq. - State Bar No. ${digits(rng, 6)}`, office.street, office.cityLine, office.phone], size: 9 },
      { type: 'title', text: `EXHIBIT ${rng.pick(['C', 'D', 'F', '7', '12'])}`, align: 'center' },
      { type: 'subtitle', text: 'Copy of Employment Authorization Document (Form I-766)', align: 'center' },
      {
        type: 'paragraph',
        text: `The applicant, ${personName(p.name)} (${rng.chance(0.5) ? aDashed : `A# ${p.aNumber.padStart(9, '0')}`}), holds an Employment Authorization Document in category ${longCategory(category)}, card number ${card}, valid from ${mdyLong(from)} through ${mdyLong(to)}. A copy of the front and back of the card follows.`,
      },
      {
        type: 'fields',
        fields: [
          ['Surname', upper(p.name.family)],
          ['Given Name', upper(givenNames(p.name))],
          ['USCIS#', uscisNumber(p)],
          ['Category', category],
          ['Card#', card],
          ['Country of Birth', upper(p.country.name)],
          ['Date of Birth', dayMon(p.dob)],
          ['Sex', p.sex[0] as string],
          ['Valid From', us(from)],
          ['Card Expires', us(to)],
        ],
      },
      { type: 'footer', text: `Prepared by ${office.firm} for ${personName(p.name)} - Form G-28 on file` },
    ];
    return { kind: 'ead_card', fileName: rng.pick(['Exhibit - EAD.pdf', 'EAD exhibit.pdf']), styles: ['boxes', 'columns'], blocks, truth: aNumberTruth(p) };
  },
};

export const eadHeldOut: LayoutFamily[] = [currentCard, olderCopy, exhibit];
