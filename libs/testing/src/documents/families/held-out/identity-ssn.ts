// Held-out Social Security families: the card copied front and back, the card in a payroll
// onboarding packet, a field office's number printout, and the letter the card is mailed on.
import { upper } from '../../../formats.js';
import type { Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { DocumentSpec, LayoutFamily } from '../../document-spec.js';
import { addDays, digits, mailingTruth, mdyLong, personName, ssnTruth, streetLine, us } from './identity-common.js';

/** The number as cards print it: "123-45-6789", "123 45 6789", "123  45  6789". */
const spaced = (p: Persona, rng: Rng) => p.ssn.replace(/-/g, rng.pick(['-', ' ', '  ']));
const legend = (rng: Rng) => rng.pick(['VALID FOR WORK ONLY WITH DHS AUTHORIZATION', 'VALID FOR WORK ONLY WITH DHS AUTHORIZATION', '']);
/** The card's own face, as lines. */
const cardFace = (p: Persona, rng: Rng): Block[] => {
  const l = legend(rng);
  return [
    { type: 'lines', lines: l ? [l] : [], align: 'center', size: 7 },
    { type: 'title', text: 'SOCIAL SECURITY', align: 'center' },
    { type: 'lines', lines: [spaced(p, rng)], align: 'center', size: 14 },
    { type: 'lines', lines: ['THIS NUMBER HAS BEEN ESTABLISHED FOR'], align: 'center', size: 7 },
    { type: 'lines', lines: [upper(personName(p.name))], align: 'center', size: 12 },
    { type: 'lines', lines: ['______________________________', 'SIGNATURE'], align: 'center', size: 8 },
  ];
};

const cardCopy: LayoutFamily = {
  id: 'social_security_card/card-front-back-copy',
  kind: 'social_security_card',
  modelledOn: 'the current SSA card (restrictive legend on top, "THIS NUMBER HAS BEEN ESTABLISHED FOR", signature line) photocopied front and back, the back with the SSA return notice and form number',
  build: (p: Persona, rng: Rng): DocumentSpec => ({
    kind: 'social_security_card',
    fileName: rng.pick(['SS card front back.pdf', 'social security card.pdf', 'SSN.pdf']),
    styles: ['inline'],
    blocks: [
      { type: 'lines', lines: ['FRONT'], size: 7 },
      ...cardFace(p, rng),
      { type: 'spacer', height: 30 },
      { type: 'lines', lines: ['BACK'], size: 7 },
      {
        type: 'paragraph',
        text: rng.pick([
          'This card belongs to the Social Security Administration and must be returned on request. Misuse of this card or number by the cardholder or anyone else can be punished by fine, imprisonment, or both.',
          'Property of the Social Security Administration. Improper use of this card or its number may be punishable by a fine or imprisonment, or both. Do not laminate.',
        ]),
      },
      { type: 'paragraph', text: 'If found, please return to: Social Security Administration, P.O. Box 17769, Baltimore, MD 21235. For information call 1-800-772-1213.' },
      { type: 'lines', lines: [`Form SSA-3000 (${rng.pick(['10-2007', '05-2017', '03-2021'])})`], align: 'right', size: 7 },
    ],
    truth: ssnTruth(p),
  }),
};

/** A payroll onboarding sheet carrying a copy of the card, with the employer's EIN and HR staff. */
const payroll: LayoutFamily = {
  id: 'social_security_card/payroll-onboarding-copy',
  kind: 'social_security_card',
  modelledOn: 'an employer payroll onboarding sheet that carries a photocopy of the card: employer EIN (another nine-digit number), employee ID, HR representative and employer address above the card image',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const e = p.employer;
    const ein = `${digits(rng, 2).replace(/^0/, '4')}-${digits(rng, 7)}`;
    const start = e.start;
    return {
      kind: 'social_security_card',
      fileName: rng.pick(['payroll - SSN card copy.pdf', 'onboarding SSA card.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: [e.name, `${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}`], size: 9 },
        { type: 'title', text: 'New Hire Payroll Verification' },
        {
          type: 'fields',
          fields: [
            ['Employer EIN', ein],
            ['Employee ID', digits(rng, 6)],
            ['Employee', `${upper(p.name.family)}, ${upper([p.name.given, p.name.middle].filter(Boolean).join(' '))}`],
            ['Start date', us(start)],
            ['Document copied', 'Social Security card (front)'],
            ['Verified by', `${personName(p.others.hrContact)}, HR Generalist`],
          ],
        },
        { type: 'paragraph', text: 'The name on the card must match the name used for payroll and Form W-4. Attach a copy of the card below; do not write on the copy.' },
        ...cardFace(p, rng),
        { type: 'footer', text: `${e.name} - Confidential personnel record - retain with payroll file` },
      ],
      truth: ssnTruth(p),
    };
  },
};

/** An SSA field office's number printout, given instead of (or while waiting for) the card. */
const printout: LayoutFamily = {
  id: 'social_security_card/field-office-number-printout',
  kind: 'social_security_card',
  modelledOn: 'a Social Security field office "Social Security Number Printout" handed across the counter: office address, date, record lines with the number in a columnar layout, the claims specialist\'s name',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const o = p.others.officeAddress;
    const printed = addDays(p.arrival, rng.between(30, 500));
    return {
      kind: 'social_security_card',
      fileName: rng.pick(['SSN printout.pdf', 'social security number printout.pdf']),
      styles: ['leaders', 'columns'],
      blocks: [
        { type: 'lines', lines: ['SOCIAL SECURITY ADMINISTRATION', `${upper(o.street)}`, `${upper(o.city)} ${o.state} ${o.zip}`], size: 9 },
        { type: 'lines', lines: [`Date: ${mdyLong(printed)}`], align: 'right', size: 9 },
        { type: 'title', text: rng.pick(['Social Security Number Printout', 'SSN PRINTOUT']) },
        { type: 'paragraph', text: 'This printout shows the Social Security number assigned to the person named below. It is not a Social Security card. The card, if one was requested, is mailed separately.' },
        {
          type: 'fields',
          fields: [
            ['Name', upper(personName(p.name))],
            ['Social Security Number', p.ssn.replace(/-/g, rng.pick(['-', ' ']))],
            ['Date Number Assigned', us(addDays(printed, -rng.between(1, 90)))],
            ['Card Legend', 'VALID FOR WORK ONLY WITH DHS AUTHORIZATION'],
            ['Office Code', `${String.fromCharCode(65 + Math.floor(rng.next() * 20))}${digits(rng, 2)}`],
          ],
        },
        { type: 'paragraph', text: `Prepared by: ${personName(p.others.registrar)}, Claims Specialist. Questions: 1-800-772-1213 (TTY 1-800-325-0778).` },
      ],
      truth: ssnTruth(p),
    };
  },
};

/** The mailer the card arrives on: letter to the applicant's mailing address, card at the foot. */
const mailer: LayoutFamily = {
  id: 'social_security_card/card-mailer-letter',
  kind: 'social_security_card',
  modelledOn: 'the SSA letter a new card is mailed on: return address, date, the applicant\'s mailing address block, "Here is your Social Security card" text with a Spanish line, the card attached at the foot',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const a = p.address;
    const mailed = addDays(p.arrival, rng.between(30, 500));
    return {
      kind: 'social_security_card',
      fileName: rng.pick(['SSA letter with card.pdf', 'social security mail.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'lines', lines: ['Social Security Administration', 'Important Information', `Date: ${mdyLong(mailed)}`], size: 9 },
        { type: 'lines', lines: [upper(personName(p.name)), upper(streetLine(p, rng.pick(['APT', 'UNIT', '#']))), `${upper(a.city)} ${a.state} ${a.zip}`], size: 10 },
        {
          type: 'paragraph',
          text: 'Here is your Social Security card. Keep it in a safe place, and do not carry it with you. You only need to show it when you start a new job or when a government agency asks for it. If the information on the card is wrong, contact us right away.',
        },
        { type: 'paragraph', text: 'Si desea recibir esta información en español, llame al 1-800-772-1213.' },
        { type: 'lines', lines: ['- - - - - - - - - - - - - - - fold and detach card - - - - - - - - - - - - - - -'], align: 'center', size: 8 },
        ...cardFace(p, rng),
      ],
      truth: ssnTruth(p, mailingTruth(p)),
    };
  },
};

export const ssnHeldOut: LayoutFamily[] = [cardCopy, payroll, printout, mailer];
