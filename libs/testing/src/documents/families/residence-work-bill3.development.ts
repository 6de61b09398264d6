import type { LayoutFamily } from '../document-spec.js';
import { fullName, upper } from '../../formats.js';
import { addDays, cityLine, letterDate, money, residenceTruth, someDate, streetLine, uspsLines, type LetterDate } from './residence-work-common.development.js';

/**
 * A municipal water, sewer and refuse bill: the utility's own street address in the header,
 * an account summary with "Service Address" and "Service Start Date", a meter-reading table
 * with reading dates, a note that the final bill for the customer's previous service address
 * was paid, and a detachable remittance stub with a "Remit to" address and the customer's
 * window-envelope block.
 */
const municipalBill: LayoutFamily = {
  id: 'lease_or_utility_bill/municipal-water-remittance',
  kind: 'lease_or_utility_bill',
  modelledOn: 'city water / sewer / refuse utility bill with meter readings and a detachable remittance stub',
  build: (p, rng) => {
    const o = p.others.officeAddress;
    const prev = p.previousAddress;
    const ds = rng.pick<LetterDate>(['us', 'short-us', 'abbr']);
    const d = (x: Date) => letterDate(x, ds);
    const utility = `${o.city} ${rng.pick(['Water & Sewer Utilities', 'Public Utilities Department', 'Municipal Water Authority'])}`;
    const billDate = someDate(rng, 2025, 3, 9);
    const due = addDays(billDate, 21);
    const readFrom = addDays(billDate, -35);
    const readTo = addDays(billDate, -5);
    const account = `${Math.floor(rng.between(100000, 999999))}-${Math.floor(rng.between(10, 99))}`;
    const amount = money(Math.round(rng.between(45, 180)));
    const remit = `${Math.floor(rng.between(100, 9999))} ${rng.pick(['Commerce', 'Industrial', 'Municipal', 'Treasury'])} ${rng.pick(['Way', 'Blvd', 'Pkwy', 'Drive'])}`;
    const before = Math.floor(rng.between(1000, 5000));
    const used = Math.floor(rng.between(3, 12));
    const home = `${streetLine(rng, p.address)}, ${cityLine(rng, p.address, 0)}`;
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['water bill.pdf', 'utility bill.pdf', 'city utilities statement.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: [utility, o.street, `${o.city}, ${o.state} ${o.zip}`, `Customer Service ${rng.pick(['(800) 555-0142', '(888) 555-0199'])}`], size: 10 },
        { type: 'title', text: rng.pick(['Water, Sewer & Refuse Statement', 'UTILITY BILLING STATEMENT']) },
        {
          type: 'fields',
          style: rng.pick(['columns', 'leaders'] as const),
          fields: [
            ['Account Number', account],
            ['Customer Name', rng.chance(0.5) ? upper(fullName(p.name)) : fullName(p.name)],
            ['Service Address', home],
            [rng.pick(['Service Start Date', 'Customer Since']), d(p.leaseStart)],
            ['Bill Date', d(billDate)],
            ['Due Date', d(due)],
          ],
        },
        {
          type: 'table',
          header: ['Meter', 'Read Date (Previous)', 'Read Date (Current)', 'Previous', 'Current', 'Usage (kgal)'],
          rows: [[String(Math.floor(rng.between(10000000, 99999999))), d(readFrom), d(readTo), String(before), String(before + used), String(used)]],
        },
        { type: 'paragraph', text: `The final bill for your previous service address, ${prev.street}, ${prev.city}, ${prev.state} ${prev.zip}, was issued on ${d(prev.to)} and has been paid in full. Thank you.` },
        { type: 'lines', lines: ['- - - - - - - - Please detach and return this portion with your payment - - - - - - - -'], size: 8 },
        { type: 'fields', style: 'columns', fields: [['Account Number', account], ['Amount Due', amount], ['Pay By', d(due)]] },
        { type: 'lines', lines: ['Remit to:', utility, remit, `${o.city}, ${o.state} ${o.zip}`] },
        { type: 'lines', lines: [upper(fullName(p.name)), ...uspsLines(rng, p.address)] },
      ],
      truth: residenceTruth(p, { phone: false, email: false }),
    };
  },
};

export const residenceDevelopment3: LayoutFamily[] = [municipalBill];
