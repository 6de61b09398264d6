import type { LayoutFamily } from '../document-spec.js';
import type { Block } from '../../render.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import { addDays, letterDate, noticeTruth, printedANumber, someDate, uspsLines } from './residence-work-common.development.js';

const caseTypes = [
  'I485 - APPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS',
  'I765 - APPLICATION FOR EMPLOYMENT AUTHORIZATION',
  'I131 - APPLICATION FOR TRAVEL DOCUMENT',
  'I130 - PETITION FOR ALIEN RELATIVE',
];
const centers = [
  ['U.S. CITIZENSHIP AND IMMIGRATION SERVICES', 'NATIONAL BENEFITS CENTER', 'P.O. BOX 648003', "LEE'S SUMMIT MO 64002"],
  ['U.S. CITIZENSHIP AND IMMIGRATION SERVICES', 'NEBRASKA SERVICE CENTER', 'P.O. BOX 82521', 'LINCOLN NE 68501-2521'],
  ['USCIS', 'POTOMAC SERVICE CENTER', '2200 POTOMAC AVE', 'ARLINGTON VA 22202'],
];

/** The window-envelope block: the applicant's name and mailing address, or in care of a law office. */
const addressee = (p: Persona, rng: Rng): { lines: string[]; mailing: boolean } => {
  const name = [p.name.given, p.name.middle, p.name.family].filter(Boolean).join(' ').toUpperCase();
  if (rng.chance(0.25)) {
    const o = p.others.officeAddress;
    const lawyer = `${p.others.translator.given} ${p.others.translator.family}`.toUpperCase();
    return { lines: [name, `C/O ${rng.pick([`${lawyer} ESQ`, `LAW OFFICE OF ${lawyer}`])}`, ...uspsLines(rng, o)], mailing: false };
  }
  return { lines: [name, ...uspsLines(rng, p.address)], mailing: true };
};

const formatted = (d: Date) => letterDate(d, 'long');

/**
 * I-797C receipt notice: boxed header (receipt number, case type, received/priority/notice
 * dates, page, applicant A-number and name), the notice type and fee, the addressee block
 * lower left, the body, and the service center's address at the bottom.
 */
const receiptNotice: LayoutFamily = {
  id: 'uscis_notice/i797c-receipt',
  kind: 'uscis_notice',
  modelledOn: 'USCIS Form I-797C Notice of Action, receipt notice (boxed header, window-envelope address block)',
  build: (p, rng) => {
    const received = someDate(rng, 2025, 3, 8);
    const notice = addDays(received, Math.floor(rng.between(3, 20)));
    const a = printedANumber(rng, p.aNumber);
    const name = `${p.name.family.toUpperCase()}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase()}`;
    const account = rng.chance(0.5);
    const to = addressee(p, rng);
    const center = rng.pick(centers);
    const caseType = rng.pick(caseTypes);
    const boxed = rng.chance(0.7);
    const header: Block[] = boxed
      ? [{
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'RECEIPT NUMBER', value: p.receiptNumber },
            { label: 'CASE TYPE', value: caseType, span: 2 },
            { label: 'RECEIVED DATE', value: letterDate(received, 'us') },
            { label: 'PRIORITY DATE', value: letterDate(received, 'us') },
            { label: 'PAGE', value: '1 of 1' },
            { label: 'NOTICE DATE', value: letterDate(notice, 'us') },
            { label: 'APPLICANT', value: `${a} ${name}`, span: 2 },
          ],
        }]
      : [{
          type: 'fields',
          style: 'two-column',
          fields: [['Receipt Number', p.receiptNumber], ['Received Date', letterDate(received, 'us')], ['Notice Date', letterDate(notice, 'us')], ['Case Type', caseType.split(' - ')[0] as string], ['Applicant', a], ['Page', '1 of 1']],
        }];
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['I-797C Receipt Notice.pdf', 'receipt notice I-485.pdf', 'USCIS receipt.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'title', text: 'THE UNITED STATES OF AMERICA' },
        { type: 'subtitle', text: 'I-797C, NOTICE OF ACTION' },
        ...header,
        { type: 'fields', style: 'inline', fields: [['Notice Type', 'Receipt Notice'], ['Amount received', `$${rng.pick(['1,440.00', '520.00', '630.00', '675.00'])} U.S.`], ...(account ? [['USCIS Online Account Number', p.uscisAccount] as [string, string]] : [])] },
        { type: 'lines', lines: to.lines },
        { type: 'paragraph', text: 'The above application has been received and is in process. Please notify us immediately if any of the above information is incorrect. If you move, you must tell us your new address within 10 days. Check the status of your case online at uscis.gov/casestatus.' },
        { type: 'paragraph', text: 'We will send you a biometrics appointment notice with the date, time and place of your appointment at an Application Support Center. If you have an attorney or accredited representative, we will also send a copy of this notice to them.' },
        { type: 'lines', lines: [...center, 'USCIS Contact Center: www.uscis.gov/contactcenter'], size: 8.5 },
        { type: 'footer', text: `Form I-797C ${rng.pick(['07/24/23', '04/01/24'])}` },
      ],
      truth: noticeTruth(p, { account, mailing: to.mailing }),
    };
  },
};

/**
 * I-797C biometrics appointment notice: header like the receipt's, the addressee block, the
 * Application Support Center's name and street address with the date and time, and the
 * instructions about what to bring.
 */
const biometricsNotice: LayoutFamily = {
  id: 'uscis_notice/i797c-biometrics-appointment',
  kind: 'uscis_notice',
  modelledOn: 'USCIS I-797C ASC Appointment Notice (biometrics): addressee block plus the Application Support Center address',
  build: (p, rng) => {
    const notice = someDate(rng, 2025, 4, 9);
    const appointment = addDays(notice, Math.floor(rng.between(14, 30)));
    const a = printedANumber(rng, p.aNumber);
    const to = addressee(p, rng);
    const asc = p.others.officeAddress;
    const ascCity = asc.city.toUpperCase();
    const ascLines = [`USCIS ${ascCity} ASC`, `${asc.street.toUpperCase()}${asc.unit ? ` SUITE ${asc.unit}` : ''}`, `${ascCity} ${asc.state} ${asc.zip}`];
    const time = `${rng.pick(['08', '09', '10', '01', '02'])}:${rng.pick(['00', '30'])} ${rng.pick(['AM', 'PM'])}`;
    const account = rng.chance(0.3);
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['biometrics appointment.pdf', 'I-797C ASC notice.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'title', text: 'THE UNITED STATES OF AMERICA' },
        { type: 'subtitle', text: 'I-797C, NOTICE OF ACTION' },
        {
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'RECEIPT NUMBER', value: p.receiptNumber },
            { label: 'CASE TYPE', value: 'I485 - APPLICATION TO ADJUST STATUS', span: 2 },
            { label: 'NOTICE DATE', value: letterDate(notice, 'us') },
            { label: 'PAGE', value: '1 of 1' },
            { label: 'APPLICANT A#', value: a },
          ],
        },
        { type: 'fields', style: 'inline', fields: [['Notice Type', 'ASC Appointment Notice'], ...(account ? [['USCIS Online Account Number', p.uscisAccount] as [string, string]] : [])] },
        { type: 'lines', lines: to.lines },
        { type: 'paragraph', text: 'To process your application, USCIS must capture your biometrics. PLEASE APPEAR AT THE APPLICATION SUPPORT CENTER BELOW AT THE DATE AND TIME SPECIFIED.' },
        {
          type: 'fields',
          style: rng.pick(['stacked', 'columns'] as const),
          fields: [
            ['APPLICATION SUPPORT CENTER', ascLines.join(', ')],
            ['DATE AND TIME OF APPOINTMENT', `${formatted(appointment)} at ${time}`],
          ],
        },
        { type: 'paragraph', text: 'WHEN YOU GO TO THE APPLICATION SUPPORT CENTER, YOU MUST BRING: this appointment notice and your photo identification (passport, driver\'s license, national ID, military ID or state-issued photo ID). If you do not bring them, we will not capture your biometrics.' },
        { type: 'footer', text: 'Form I-797C 07/24/23  -  If you have questions, contact the USCIS Contact Center at 800-375-5283.' },
      ],
      truth: noticeTruth(p, { account, mailing: to.mailing }),
    };
  },
};

export const noticeDevelopment: LayoutFamily[] = [receiptNotice, biometricsNotice];
