import { aamvaBarcode } from '../../aamva-barcode.js';
import { upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import { homeAddressTruth, type LayoutFamily, type Truth } from '../document-spec.js';
import { addDays, givenNames, shortUs, usDate } from './identity-support.development.js';

const licenceTruth = (p: Persona, show: { weight: boolean; hair: boolean }): Truth => {
  const home = homeAddressTruth(p.address);
  return {
    'I-485': {
      ...home['I-485'],
      'biographic_characteristics.height.feet': String(p.height.feet),
      'biographic_characteristics.height.inches': String(p.height.inches),
      ...(show.weight ? { 'biographic_characteristics.weight_lbs': String(p.weight) } : {}),
      'biographic_characteristics.eye_color': p.eyes.name,
      ...(show.hair ? { 'biographic_characteristics.hair_color': p.hair.name } : {}),
    },
    'I-765': home['I-765'],
  };
};

const streetLine = (p: Persona, rng: Rng) => {
  const a = p.address;
  return upper(a.unit ? `${a.street} ${rng.pick(['APT', 'APT', 'UNIT', '#', 'STE'])} ${a.unit}` : a.street);
};
const zip = (p: Persona, rng: Rng) => (rng.chance(0.5) ? `${p.address.zip}-${String(Math.floor(rng.between(1000, 9999)))}` : p.address.zip);
const dlNumber = (p: Persona, rng: Rng) => (rng.chance(0.5) ? `${upper(p.name.family[0] as string)}${p.ssn.replace(/\D/g, '').slice(1, 8)}` : p.ssn.replace(/\D/g, '').slice(0, 8));

/**
 * An AAMVA-standard card front where each field carries its standard number instead of (or
 * before) a word: "4d DLN", "1" family name, "2" given names, "8" address on two lines,
 * "15 SEX", "16 HGT", "17 WGT", "18 EYES", "19 HAIR", several fields to a line.
 */
const aamvaNumbered: LayoutFamily = {
  id: 'drivers_license/aamva-numbered-codes',
  kind: 'drivers_license',
  modelledOn: 'AAMVA DL/ID card design standard front (Pennsylvania / Texas style numbered field codes)',
  build: (p: Persona, rng: Rng) => {
    const a = p.address;
    const issued = addDays(p.leaseStart, Math.floor(rng.between(10, 200)));
    const height = rng.pick([`${p.height.feet}'-${String(p.height.inches).padStart(2, '0')}"`, `${p.height.feet}-${String(p.height.inches).padStart(2, '0')}`]);
    const weight = rng.pick([`${p.weight} lb`, `${p.weight} LBS`, String(p.weight)]);
    const blocks: Block[] = [
      { type: 'lines', lines: [`USA   ${a.state}   ${rng.pick(['DRIVER\'S LICENSE', 'DRIVER LICENSE'])}`], size: 12 },
      {
        type: 'lines',
        lines: [
          `4d DLN: ${dlNumber(p, rng)}      9 CLASS: ${rng.pick(['C', 'C', 'A', 'M'])}`,
          `3 DOB: ${usDate(p.dob)}`,
          `4b EXP: ${usDate(addDays(issued, 365 * 4))}      4a ISS: ${usDate(issued)}`,
          `1 ${upper(p.name.family)}`,
          `2 ${upper(givenNames(p))}`,
          `8 ${streetLine(p, rng)}`,
          `${upper(a.city)}, ${a.state} ${zip(p, rng)}`,
          `12 RESTR: ${rng.pick(['NONE', 'A', 'B'])}      9a END: NONE`,
          `15 SEX: ${p.sex[0]}      16 HGT: ${height}      17 WGT: ${weight}`,
          `18 EYES: ${p.eyes.code}      19 HAIR: ${p.hair.code}`,
          `5 DD: ${String(Math.floor(rng.between(1e9, 9e9)))}${String(Math.floor(rng.between(1e4, 9e4)))}`,
        ],
      },
      { type: 'lines', lines: [rng.pick(['ORGAN DONOR', 'VETERAN', '']) || 'NOT FOR FEDERAL IDENTIFICATION'], size: 8 },
    ];
    return {
      kind: 'drivers_license',
      fileName: rng.pick(['DL.pdf', 'license front.pdf', 'drivers_license_scan.pdf']),
      styles: ['inline'],
      blocks,
      truth: licenceTruth(p, { weight: true, hair: true }),
    };
  },
};

// California prints its own codes: BRN for brown, BLN for blond.
const caCode = (code: string) => ({ BRO: 'BRN' })[code] ?? code;

/**
 * A California-style licence: two-letter prefixes (LN, FN, DL, EXP, DOB, ISS, RSTR, DD), the
 * address printed under the name with no label at all, "SEX F  HAIR BRN  EYES BRN" and
 * "HGT 5'-05"  WGT 125 lb" rows; on the back, the DMV's own address.
 */
const californiaStyle: LayoutFamily = {
  id: 'drivers_license/california-unlabelled-address',
  kind: 'drivers_license',
  modelledOn: 'California driver license front and back (prefix codes, address without a label)',
  build: (p: Persona, rng: Rng) => {
    const a = p.address;
    const issued = addDays(p.leaseStart, Math.floor(rng.between(10, 200)));
    const office = p.others.officeAddress;
    const blocks: Block[] = [
      { type: 'lines', lines: [`${a.state} USA`, rng.pick(['DRIVER LICENSE', 'DRIVER LICENSE   REAL ID'])], size: 12 },
      {
        type: 'lines',
        lines: [
          `DL ${upper(p.name.family[0] as string)}${p.ssn.replace(/\D/g, '').slice(0, 7)}`,
          `EXP ${usDate(addDays(issued, 365 * 5))}`,
          `LN ${upper(p.name.family)}`,
          `FN ${upper(givenNames(p))}`,
          streetLine(p, rng),
          `${upper(a.city)}, ${a.state} ${zip(p, rng)}`,
          `DOB ${usDate(p.dob)}`,
          `RSTR NONE      CLASS C      END NONE`,
          `SEX ${p.sex[0]}      HAIR ${caCode(p.hair.code)}      EYES ${caCode(p.eyes.code)}`,
          `HGT ${p.height.feet}'-${String(p.height.inches).padStart(2, '0')}"      WGT ${p.weight} lb`,
          `DD ${shortUs(issued).replace(/\//g, '')}${String(Math.floor(rng.between(1e4, 9e4)))}/${rng.pick(['AAFD', 'BBFD', 'AAED'])}/${String(issued.getUTCFullYear() + 5).slice(2)}`,
          `ISS ${usDate(issued)}`,
        ],
      },
      { type: 'spacer', height: 20 },
      ...(rng.chance(0.7) ? [{ type: 'pdf417', data: aamvaBarcode(p, rng, issued, `${upper(p.name.family[0] as string)}${p.ssn.replace(/\D/g, '').slice(0, 7)}`), width: 230 } as const] : []),
      {
        type: 'paragraph',
        text: `If found, drop in any mailbox. Return postage guaranteed: Department of Motor Vehicles, ${upper(office.street)}, ${upper(office.city)}, ${office.state} ${office.zip}.`,
      },
    ];
    return {
      kind: 'drivers_license',
      fileName: rng.pick(['CA DL front and back.pdf', 'california license.pdf', 'DL_both_sides.pdf']),
      styles: ['inline'],
      blocks,
      truth: licenceTruth(p, { weight: true, hair: true }),
    };
  },
};

/**
 * A state identification card (non-driver ID), New York style: "ID:" number, the name as
 * "FAMILY, GIVEN MIDDLE" on one line, the address below, two-letter eye codes, height "5-07",
 * no weight or hair; the DMV's address in the footer.
 */
const stateId: LayoutFamily = {
  id: 'drivers_license/state-id-card',
  kind: 'drivers_license',
  modelledOn: 'New York-style non-driver identification card (ID number, FAMILY,GIVEN name line, two-letter eye codes)',
  build: (p: Persona, rng: Rng) => {
    const a = p.address;
    const issued = addDays(p.leaseStart, Math.floor(rng.between(10, 200)));
    const office = p.others.officeAddress;
    const eyes2: Record<string, string> = { BRO: 'BR', BLK: 'BK', BLU: 'BL', GRN: 'GR', HAZ: 'HZ', GRY: 'GY' };
    const digits = p.ssn.replace(/\D/g, '');
    const fields: Array<[string, string]> = [
      ['ID', `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`],
      ['Class', 'NONE'],
      ['Name', `${upper(p.name.family)}, ${upper(givenNames(p))}`],
      [rng.pick(['Address', 'Residence']), `${streetLine(p, rng)}, ${upper(a.city)}, ${a.state} ${zip(p, rng)}`],
      ['DOB', shortUs(p.dob).replace(/\/(\d{2})$/, `/${p.dob.getUTCFullYear()}`)],
      ['Sex', p.sex[0] as string],
      ['Eyes', eyes2[p.eyes.code] ?? p.eyes.code],
      ['Ht', `${p.height.feet}-${String(p.height.inches).padStart(2, '0')}`],
      ['Issued', usDate(issued)],
      ['Expires', usDate(addDays(issued, 365 * 8))],
    ];
    const blocks: Block[] = [
      { type: 'lines', lines: [rng.pick([`${a.state} STATE`, `STATE OF ${a.state}`]), 'IDENTIFICATION CARD'], size: 12 },
      { type: 'fields', fields, style: rng.pick(['inline', 'columns']) },
      { type: 'lines', lines: ['THIS IS NOT A DRIVER LICENSE'], size: 8 },
      { type: 'footer', text: `Department of Motor Vehicles, ${office.street}, ${office.city}, ${office.state} ${office.zip}` },
    ];
    return {
      kind: 'drivers_license',
      fileName: rng.pick(['state ID.pdf', 'NY ID card.pdf', 'non-driver id.pdf']),
      styles: ['inline'],
      blocks,
      truth: licenceTruth(p, { weight: false, hair: false }),
    };
  },
};

/**
 * Both sides of a Washington-style card photographed for upload: the front prints the name as
 * "GIVEN MIDDLE FAMILY", the number and dates, and no address or description that a reader of
 * text could tie to a label; the back carries the PDF417 symbol, where everything is.
 */
const frontAndBarcode: LayoutFamily = {
  id: 'drivers_license/front-and-pdf417-back',
  kind: 'drivers_license',
  modelledOn: 'Washington / Oregon style card front (no printed labels) with the AAMVA PDF417 barcode on the back',
  build: (p: Persona, rng: Rng) => {
    const issued = addDays(p.leaseStart, Math.floor(rng.between(10, 200)));
    const number = `WDL${upper(p.name.family.slice(0, 5))}${Math.floor(rng.between(100, 999))}${rng.pick(['B', 'J', 'R'])}${rng.pick(['1', '7'])}`.slice(0, 12);
    const blocks: Block[] = [
      { type: 'lines', lines: [`${upper(p.address.state)}   ${rng.pick(['DRIVER LICENSE', 'ENHANCED DRIVER LICENSE', 'IDENTICARD'])}`, 'USA'], size: 12 },
      { type: 'lines', lines: [number, `${upper(givenNames(p))} ${upper(p.name.family)}`, `${usDate(p.dob)}      ${usDate(addDays(issued, 365 * 6))}`, `${rng.pick(['C', 'CM'])}   NONE   NONE`] },
      { type: 'spacer', height: 30 },
      { type: 'lines', lines: ['BACK'], size: 8 },
      { type: 'pdf417', data: aamvaBarcode(p, rng, issued, number), width: rng.pick([220, 230, 250]) },
      { type: 'lines', lines: [`Organ donor: ${rng.pick(['YES', 'NO'])}`, 'Restrictions and endorsements: see reverse'], size: 8 },
    ];
    return {
      kind: 'drivers_license',
      fileName: rng.pick(['license both sides.pdf', 'DL front back.pdf', 'IMG_4471.pdf']),
      styles: ['inline'],
      blocks,
      truth: licenceTruth(p, { weight: true, hair: true }),
    };
  },
};

export const licenceDevelopment: LayoutFamily[] = [aamvaNumbered, californiaStyle, stateId, frontAndBarcode];
