// Held-out driver's licence families: an AAMVA numbered card front, a card copied for an I-9
// file, a DMV interim paper licence, and a notarised copy of a state ID card.
import { upper } from '../../../formats.js';
import type { Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { DocumentSpec, LayoutFamily } from '../../document-spec.js';
import { addDays, colourCode, digits, givenNames, letter, licenceTruth, mdyLong, onBirthday, personName, streetLine, us } from './identity-common.js';

const states: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia',
};
const stateName = (p: Persona) => states[p.address.state] ?? p.address.state;
/** Issued some months after arrival; expires on a birthday some years on. */
const cardDates = (p: Persona, rng: Rng) => {
  const issued = addDays(p.arrival, rng.between(40, 400));
  return { issued, expires: onBirthday(p.dob, issued.getUTCFullYear() + rng.pick([4, 5, 8])) };
};
const cityLine = (p: Persona) => `${upper(p.address.city)}, ${p.address.state} ${p.address.zip}`;
const hgtAamva = (p: Persona) => `${p.height.feet}'-${String(p.height.inches).padStart(2, '0')}"`;
const hgtDash = (p: Persona) => `${p.height.feet}-${String(p.height.inches).padStart(2, '0')}`;

/** The card front as AAMVA numbers its fields, drawn as a grid of cells, with the back described. */
const aamvaGrid: LayoutFamily = {
  id: 'drivers_license/aamva-numbered-card-grid',
  kind: 'drivers_license',
  modelledOn: 'AAMVA DL/ID Card Design Standard front (California/Arizona style): field numbers 4d DLN, 1 family name, 2 given names, 8 address, 3 DOB, 15 SEX, 16 HGT, 17 WGT, 18 EYES, 19 HAIR, 4a ISS, 4b EXP, in small cells; the back (PDF417 barcode) described below',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const { issued, expires } = cardDates(p, rng);
    const dln = `${letter(rng)}${digits(rng, 7)}`;
    const blocks: Block[] = [
      { type: 'lines', lines: [`${upper(stateName(p))}  USA`], size: 12 },
      { type: 'title', text: rng.pick(['DRIVER LICENSE', 'DRIVER LICENSE  *  REAL ID']) },
      {
        type: 'grid',
        columns: 4,
        cells: [
          { label: '4d DLN', value: dln },
          { label: '4a ISS', value: us(issued) },
          { label: '4b EXP', value: us(expires) },
          { label: '9 CLASS', value: 'C' },
          { label: '1', value: upper(p.name.family), span: 2 },
          { label: '2', value: upper(givenNames(p.name)), span: 2 },
          { label: '8', value: upper(streetLine(p, rng.pick(['APT', 'UNIT', '#']))), span: 4 },
          { label: '', value: cityLine(p), span: 4 },
          { label: '3 DOB', value: us(p.dob) },
          { label: '15 SEX', value: p.sex[0] as string },
          { label: '16 HGT', value: hgtAamva(p) },
          { label: '17 WGT', value: `${p.weight} lb` },
          { label: '18 EYES', value: colourCode(p.eyes, rng, true) },
          { label: '19 HAIR', value: colourCode(p.hair, rng, true) },
          { label: '12 RSTR', value: rng.pick(['NONE', 'CORR LENS']) },
          { label: '9a END', value: 'NONE' },
          { label: '5 DD', value: `${digits(rng, 2)}/${digits(rng, 2)}/${digits(rng, 4)}${letter(rng)}${letter(rng)}/${letter(rng)}${letter(rng)}FD/${digits(rng, 2)}`, span: 4 },
        ],
      },
      { type: 'subtitle', text: 'Back of card' },
      {
        type: 'paragraph',
        text: `PDF417 barcode (not reproduced). Class C: any two-axle vehicle with a gross vehicle weight rating under 26,001 lbs. ${upper(stateName(p))} DEPARTMENT OF MOTOR VEHICLES. If found, drop in any mailbox.`,
      },
    ];
    return { kind: 'drivers_license', fileName: rng.pick(['DL front and back.pdf', 'drivers-license.pdf', 'license scan.pdf']), styles: ['boxes'], blocks, truth: licenceTruth(p, { height: true, weight: true, eyes: true, hair: true }) };
  },
};

/** The card photocopied into an employer's I-9 file: HR header, Texas-style front (no weight or hair). */
const i9Copy: LayoutFamily = {
  id: 'drivers_license/texas-style-i9-file-copy',
  kind: 'drivers_license',
  modelledOn: 'a Texas-style licence front (DL, Class, Iss, Exp, DOB, Hgt 5-08, Eyes; no weight or hair printed) photocopied into an employer\'s Form I-9 file with the HR header and employer address',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const { issued, expires } = cardDates(p, rng);
    const e = p.employer;
    const blocks: Block[] = [
      { type: 'lines', lines: [`${e.name} - Human Resources`, `${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}`], size: 9 },
      { type: 'lines', lines: [`Form I-9 List B document copy - Employee: ${upper(p.name.family)}, ${upper(givenNames(p.name))}`, `Copied by ${personName(p.others.hrContact)} on ${mdyLong(addDays(issued, rng.between(5, 200)))}`], size: 8 },
      { type: 'title', text: `${upper(stateName(p))} DRIVER LICENSE` },
      {
        type: 'fields',
        fields: [
          ['DL', digits(rng, 8)],
          ['Class', 'C'],
          ['Iss', us(issued)],
          ['Exp', us(expires)],
          ['DOB', us(p.dob)],
          ['1', upper(p.name.family)],
          ['2', upper(givenNames(p.name))],
          ['8', `${upper(streetLine(p, rng.pick(['APT', '#'])))} ${cityLine(p)}`],
          ['End', 'NONE'],
          ['Rstr', 'NONE'],
          ['Sex', p.sex[0] as string],
          ['Hgt', hgtDash(p)],
          ['Eyes', p.eyes.code],
          ['DD', `${digits(rng, 20)}`],
        ],
      },
      { type: 'paragraph', text: 'I attest that I examined the original document presented by the employee and that it appears to be genuine and to relate to the employee named. Employer representative: ____________________' },
    ];
    return { kind: 'drivers_license', fileName: rng.pick(['I-9 List B copy.pdf', 'employee ID copy.pdf']), styles: ['inline'], blocks, truth: licenceTruth(p, { height: true, weight: false, eyes: true, hair: false }) };
  },
};

/** A DMV interim licence: a letter-size paper form valid while the card is mailed. */
const interim: LayoutFamily = {
  id: 'drivers_license/dmv-interim-paper-license',
  kind: 'drivers_license',
  modelledOn: 'a state DMV interim (temporary) paper driver licence printed at the field office: office address and technician, physical description spelled out (5 ft 08 in, BROWN), 60-day validity notice',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const issued = addDays(p.arrival, rng.between(40, 400));
    const o = p.others.officeAddress;
    const blocks: Block[] = [
      { type: 'footer', text: `DMV form INT-${digits(rng, 3)} (REV. ${rng.pick(['3/2021', '9/2022', '1/2024'])})  -  NOT VALID AS IDENTIFICATION` },
      { type: 'lines', lines: [`STATE OF ${upper(stateName(p))}`, 'DEPARTMENT OF MOTOR VEHICLES'], align: 'center', size: 10 },
      { type: 'title', text: rng.pick(['INTERIM DRIVER LICENSE', 'TEMPORARY DRIVER LICENSE']), align: 'center' },
      { type: 'lines', lines: [`Field office: ${o.street}, ${o.city}, ${o.state} ${o.zip}`, `Technician ID ${digits(rng, 4)}   Record of application ${letter(rng)}${digits(rng, 9)}`], size: 8.5 },
      {
        type: 'fields',
        fields: [
          ['License number', `${letter(rng)}${digits(rng, 7)}`],
          ['Name', upper(personName(p.name))],
          ['Residence address', upper(streetLine(p, rng.pick(['APT', 'UNIT'])))],
          ['City, State, ZIP', cityLine(p)],
          ['Date of birth', us(p.dob)],
          ['Sex', upper(p.sex)],
          ['Height', `${p.height.feet} ft ${String(p.height.inches).padStart(2, '0')} in`],
          ['Weight', `${p.weight} lbs`],
          ['Eye color', upper(p.eyes.name)],
          ['Hair color', upper(p.hair.name)],
          ['Class', 'C'],
          ['Issue date', us(issued)],
          ['Interim valid until', us(addDays(issued, 60))],
        ],
      },
      {
        type: 'paragraph',
        text: 'This interim license is valid for 60 days from the issue date. Your photo license will be mailed to the residence address above; if it has not arrived within 60 days, call or visit a field office. Present this form together with other photo identification when asked.',
      },
      { type: 'stamp', lines: ['DMV', `FIELD OFFICE ${digits(rng, 3)}`, us(issued)] },
    ];
    return { kind: 'drivers_license', fileName: rng.pick(['temporary license.pdf', 'interim DL.pdf', 'DMV paper license.pdf']), styles: ['columns', 'leaders'], blocks, truth: licenceTruth(p, { height: true, weight: true, eyes: true, hair: true }) };
  },
};

/** A state (non-driver) ID card copied and certified by a notary; issuer's name, return address on the back. */
const stateId: LayoutFamily = {
  id: 'drivers_license/state-id-card-notarized-copy',
  kind: 'drivers_license',
  modelledOn: 'a state identification card (Illinois/New York style: ID number, name as LAST, FIRST, address under the name, SEX HT WT EYES, sometimes HAIR, issuing official\'s name, return address on the back) photocopied with a notary\'s copy-certification stamp',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const { issued, expires } = cardDates(p, rng);
    const hair = rng.chance(0.5);
    const o = p.others.officeAddress;
    const id = rng.chance(0.5) ? `${letter(rng)}${digits(rng, 3)}-${digits(rng, 4)}-${digits(rng, 4)}` : `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    const description: Array<[string, string]> = [
      ['SEX', p.sex[0] as string],
      ['HT', hgtDash(p)],
      ['WT', String(p.weight)],
      ['EYES', p.eyes.code],
    ];
    if (hair) description.push(['HAIR', p.hair.code]);
    const blocks: Block[] = [
      { type: 'lines', lines: [`${upper(stateName(p))}`], size: 12 },
      { type: 'title', text: rng.pick(['IDENTIFICATION CARD', 'STATE ID CARD']) },
      { type: 'lines', lines: [rng.pick(['NOT FOR FEDERAL PURPOSES', 'NON-DRIVER ID', 'REAL ID'])], size: 8 },
      {
        type: 'fields',
        fields: [
          ['ID NO.', id],
          ['ISS', us(issued)],
          ['EXP', us(expires)],
          ['DOB', us(p.dob)],
        ],
      },
      {
        type: 'fields',
        style: 'columns',
        fields: [
          ['NAME', `${upper(p.name.family)}, ${upper(givenNames(p.name))}`],
          ['ADDRESS', upper(streetLine(p, '#'))],
          ['', cityLine(p)],
        ],
      },
      { type: 'fields', style: 'inline', fields: description },
      { type: 'lines', lines: [`${upper(personName(p.others.registrar))}, ${rng.pick(['SECRETARY OF STATE', 'COMMISSIONER OF MOTOR VEHICLES'])}`], size: 8 },
      { type: 'subtitle', text: 'Reverse' },
      { type: 'paragraph', text: `This card is the property of the State of ${stateName(p)}. If found, return to: Identification Unit, ${o.street}, ${o.city}, ${o.state} ${o.zip}.` },
      { type: 'stamp', lines: ['COPY CERTIFIED AS TRUE AND CORRECT', upper(personName(p.others.translator)), `NOTARY PUBLIC, STATE OF ${o.state}`, `MY COMMISSION EXPIRES ${us(addDays(issued, 900))}`] },
    ];
    return { kind: 'drivers_license', fileName: rng.pick(['state ID.pdf', 'ID card notarized.pdf']), styles: ['two-column', 'columns'], blocks, truth: licenceTruth(p, { height: true, weight: true, eyes: true, hair }) };
  },
};

export const licenceHeldOut: LayoutFamily[] = [aamvaGrid, i9Copy, interim, stateId];
