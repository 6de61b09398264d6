import { fullName, upper } from '../../../formats.js';
import type { LayoutFamily } from '../../document-spec.js';
import {
  abbr, addDays, cityLine, digits, int, long, money, monthYear, otherAddress, poBox, recentDate, residenceTruth, streetLine, us, usShort,
} from './residence-work-helpers.js';

// Utility statements: the service address is the applicant's home; the company's remittance box,
// customer-service office or city hall is printed too and is nobody's home.

/** An investor-owned electric utility's monthly statement with a tear-off remittance stub. */
const electric: LayoutFamily = {
  id: 'lease_or_utility_bill/electric-statement-remittance-stub',
  kind: 'lease_or_utility_bill',
  modelledOn: 'an electric utility monthly statement: account summary boxes, meter reading table, "Customer since", and a tear-off payment stub with the company P.O. Box',
  build: (p, rng) => {
    const a = p.address;
    const company = rng.pick(['Southern Plains Electric', 'Pacific Coast Power & Light', 'Great Lakes Energy', 'Keystone Electric Company', 'Desert Sun Power']);
    const remit = poBox(rng);
    const account = `${digits(rng, 4)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    const statement = recentDate(rng);
    const from = addDays(statement, -int(rng, 33, 38));
    const to = addDays(from, 30);
    const kwh = int(rng, 280, 1400);
    const read = int(rng, 10000, 40000);
    const due = (kwh * 0.14 + 12.5).toFixed(2);
    const street = upper(streetLine(a, rng.pick(['APT', 'UNIT', '#'])));
    const since = rng.chance(0.5) ? ['Customer since', us(p.leaseStart)] : ['Service start date', long(p.leaseStart)];
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['electric bill.pdf', 'power bill.pdf', 'utility bill.pdf']),
      styles: ['columns', 'inline'],
      blocks: [
        { type: 'title', text: company },
        { type: 'lines', lines: [`Customer Service 1-800-${int(rng, 200, 999)}-${digits(rng, 4)}   Outages 1-800-${int(rng, 200, 999)}-${digits(rng, 4)}`], size: 8.5 },
        {
          type: 'grid',
          columns: 4,
          cells: [
            { label: 'Account Number', value: account },
            { label: 'Statement Date', value: us(statement) },
            { label: 'Amount Due', value: `$${due}` },
            { label: 'Due Date', value: us(addDays(statement, 21)) },
            { label: 'Service Address', value: street, span: 3 },
            { label: since[0] as string, value: since[1] as string },
          ],
        },
        { type: 'lines', lines: [upper(fullName(p.name)), street, upper(cityLine(a, false))] },
        { type: 'subtitle', text: `Billing period: ${us(from)} to ${us(to)}  (30 days)` },
        {
          type: 'table',
          header: ['Meter', 'Previous Read', 'Current Read', 'kWh Used', 'Rate'],
          rows: [[digits(rng, 8), String(read), String(read + kwh), String(kwh), rng.pick(['RS-1 Residential', 'R Residential'])]],
        },
        { type: 'table', header: ['Charges', 'Amount'], rows: [['Basic service charge', '$12.50'], [`Energy charge ${kwh} kWh`, `$${(kwh * 0.14).toFixed(2)}`], ['Total amount due', `$${due}`]], widths: [0.7, 0.3] },
        { type: 'paragraph', text: '- - - - - - - - - - Please detach and return this portion with your payment - - - - - - - - - -' },
        { type: 'fields', fields: [['Account Number', account], ['Amount Due', `$${due}`], ['Make check payable to', company]], style: 'inline' },
        { type: 'lines', lines: [upper(company), upper(remit.street), upper(cityLine(remit, false))], align: 'right' },
      ],
      truth: residenceTruth(p, {}),
    };
  },
};

/** A cable/internet provider's bill: the name and address top left, services and charges, paperless e-mail. */
const internet: LayoutFamily = {
  id: 'lease_or_utility_bill/internet-cable-bill',
  kind: 'lease_or_utility_bill',
  modelledOn: 'a cable/internet provider monthly bill ("Your bill for ..."): account number, service address, services-from period, "customer since" month and year, paperless billing e-mail',
  build: (p, rng) => {
    const a = p.address;
    const brand = rng.pick(['Spectrum Wave Internet', 'NorthStar Cable', 'Fiberlink Communications', 'Metronet Home']);
    const billDate = recentDate(rng);
    const from = addDays(billDate, int(rng, 3, 9));
    const to = addDays(from, 30);
    const email = rng.chance(0.5);
    const phone = rng.chance(0.3);
    const office = otherAddress(rng);
    const speed = rng.pick(['300 Mbps', '500 Mbps', '1 Gig']);
    const price = rng.pick([49.99, 59.99, 69.99, 79.99]);
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['internet bill.pdf', 'cable statement.pdf', 'bill.pdf']),
      styles: ['two-column', 'inline'],
      blocks: [
        { type: 'lines', lines: [brand, `Your bill for ${abbr(from)} - ${abbr(to)}`], size: 12 },
        { type: 'lines', lines: [fullName(p.name), streetLine(a, rng.pick(['Apt', '#', 'Unit'])), cityLine(a)] },
        {
          type: 'fields',
          fields: [
            ['Account number', `${digits(rng, 4)} ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 7)}`],
            ['Bill date', abbr(billDate)],
            ['Customer since', monthYear(p.leaseStart)],
            ['Service address', `${streetLine(a, 'Apt')}, ${a.city}`],
            ['Total due', money(price + 15 + 7.84, true)],
            ['Auto Pay', rng.pick(['On', 'Off'])],
            ...(email ? [['Paperless billing sent to', p.email] as [string, string]] : []),
            ...(phone ? [['Phone on account', p.phone] as [string, string]] : []),
          ],
        },
        {
          type: 'table',
          header: ['Services from ' + usShort(from) + ' to ' + usShort(to), 'Amount'],
          rows: [[`Internet ${speed}`, money(price, true)], ['WiFi gateway rental', '$15.00'], ['Taxes, fees and other charges', '$7.84']],
          widths: [0.75, 0.25],
        },
        { type: 'paragraph', text: `Questions? Visit our store at ${office.street}, ${cityLine(office)}, or call 1-855-${int(rng, 200, 999)}-${digits(rng, 4)}. Payments: ${brand}, ${poBox(rng).street}, ${cityLine(otherAddress(rng))}.` },
      ],
      truth: residenceTruth(p, { email, phone }),
    };
  },
};

/** A municipal water/sewer/trash bill: a city department, service location, move-in date, city hall. */
const water: LayoutFamily = {
  id: 'lease_or_utility_bill/city-water-sewer-bill',
  kind: 'lease_or_utility_bill',
  modelledOn: 'a city utility billing division water/sewer/solid-waste bill: service location, move-in date, consumption in gallons, and City Hall as the remittance address',
  build: (p, rng) => {
    const a = p.address;
    const hall = { street: `${int(rng, 100, 600)} ${rng.pick(['N Main St', 'E Broadway', 'W 2nd St', 'Civic Center Dr'])}`, city: a.city, state: a.state, zip: a.zip };
    const billed = recentDate(rng);
    const gallons = int(rng, 2, 12) * 1000;
    const account = `${digits(rng, 6)}-${digits(rng, 5)}`;
    const fmt = rng.pick([us, usShort]);
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['water bill.pdf', 'city utilities.pdf']),
      styles: ['boxes', 'columns'],
      blocks: [
        { type: 'title', text: `CITY OF ${upper(a.city)}`, align: 'center' },
        { type: 'subtitle', text: 'UTILITY BILLING DIVISION - WATER / SEWER / SOLID WASTE', align: 'center' },
        { type: 'lines', lines: [`${hall.street}, ${a.city}, ${a.state} ${hall.zip}   Office hours M-F 8:00-5:00`], align: 'center', size: 8.5 },
        {
          type: 'fields',
          fields: [
            ['Account No.', account],
            ['Customer Name', upper(`${p.name.family}, ${p.name.given}`)],
            ['Service Location', upper(streetLine(a, rng.pick(['APT', 'UNIT', '#'])))],
            ['Move-in Date', fmt(p.leaseStart)],
            ['Billing Date', fmt(billed)],
            ['Due Date', fmt(addDays(billed, 20))],
          ],
        },
        { type: 'table', header: ['Service', 'Prev. Read', 'Curr. Read', 'Usage (gal)', 'Charge'], rows: [['Water', String(int(rng, 100, 900) * 1000), '', String(gallons), money(gallons * 0.0062, true)], ['Sewer', '', '', String(gallons), money(gallons * 0.0048, true)], ['Solid Waste', '', '', '', '$21.40']] },
        { type: 'lines', lines: ['Mail to:', upper(fullName(p.name)), upper(streetLine(a, 'APT')), upper(cityLine(a, false))] },
        { type: 'paragraph', text: `Make checks payable to City of ${a.city}. Pay in person or by mail at City Hall, ${hall.street}. Unpaid balances after the due date are subject to a 10% penalty and service disconnection.` },
        { type: 'footer', text: `City of ${a.city} Utility Billing - Return bottom portion with payment - Account ${account}` },
      ],
      truth: residenceTruth(p, {}),
    };
  },
};

export const bills: LayoutFamily[] = [electric, internet, water];
