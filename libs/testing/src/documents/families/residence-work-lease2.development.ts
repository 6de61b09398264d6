import type { LayoutFamily } from '../document-spec.js';
import type { Block } from '../../render.js';
import { fullName } from '../../formats.js';
import type { UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import {
  addMonths, letterDate, money, phoneLike, phoneStyle, residenceTruth, someDate, spanishDate, zipPlus4, type LetterDate,
} from './residence-work-common.development.js';

/** "Unit B", "#12", "Apt 4" after the street, as property managers and carriers print units. */
const withUnit = (rng: Rng, a: UsAddress): string => (a.unit ? `${a.street} ${rng.pick([`#${a.unit}`, `Unit ${a.unit}`, `Apt ${a.unit}`, `No. ${a.unit}`])}` : a.street);

/**
 * A property manager's "Lease Summary" / move-in summary printed from the leasing software:
 * a two-column header (management company left, leasing office right), label-over-value boxes
 * for the resident(s), unit, address, lease dates, rent, the resident's cell phone and e-mail,
 * an emergency contact (someone else's phone) and the office's phone.
 */
const leaseSummary: LayoutFamily = {
  id: 'lease_or_utility_bill/lease-summary-grid',
  kind: 'lease_or_utility_bill',
  modelledOn: 'property-management software "Lease Summary / Move-In Summary" page (boxed label-over-value grid)',
  build: (p, rng) => {
    const a = p.address;
    const office = p.others.officeAddress;
    const mgmt = `${p.others.landlord.family} ${rng.pick(['Residential', 'Property Group', 'Apartment Homes', 'Realty Management'])}`;
    const ds = rng.pick<LetterDate>(['us', 'short-us', 'abbr']);
    const end = addMonths(p.leaseStart, rng.pick([6, 12, 12, 13]));
    const phone = rng.chance(0.75);
    const email = rng.chance(0.7);
    const rent = Math.floor(rng.between(9, 30)) * 100;
    const header: Block = {
      type: 'lines',
      lines: [`${mgmt.padEnd(46)}      Leasing Office`, `${'Lease Summary'.padEnd(50)}      ${office.street}`, `${''.padEnd(54)}      ${office.city}, ${office.state} ${office.zip}`, `${''.padEnd(54)}      Office ${phoneLike(rng)}`],
      size: 9,
    };
    const phoneLabel = rng.pick(['RESIDENT CELL PHONE', 'PRIMARY PHONE', 'RESIDENT PHONE', 'MOBILE']);
    const emailLabel = rng.pick(['RESIDENT EMAIL', 'E-MAIL ADDRESS', 'EMAIL']);
    const unitCell = a.unit ? [{ label: 'UNIT', value: a.unit }] : [];
    const addressCell = rng.chance(0.5)
      ? [{ label: 'UNIT ADDRESS', value: `${withUnit(rng, a)}, ${a.city}, ${a.state} ${zipPlus4(rng, a.zip)}`, span: 3 }]
      : [{ label: 'STREET ADDRESS', value: withUnit(rng, a), span: 2 }, { label: 'CITY / STATE / ZIP', value: `${a.city}, ${a.state} ${zipPlus4(rng, a.zip)}`, span: 2 }];
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['lease summary.pdf', 'move-in summary.pdf', 'Lease_Summary_Report.pdf']),
      styles: ['columns'],
      blocks: [
        header,
        { type: 'title', text: rng.pick(['RESIDENT LEASE SUMMARY', 'Move-In Summary']) },
        {
          type: 'grid',
          columns: 4,
          cells: [
            { label: 'RESIDENT(S)', value: fullName(p.name), span: 3 },
            ...unitCell,
            ...addressCell,
            { label: 'MOVE-IN DATE', value: letterDate(p.leaseStart, ds) },
            { label: 'LEASE FROM', value: letterDate(p.leaseStart, ds) },
            { label: 'LEASE TO', value: letterDate(end, ds) },
            { label: 'MONTHLY RENT', value: money(rent) },
            ...(phone ? [{ label: phoneLabel, value: phoneStyle(rng, p.phone), span: 2 }] : []),
            ...(email ? [{ label: emailLabel, value: p.email, span: 2 }] : []),
          ],
        },
        { type: 'subtitle', text: 'Emergency Contact' },
        { type: 'fields', style: 'inline', fields: [['Name', `${p.others.hrContact.given} ${p.others.hrContact.family}`], ['Relationship', rng.pick(['Friend', 'Coworker', 'Cousin'])], ['Phone', phoneLike(rng)]] },
        { type: 'table', header: ['Charge', 'Amount'], rows: [['Rent', money(rent)], ['Pet rent', '$35'], ['Trash / valet', '$25']], widths: [0.7, 0.3] },
        { type: 'paragraph', text: `Rent is due on the 1st of each month. Pay online at the resident portal or deliver payment to the leasing office. Agent: ${p.others.landlord.given} ${p.others.landlord.family}, Community Manager.` },
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

/**
 * A Spanish-language "Contrato de Arrendamiento" for a US dwelling (as Spanish-speaking
 * landlords draft them): ordinal clauses (PRIMERA.- ... SEGUNDA.- ...), the parties and the
 * landlord's domicile in the preamble, the "inmueble ubicado en" sentence, the term "a partir
 * del 1 de marzo de 2024", and the tenant's phone and e-mail in the notices clause.
 */
const contrato: LayoutFamily = {
  id: 'lease_or_utility_bill/contrato-arrendamiento',
  kind: 'lease_or_utility_bill',
  modelledOn: 'Spanish-language residential lease ("Contrato de Arrendamiento de Vivienda") with ordinal clauses',
  build: (p, rng) => {
    const a = p.address;
    const office = p.others.officeAddress;
    const ds = rng.pick(['long', 'long', 'numeric'] as const);
    const arrendador = `${p.others.landlord.given} ${p.others.landlord.family}`;
    const tenant = fullName(p.name);
    const unidad = a.unit ? ` ${rng.pick(['Depto.', 'Unidad', 'Apt.', 'Apartamento'])} ${a.unit}` : '';
    const phone = rng.chance(0.7);
    const email = rng.chance(0.6);
    const rent = Math.floor(rng.between(9, 30)) * 100;
    const contact = [
      ...(phone ? [`teléfono ${phoneStyle(rng, p.phone)}`] : []),
      ...(email ? [`correo electrónico ${p.email}`] : []),
    ];
    const clauses = [
      `Contrato de arrendamiento que celebran por una parte ${arrendador}, a quien en lo sucesivo se le denominará "EL ARRENDADOR", con domicilio en ${office.street}, ${office.city}, ${office.state} ${office.zip}, y por la otra ${tenant}, a quien se le denominará "EL ARRENDATARIO", al tenor de las siguientes cláusulas:`,
      `PRIMERA.- OBJETO. EL ARRENDADOR da en arrendamiento a EL ARRENDATARIO el inmueble ubicado en ${a.street}${unidad}, ${a.city}, ${a.state} ${a.zip}, para uso exclusivo de casa habitación.`,
      `SEGUNDA.- PLAZO. El plazo del arrendamiento será de doce meses, a partir del ${spanishDate(p.leaseStart, ds)}, y podrá renovarse por acuerdo de las partes.`,
      `TERCERA.- RENTA. EL ARRENDATARIO pagará una renta mensual de ${money(rent)} dentro de los primeros cinco días de cada mes.`,
      `CUARTA.- DEPÓSITO. EL ARRENDATARIO entrega la cantidad de ${money(rent)} como depósito en garantía.`,
      ...(contact.length ? [`QUINTA.- NOTIFICACIONES. Las notificaciones a EL ARRENDATARIO se harán en el inmueble arrendado o por ${contact.join(' o ')}.`] : []),
    ];
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['contrato de arrendamiento.pdf', 'contrato renta.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: rng.pick(['CONTRATO DE ARRENDAMIENTO', 'CONTRATO DE ARRENDAMIENTO DE VIVIENDA']), align: 'center' },
        ...clauses.map((text) => ({ type: 'paragraph' as const, text })),
        { type: 'paragraph', text: `Leído que fue el presente contrato, las partes lo firman el ${spanishDate(someDate(rng, p.leaseStart.getUTCFullYear(), 0, 0), 'long')}.` },
        { type: 'lines', lines: [`EL ARRENDADOR: ${arrendador}`, `EL ARRENDATARIO: ${tenant}`] },
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

/**
 * An internet / cable / mobile provider's bill: the account summary in a ruled table (a header
 * row, then the values: account number, service address, service since), the account holder's
 * contact on file (phone on account, paperless e-mail), and the provider's payment address.
 */
const telecomBill: LayoutFamily = {
  id: 'lease_or_utility_bill/internet-provider-bill',
  kind: 'lease_or_utility_bill',
  modelledOn: 'internet / cable provider monthly bill (account table, contact on file, remittance address)',
  build: (p, rng) => {
    const a = p.address;
    const office = p.others.officeAddress;
    const provider = rng.pick(['Skyline Fiber', 'Coastal Cable & Internet', 'NetWave Communications', 'Horizon Broadband']);
    const ds = rng.pick<LetterDate>(['us', 'abbr', 'long']);
    const account = String(Math.floor(rng.between(1e9, 9e9)));
    const billed = someDate(rng, 2025, 8, 10);
    const phone = rng.chance(0.6);
    const email = rng.chance(0.6);
    const service = `${withUnit(rng, a)}, ${a.city}, ${a.state} ${zipPlus4(rng, a.zip, 0.4)}`;
    const summary: Block = rng.chance(0.5)
      ? { type: 'table', header: ['Account Holder', 'Account Number', 'Service Since'], rows: [[fullName(p.name), account, letterDate(p.leaseStart, ds)]], widths: [0.4, 0.3, 0.3] }
      : { type: 'fields', style: 'two-column', fields: [['Account holder', fullName(p.name)], ['Account #', account], ['Bill date', letterDate(billed, ds)], ['Customer since', letterDate(p.leaseStart, ds)]] };
    const contact: Array<[string, string]> = [
      ...(phone ? [[rng.pick(['Phone on account', 'Contact phone', 'Mobile number on file']), phoneStyle(rng, p.phone)] as [string, string]] : []),
      ...(email ? [[rng.pick(['Paperless billing e-mail', 'Email on file', 'Contact email']), p.email] as [string, string]] : []),
    ];
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['internet bill.pdf', 'cable statement.pdf', 'Skyline bill.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'title', text: provider },
        { type: 'lines', lines: [`Statement date ${letterDate(billed, ds)}   Customer care 1-888-${Math.floor(rng.between(200, 999))}-${Math.floor(rng.between(1000, 9999))}`], size: 9 },
        summary,
        { type: 'table', header: ['Service Address'], rows: [[service]] },
        ...(contact.length ? [{ type: 'fields' as const, style: 'columns' as const, fields: contact }] : []),
        { type: 'table', header: ['Description', 'Amount'], rows: [['Internet 500 Mbps', '$65.00'], ['Equipment rental', '$15.00'], ['Taxes and fees', '$4.12'], ['Total due', '$84.12']], widths: [0.7, 0.3] },
        { type: 'lines', lines: ['Send payments to:', provider, `P.O. Box ${Math.floor(rng.between(1000, 99999))}`, `${office.city}, ${office.state} ${office.zip}-${Math.floor(rng.between(1000, 9999))}`] },
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

export const residenceDevelopment2: LayoutFamily[] = [leaseSummary, contrato, telecomBill];
