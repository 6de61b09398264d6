import type { LayoutFamily } from '../document-spec.js';
import type { Block } from '../../render.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import { addDays, addMonths, letterDate, noticeTruth, printedANumber, someDate, zipPlus4 } from './residence-work-common.development.js';

const upperName = (p: Persona) => [p.name.given, p.name.middle, p.name.family].filter(Boolean).join(' ').toUpperCase();

/** The addressee: the applicant at home (unit as "#12", "APT 12", "UNIT B"), ZIP+4 often. */
const homeBlock = (p: Persona, rng: Rng): string[] => {
  const a = p.address;
  const unit = a.unit ? rng.pick([` #${a.unit}`, ` APT ${a.unit}`, ` UNIT ${a.unit}`]) : '';
  const street = `${a.street.toUpperCase()}${unit}`;
  const split = a.unit && rng.chance(0.3);
  return [upperName(p), ...(split ? [a.street.toUpperCase(), unit.trim()] : [street]), `${a.city.toUpperCase()} ${a.state} ${zipPlus4(rng, a.zip, 0.6)}`];
};

/** A barcode-like reference line printed above the window block (intelligent-mail style). */
const barcode = (rng: Rng, p: Persona): string =>
  rng.pick([
    `*${p.receiptNumber}*`,
    Array.from({ length: 26 }, () => rng.pick(['|', '.', "'"])).join(''),
    `${p.receiptNumber.slice(0, 3)}${Math.floor(rng.between(100000, 999999))} 0${Math.floor(rng.between(10, 99))} ${rng.pick(['T', 'F', 'S'])}`,
  ]);

/**
 * I-797 Notice of Action, approval notice (e.g. an I-765 or I-131 approval): a ruled header
 * table (receipt number / case type, then received / priority / notice date / page), the
 * applicant row with the A-number in its own column, the validity period, a barcode line over
 * the window block, the service center's return address top left and again at the bottom,
 * and sometimes a representative's copy with a law office's address.
 */
const approvalNotice: LayoutFamily = {
  id: 'uscis_notice/i797-approval-table',
  kind: 'uscis_notice',
  modelledOn: 'USCIS Form I-797 Notice of Action, approval notice (ruled header table, return address, barcode line, rep copy)',
  build: (p, rng) => {
    const received = someDate(rng, 2024, 8, 11);
    const notice = addDays(received, Math.floor(rng.between(60, 200)));
    const us = (d: Date) => letterDate(d, 'us');
    const center = rng.pick([
      ['U.S. CITIZENSHIP AND IMMIGRATION SERVICES', 'VERMONT SERVICE CENTER', '75 LOWER WELDEN STREET', 'SAINT ALBANS VT 05479-0001'],
      ['U.S. CITIZENSHIP AND IMMIGRATION SERVICES', 'TEXAS SERVICE CENTER', '6046 N BELT LINE RD', 'IRVING TX 75038-0001'],
      ['U.S. CITIZENSHIP AND IMMIGRATION SERVICES', 'CALIFORNIA SERVICE CENTER', 'P.O. BOX 30111', 'LAGUNA NIGUEL CA 92607-0111'],
    ]);
    const account = rng.chance(0.4);
    const rep = rng.chance(0.35);
    const o = p.others.officeAddress;
    const lawyer = `${p.others.translator.given} ${p.others.translator.family}`;
    const aLabel = rng.pick(['A#', 'USCIS A#', 'A NUMBER', 'ALIEN NUMBER']);
    const applicantTable: Block = rng.chance(0.5)
      ? { type: 'table', header: ['APPLICANT', aLabel], rows: [[`${p.name.family.toUpperCase()}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase()}`, printedANumber(rng, p.aNumber)]], widths: [0.65, 0.35] }
      : { type: 'table', header: ['BENEFICIARY', aLabel, 'DATE OF BIRTH'], rows: [[upperName(p), printedANumber(rng, p.aNumber), us(p.dob)]], widths: [0.45, 0.27, 0.28] };
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['I-797 approval.pdf', 'approval notice EAD.pdf', 'I797 Notice.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: center.slice(1), size: 8 },
        { type: 'title', text: 'I-797, Notice of Action', align: 'right' },
        { type: 'table', header: ['RECEIPT NUMBER', 'CASE TYPE'], rows: [[p.receiptNumber, rng.pick(['I765 - APPLICATION FOR EMPLOYMENT AUTHORIZATION', 'I131 - APPLICATION FOR TRAVEL DOCUMENT'])]], widths: [0.35, 0.65] },
        { type: 'table', header: ['RECEIVED DATE', 'PRIORITY DATE', 'NOTICE DATE', 'PAGE'], rows: [[us(received), us(received), us(notice), '1 of 1']] },
        applicantTable,
        { type: 'fields', style: 'inline', fields: [['Notice Type', 'Approval Notice'], ['Valid from', `${us(notice)} to ${us(addMonths(notice, 24))}`], ...(account ? [['USCIS Online Account Number', p.uscisAccount] as [string, string]] : [])] },
        { type: 'lines', lines: [barcode(rng, p), ...homeBlock(p, rng)] },
        { type: 'paragraph', text: 'The above application has been approved. We will mail your card or document separately to the address above. If any of the information on this notice is incorrect, contact us. Keep this notice for your records.' },
        ...(rep ? [{ type: 'lines' as const, lines: ['REPRESENTATIVE COPY SENT TO:', `${lawyer.toUpperCase()}, ESQ.`, `${o.street.toUpperCase()}${o.unit ? ` STE ${o.unit}` : ''}`, `${o.city.toUpperCase()} ${o.state} ${o.zip}`], size: 9 }] : []),
        { type: 'lines', lines: center, size: 8.5 },
        { type: 'footer', text: `Form I-797 (Rev. 01/31/05) N   ${p.receiptNumber}` },
      ],
      truth: noticeTruth(p, { account, mailing: true }),
    };
  },
};

/**
 * I-797C interview appointment notice from a field office: the addressee block at the top
 * (window), a label-over-value box with the A-number, receipt and case type, the field office's
 * street address with date and time in a sentence, a list of what to bring, and a copy line
 * for the attorney with the law office's address.
 */
const interviewNotice: LayoutFamily = {
  id: 'uscis_notice/i797c-interview',
  kind: 'uscis_notice',
  modelledOn: 'USCIS I-797C interview appointment notice from a field office (address block first, office address in the body)',
  build: (p, rng) => {
    const notice = someDate(rng, 2025, 2, 9);
    const when = addDays(notice, Math.floor(rng.between(21, 45)));
    const fo = p.others.officeAddress;
    const account = rng.chance(0.35);
    const lawyer = `${p.others.translator.given} ${p.others.translator.family}`;
    const cc = rng.chance(0.5);
    const time = `${rng.pick(['8', '9', '10', '1', '2'])}:${rng.pick(['00', '15', '30', '45'])} ${rng.pick(['AM', 'PM'])}`;
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['interview notice.pdf', 'I-797C interview.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Citizenship and Immigration Services'], size: 8.5 },
        { type: 'title', text: 'I-797C, Notice of Action', align: 'right' },
        { type: 'lines', lines: [barcode(rng, p), ...homeBlock(p, rng)] },
        {
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'NOTICE DATE', value: letterDate(notice, rng.pick(['us', 'long'] as const)) },
            { label: rng.pick(['A#', 'USCIS A#', 'A-NUMBER']), value: printedANumber(rng, p.aNumber) },
            { label: 'RECEIPT #', value: p.receiptNumber },
            { label: 'CASE TYPE', value: 'I485 - APPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS', span: 3 },
            ...(account ? [{ label: 'USCIS ONLINE ACCOUNT NUMBER', value: p.uscisAccount, span: 2 }] : []),
          ],
        },
        { type: 'subtitle', text: 'REQUEST FOR APPLICANT TO APPEAR FOR INITIAL INTERVIEW' },
        { type: 'paragraph', text: `You are hereby notified to appear for an interview on your application at the date, time and place indicated: ${letterDate(when, 'long')} at ${time}, USCIS ${fo.city} Field Office, ${fo.street}${fo.unit ? `, Suite ${fo.unit}` : ''}, ${fo.city}, ${fo.state} ${fo.zip}.` },
        { type: 'paragraph', text: 'You must bring: this letter; your government-issued photo identification; your passport and all travel documents; the originals of all documents submitted with your application; and certified English translations of foreign documents.' },
        ...(cc ? [{ type: 'lines' as const, lines: [`cc: ${lawyer}, Attorney at Law`, `${fo.street.replace(/^\d+/, (n) => String(Number(n) + 14))}, ${fo.city}, ${fo.state} ${fo.zip}`], size: 9 }] : []),
        { type: 'footer', text: 'Form I-797C 04/01/24  -  If you cannot keep this appointment, reschedule at uscis.gov.' },
      ],
      truth: noticeTruth(p, { account, mailing: true }),
    };
  },
};

export const noticeDevelopment2: LayoutFamily[] = [approvalNotice, interviewNotice];
