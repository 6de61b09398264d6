import { fullName, upper } from '../../../formats.js';
import type { Persona, UsAddress } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { LayoutFamily, Truth } from '../../document-spec.js';
import {
  aNumber9, addDays, cityLine, int, long, mailingTruth, printedANumber, recentDate, streetLine, stranger, us, weekday,
} from './residence-work-helpers.js';

// Form I-797 notices. The window block carries the applicant's mailing address, unless the
// notice goes "in care of" a law office; the service center, the Application Support Center or the
// field office print their own addresses, which are never the applicant's.

const caseTypes = [
  'I485 - Application to Register Permanent Residence or Adjust Status',
  'I765 - Application for Employment Authorization',
  'I131 - Application for Travel Document',
];
const centers: Array<[string, string, string]> = [
  ['National Benefits Center', 'P.O. Box 648003', "LEE'S SUMMIT MO 64002"],
  ['Nebraska Service Center', 'P.O. Box 82521', 'LINCOLN NE 68501-2521'],
  ['Texas Service Center', '6046 N Belt Line Rd STE 172', 'IRVING TX 75038-0001'],
  ['Potomac Service Center', '2200 Potomac Center Dr', 'ARLINGTON VA 20598-2200'],
];

/** The window block: the applicant at home, or in care of an attorney (then no address truth). */
const addressBlock = (p: Persona, rng: Rng, careOf: boolean): string[] => {
  const a = p.address;
  if (careOf) {
    const o = p.others.officeAddress;
    const lawyer = stranger(rng);
    return [upper(fullName(p.name)), `C/O ${upper(fullName(lawyer))} ESQ`, `${upper(lawyer.family)} IMMIGRATION LAW GROUP`, upper(streetLine(o, 'STE')), upper(cityLine(o, false))];
  }
  return [upper(fullName(p.name)), upper(streetLine(a, rng.pick(['APT', 'UNIT', '#']))), upper(cityLine(a, false))];
};

const noticeTruth = (p: Persona, o: { account: boolean; mailed: boolean }): Truth => {
  const mail = o.mailed ? mailingTruth(p.address) : { 'I-485': {}, 'I-765': {} };
  return {
    'I-485': { 'biographic_information.a_number': aNumber9(p), ...(o.account ? { 'biographic_information.uscis_account_number': p.uscisAccount } : {}), ...mail['I-485'] },
    'I-765': { alien_registration_number: aNumber9(p), ...(o.account ? { uscis_online_account_number: p.uscisAccount } : {}), ...mail['I-765'] },
  };
};

const header = (form: string): Block[] => [
  { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Citizenship and Immigration Services'], size: 9 },
  { type: 'lines', lines: [form], align: 'right' },
  { type: 'title', text: 'THE UNITED STATES OF AMERICA', align: 'center' },
];

const centerLines = (rng: Rng): string[] => {
  const [name, box, city] = rng.pick(centers);
  return ['U.S. CITIZENSHIP AND IMMIGRATION SERVICES', upper(name), upper(box), city, 'USCIS Contact Center: www.uscis.gov/contactcenter'];
};

/** I-797C receipt notice: boxed header cells, the window block, notice type and fee on the right. */
const receipt: LayoutFamily = {
  id: 'uscis_notice/i797c-receipt-boxed',
  kind: 'uscis_notice',
  modelledOn: 'USCIS Form I-797C Notice of Action, Receipt Notice: boxed Receipt Number / Case Type / Received / Priority / Notice Date / Applicant A# cells, window address block, service center footer',
  build: (p, rng) => {
    const received = addDays(recentDate(rng), -int(rng, 20, 120));
    const caseType = rng.pick(caseTypes);
    const account = rng.chance(0.6);
    const careOf = rng.chance(0.2);
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['I-797C receipt.pdf', 'receipt notice I-485.pdf', 'uscis receipt.pdf']),
      styles: ['columns'],
      blocks: [
        ...header('Form I-797C, Notice of Action'),
        {
          type: 'grid',
          columns: 5,
          cells: [
            { label: 'Receipt Number', value: p.receiptNumber },
            { label: 'Case Type', value: caseType, span: 4 },
            { label: 'Received Date', value: us(received) },
            { label: 'Priority Date', value: rng.chance(0.5) ? us(addDays(received, -int(rng, 200, 900))) : '' },
            { label: 'Page', value: '1 of 1' },
            { label: 'Applicant', value: printedANumber(p, rng), span: 2 },
            { label: 'Notice Date', value: us(addDays(received, int(rng, 3, 20))) },
            ...(account ? [{ label: 'USCIS Online Account Number', value: p.uscisAccount, span: 2 }] : []),
          ],
        },
        { type: 'lines', lines: addressBlock(p, rng, careOf) },
        { type: 'fields', fields: [['Notice Type', 'Receipt Notice'], ['Amount received', `$${rng.pick(['1,440.00', '260.00', '630.00', '1,140.00'])} U.S.`], ['Section', caseType.startsWith('I485') ? rng.pick(['Adjustment as direct beneficiary of immigrant petition', 'Adjustment as the spouse of a U.S. citizen']) : caseType.startsWith('I765') ? '(c)(9) Pending adjustment of status' : 'Advance parole, pending I-485']], style: 'inline' },
        { type: 'paragraph', text: 'This notice confirms that USCIS received your application or petition shown above. It does not grant any immigration status or benefit. Please check that the information is correct and tell us immediately if it is not. We will notify you separately of any other cases you filed.' },
        { type: 'paragraph', text: 'If we need biometrics from you, we will mail you an appointment notice. Keep this notice and quote the receipt number whenever you contact us about this case. You can follow your case online with your receipt number.' },
        { type: 'lines', lines: centerLines(rng), size: 9 },
        { type: 'footer', text: 'Form I-797C 07/11/14' },
      ],
      truth: noticeTruth(p, { account, mailed: !careOf }),
    };
  },
};

/** I-797C biometrics appointment notice: the Application Support Center's address and the appointment slot. */
const biometrics: LayoutFamily = {
  id: 'uscis_notice/i797c-asc-biometrics-appointment',
  kind: 'uscis_notice',
  modelledOn: 'USCIS Form I-797C ASC Appointment Notice (biometrics): case details, the Application Support Center address with date and time, what to bring, code line',
  build: (p, rng) => {
    const notice = recentDate(rng);
    const appt = addDays(notice, int(rng, 14, 30));
    const asc: UsAddress = p.others.officeAddress;
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['biometrics appointment.pdf', 'ASC notice.pdf', 'fingerprint appointment.pdf']),
      styles: ['columns', 'inline'],
      blocks: [
        ...header('I-797C, Notice of Action'),
        { type: 'subtitle', text: 'ASC APPOINTMENT NOTICE', align: 'center' },
        {
          type: 'fields',
          fields: [
            ['Case Type', rng.pick(caseTypes.slice(0, 2)).slice(0, 4)],
            ['Receipt Number', p.receiptNumber],
            ['Notice Date', long(notice)],
            ['Page', '1 of 1'],
            [rng.pick(['Applicant', 'A#']), printedANumber(p, rng)],
            ['Service Center', rng.pick(['NBC', 'MSC', 'IOE'])],
          ],
        },
        { type: 'lines', lines: addressBlock(p, rng, false) },
        { type: 'paragraph', text: 'To process your application, USCIS must capture your biometrics (fingerprints, photograph and signature). Please appear at the Application Support Center below at the date and time shown.' },
        { type: 'lines', lines: ['APPLICATION SUPPORT CENTER', `USCIS ${upper(asc.city)}`, upper(asc.street), upper(cityLine(asc, false))] },
        { type: 'fields', fields: [['Date and Time of Appointment', `${weekday(appt)}, ${long(appt)} ${rng.pick(['08:00 AM', '09:00 AM', '10:00 AM', '01:00 PM', '02:00 PM'])}`]], style: 'stacked' },
        { type: 'paragraph', text: 'Bring this notice and valid photo identification (a passport, national ID, driver\'s license or Employment Authorization Document). If you cannot keep this appointment, reschedule it online before the appointment date.' },
        { type: 'lines', lines: [`Applicant's signature: ______________________   Date: ____________`, 'CODE: 3'], size: 9 },
        { type: 'footer', text: 'Form I-797C 07/11/14   -   Please see the back of this notice for important information.' },
      ],
      truth: noticeTruth(p, { account: false, mailed: true }),
    };
  },
};

/** I-797 approval notice (not "C"): notice type, validity dates and class, returned to the applicant. */
const approval: LayoutFamily = {
  id: 'uscis_notice/i797-approval-notice',
  kind: 'uscis_notice',
  modelledOn: 'USCIS Form I-797 Notice of Action, Approval Notice (EAD or advance parole approval): two-per-row boxed fields, Valid from/to, class, card mailed separately',
  build: (p, rng) => {
    const received = addDays(recentDate(rng), -int(rng, 60, 200));
    const approved = addDays(received, int(rng, 40, 160));
    const ead = rng.chance(0.6);
    const account = rng.chance(0.5);
    const careOf = rng.chance(0.25);
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['I-797 approval.pdf', 'approval notice.pdf', 'EAD approval notice.pdf']),
      styles: ['boxes', 'columns'],
      blocks: [
        { type: 'lines', lines: ['I-797, Notice of Action'], align: 'right', size: 9 },
        { type: 'title', text: 'THE UNITED STATES OF AMERICA', align: 'center' },
        {
          type: 'fields',
          fields: [
            ['Receipt Number', p.receiptNumber],
            ['Case Type', ead ? 'I765 - APPLICATION FOR EMPLOYMENT AUTHORIZATION' : 'I131 - APPLICATION FOR TRAVEL DOCUMENT'],
            ['Received Date', us(received)],
            ['Notice Date', us(approved)],
            ['Applicant', printedANumber(p, rng)],
            ['Page', '1 of 1'],
            ['Notice Type', 'Approval Notice'],
            [ead ? 'Class' : 'Document', ead ? rng.pick(['(c)(9)', '(c)(8)', '(a)(5)']) : 'Advance Parole'],
            ['Valid from', us(approved)],
            ['Valid to', us(addDays(approved, ead ? 365 * 5 : 365))],
            ...(account ? [['USCIS Online Account Number', p.uscisAccount] as [string, string]] : []),
          ],
        },
        { type: 'lines', lines: addressBlock(p, rng, careOf) },
        { type: 'paragraph', text: ead ? 'The above application has been approved. Your employment authorization card will be mailed separately to the address above. Please allow up to 30 days for delivery and tell us if you move.' : 'The above application has been approved. Your travel document will be mailed separately to the address above; it must be presented when you return to the United States.' },
        { type: 'paragraph', text: 'This notice does not itself grant any immigration status. Keep it with your records and quote the receipt number when you contact us.' },
        { type: 'lines', lines: centerLines(rng), size: 9 },
        { type: 'footer', text: 'Form I-797 (Rev. 01/31/05) N' },
      ],
      truth: noticeTruth(p, { account, mailed: !careOf }),
    };
  },
};

/** I-797C interview appointment notice from a local field office, with its address and what to bring. */
const interview: LayoutFamily = {
  id: 'uscis_notice/i797c-interview-field-office',
  kind: 'uscis_notice',
  modelledOn: 'USCIS Form I-797C "Request for Applicant to Appear for Initial Interview" from a field office: appointment at the field office address, checklist of documents to bring',
  build: (p, rng) => {
    const notice = recentDate(rng);
    const appt = addDays(notice, int(rng, 21, 45));
    const office = p.others.officeAddress;
    const account = rng.chance(0.3);
    return {
      kind: 'uscis_notice',
      fileName: rng.pick(['interview notice.pdf', 'I-485 interview letter.pdf']),
      styles: ['stacked', 'columns'],
      blocks: [
        ...header('I-797C, Notice of Action'),
        { type: 'subtitle', text: 'Request for Applicant to Appear for Initial Interview', align: 'center' },
        {
          type: 'fields',
          fields: [
            ['Notice Date', us(notice)],
            ['Case Type', 'I485 - Application to Register Permanent Residence or Adjust Status'],
            ['Receipt Number', p.receiptNumber],
            ['A Number', printedANumber(p, rng)],
            ...(account ? [['USCIS Online Account Number', p.uscisAccount] as [string, string]] : []),
          ],
        },
        { type: 'lines', lines: addressBlock(p, rng, false) },
        { type: 'paragraph', text: 'You are requested to appear for an interview on your application for adjustment of status at the date, time and place shown below. Failure to appear may result in the denial of your application.' },
        { type: 'lines', lines: ['Please come to:', 'U.S. Citizenship and Immigration Services', `${office.city} Field Office`, streetLine(office, 'Suite'), cityLine(office)] },
        { type: 'lines', lines: [`On: ${weekday(appt)}, ${long(appt)}`, `At: ${rng.pick(['07:50 AM', '08:40 AM', '09:20 AM', '10:30 AM', '01:15 PM'])}`] },
        { type: 'paragraph', text: 'Bring with you: this letter; your passport and any travel documents; your Employment Authorization Document; original birth and marriage certificates with certified English translations; and evidence of your current employment. If you do not speak English, bring an interpreter.' },
        { type: 'footer', text: 'Form I-797C 07/11/14' },
      ],
      truth: noticeTruth(p, { account, mailed: true }),
    };
  },
};

export const uscisNotices: LayoutFamily[] = [receipt, biometrics, approval, interview];
