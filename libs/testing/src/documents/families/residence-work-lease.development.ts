import type { LayoutFamily } from '../document-spec.js';
import type { Block } from '../../render.js';
import { fullName } from '../../formats.js';
import {
  addDays, addMonths, cityLine, letterDate, money, phoneLike, residenceTruth, someDate, streetLine, unitWord, uspsLines, type LetterDate,
} from './residence-work-common.development.js';

/**
 * A residential lease written as numbered clauses: the parties in a sentence ("This Lease is
 * made between ... ('Landlord') and ... ('Tenant')"), the premises in a sentence, the term's
 * start, rent, a notices clause with the landlord's (or manager's) address, sometimes the
 * tenant's address before moving in, and a signature block with the tenant's contact details.
 */
const clauseLease: LayoutFamily = {
  id: 'lease_or_utility_bill/numbered-clause-lease',
  kind: 'lease_or_utility_bill',
  modelledOn: 'state-bar / stationery-store residential lease: numbered clauses in prose, signature block at the end',
  build: (p, rng) => {
    const a = p.address;
    const ds = rng.pick<LetterDate>(['long', 'long', 'us', 'day-long']);
    const landlordPerson = `${p.others.landlord.given} ${p.others.landlord.family}`;
    const manager = rng.chance(0.5) ? `${p.others.landlord.family} Property Management, LLC` : undefined;
    const landlord = manager ?? landlordPerson;
    const tenant = fullName(p.name);
    const office = p.others.officeAddress;
    const signed = addDays(p.leaseStart, -Math.floor(rng.between(3, 25)));
    const end = addDays(addMonths(p.leaseStart, 12), -1);
    const premises = a.unit && rng.chance(0.3)
      ? `known as ${rng.pick(['Apartment No.', 'Unit', 'Apt.'])} ${a.unit} of the building at ${a.street}, ${cityLine(rng, a, 0)}`
      : `located at ${streetLine(rng, a)}, ${cityLine(rng, a, 0)}`;
    const phone = rng.chance(0.6);
    const email = phone ? rng.chance(0.7) : rng.chance(0.3);
    const prior = rng.chance(0.35);
    const prev = p.previousAddress;
    const rent = Math.floor(rng.between(9, 30)) * 100;
    const n = (i: number) => rng.pick([`${i}.`, `${i}.`, `Section ${i}.`]);
    const clauses = [
      `${n(1)} PARTIES. This Residential Lease Agreement ("Lease") is made on ${letterDate(signed, ds)} between ${landlord} ("Landlord") and ${tenant} ("Tenant").`,
      `${n(2)} PREMISES. Landlord leases to Tenant, and Tenant leases from Landlord, the residential premises ${premises} (the "Premises"), together with the appliances listed in the attached inventory.`,
      `${n(3)} TERM. The term of this Lease ${rng.pick(['begins on', 'shall commence on', 'starts on'])} ${letterDate(p.leaseStart, ds)} and ends on ${letterDate(end, ds)}, unless renewed or terminated as provided in this Lease.`,
      `${n(4)} RENT. Tenant shall pay Landlord monthly rent of ${money(rent)}, due on the first day of each month. A late fee of $50 applies after the fifth day.`,
      `${n(5)} SECURITY DEPOSIT. On signing, Tenant shall deposit ${money(rent)} with Landlord as security for the performance of this Lease.`,
      `${n(6)} NOTICES. All notices to Landlord shall be sent to ${landlord}, ${office.street}${office.unit ? `, Suite ${office.unit}` : ''}, ${office.city}, ${office.state} ${office.zip}. Notices to Tenant shall be delivered to the Premises.`,
      ...(prior ? [`${n(7)} TENANT INFORMATION. Tenant's address before the start of the term: ${prev.street}${prev.unit ? ` ${unitWord(rng, prev.unit)}` : ''}, ${prev.city}, ${prev.state} ${prev.zip}.`] : []),
    ];
    const signature: Block[] = [
      { type: 'lines', lines: [`LANDLORD: ${landlord}`, `By: ${landlordPerson}${manager ? ', Managing Agent' : ''}`, `Date: ${letterDate(signed, ds)}`] },
      { type: 'lines', lines: [`TENANT: ${tenant}`, ...(phone ? [`${rng.pick(['Phone', 'Tel.', 'Telephone'])}: ${p.phone}`] : []), ...(email ? [`${rng.pick(['Email', 'E-mail'])}: ${p.email}`] : []), `Date: ${letterDate(signed, ds)}`] },
    ];
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['Lease Agreement signed.pdf', 'apartment lease.pdf', 'lease_2025.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: rng.pick(['RESIDENTIAL LEASE AGREEMENT', 'Residential Lease', 'APARTMENT LEASE AGREEMENT']), align: 'center' },
        ...clauses.map((text) => ({ type: 'paragraph' as const, text })),
        { type: 'paragraph', text: 'IN WITNESS WHEREOF, the parties have signed this Lease on the dates written below.' },
        ...signature,
        { type: 'footer', text: `Lease - ${a.street} - Page 1 of 1 - Tenant initials ____` },
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

/**
 * A monthly electric/gas/water statement: the utility's name and customer service number, an
 * account summary (account number, statement date, billing period, due date), the bill-to
 * block in USPS window-envelope style, the service address with the date service started,
 * a usage table, and the remittance stub with the utility's payment address.
 */
const utilityStatement: LayoutFamily = {
  id: 'lease_or_utility_bill/utility-statement',
  kind: 'lease_or_utility_bill',
  modelledOn: 'US electric/gas/water utility monthly statement with bill-to window block and remittance stub',
  build: (p, rng) => {
    const a = p.address;
    const utility = rng.pick(['Lakeshore Electric Company', 'Tri-County Gas & Electric', 'Metro Water Utility District', 'Summit Power & Light']);
    const office = p.others.officeAddress;
    const statement = someDate(rng, 2025, 9, 10);
    const from = addDays(statement, -Math.floor(rng.between(32, 36)));
    const to = addDays(statement, -Math.floor(rng.between(2, 5)));
    const ds = rng.pick<LetterDate>(['us', 'us', 'abbr', 'short-us']);
    const account = `${Math.floor(rng.between(1000, 9999))}-${Math.floor(rng.between(100000, 999999))}-${Math.floor(rng.between(1, 9))}`;
    const due = money(Math.round(rng.between(40, 300)));
    const serviceSince = rng.pick(['Service Start Date', 'Customer Since', 'Service Begin Date', 'Account Opened', 'Move-in Date']);
    const summaryStyle = rng.pick(['columns', 'two-column', 'boxes'] as const);
    const billTo = uspsLines(rng, a);
    const sameLineService = rng.chance(0.5);
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['utility bill.pdf', 'electric_statement.pdf', 'water bill Oct 2025.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'title', text: utility },
        { type: 'lines', lines: [`Customer Service ${phoneLike(rng)}  |  Outages 1-800-${Math.floor(rng.between(200, 999))}-${Math.floor(rng.between(1000, 9999))}`], size: 8.5 },
        {
          type: 'fields',
          style: summaryStyle,
          fields: [
            ['Account Number', account],
            ['Statement Date', letterDate(statement, ds)],
            ['Billing Period', `${letterDate(from, ds)} - ${letterDate(to, ds)}`],
            ['Amount Due', due],
            ['Due Date', letterDate(addDays(statement, 21), ds)],
          ],
        },
        { type: 'lines', lines: [fullName(p.name).toUpperCase(), ...billTo] },
        {
          type: 'fields',
          fields: [
            ...(sameLineService
              ? ([['Service Address', `${streetLine(rng, a)}, ${cityLine(rng, a, 0)}`]] as Array<[string, string]>)
              : ([['Service Address', streetLine(rng, a)], [' ', cityLine(rng, a, 0)]] as Array<[string, string]>)),
            [serviceSince, letterDate(p.leaseStart, ds)],
            ['Rate Schedule', rng.pick(['Residential R-1', 'RS - Residential Service', 'Res. Standard'])],
          ],
        },
        {
          type: 'table',
          header: ['Meter', 'Read Dates', 'Previous', 'Current', 'Usage'],
          rows: [[String(Math.floor(rng.between(1e7, 9e7))), `${letterDate(from, 'short-us')} - ${letterDate(to, 'short-us')}`, String(Math.floor(rng.between(10000, 20000))), String(Math.floor(rng.between(20000, 30000))), `${Math.floor(rng.between(200, 1200))} kWh`]],
          widths: [0.18, 0.32, 0.16, 0.16, 0.18],
        },
        { type: 'paragraph', text: `Please detach and return this portion with your payment. Make checks payable to ${utility}. Include your account number on your check.` },
        { type: 'lines', lines: ['Remit to:', `${utility}`, `P.O. Box ${Math.floor(rng.between(1000, 99999))}`, cityLine(rng, office, 0.5)] },
        { type: 'footer', text: `${utility}  -  ${office.street}, ${office.city}, ${office.state} ${office.zip}  -  Account ${account}` },
      ],
      truth: residenceTruth(p, { phone: false, email: false }),
    };
  },
};

export const residenceDevelopment: LayoutFamily[] = [clauseLease, utilityStatement];
