import { fullName, upper } from '../../../formats.js';
import type { LayoutFamily } from '../../document-spec.js';
import {
  addDays, cityLine, int, long, money, oneLine, residenceTruth, spanish, streetLine, stranger, us, usShort, year,
} from './residence-work-helpers.js';

// Leases and rental agreements: the tenant's home is the premises; the landlord's or manager's
// address for notices, and sometimes the tenant's address before moving in, are printed too.

const numberWords = ['twelve (12)', 'six (6)', 'eighteen (18)', 'twenty-four (24)'];
const termMonths = [12, 6, 18, 24];

/** A standard residential lease with numbered, capitalised clauses. */
const numberedLease: LayoutFamily = {
  id: 'lease_or_utility_bill/residential-lease-numbered-clauses',
  kind: 'lease_or_utility_bill',
  modelledOn: 'a generic state residential lease agreement form with numbered clauses (PARTIES, PROPERTY, TERM, RENT, ... NOTICES) and a signature block',
  build: (p, rng) => {
    const a = p.address;
    const landlord = p.others.landlord;
    const office = p.others.officeAddress;
    const k = int(rng, 0, 3);
    const start = p.leaseStart;
    const end = addDays(new Date(Date.UTC(year(start), start.getUTCMonth() + (termMonths[k] as number), start.getUTCDate())), -1);
    const fmt = rng.pick([long, us]);
    const rent = int(rng, 9, 32) * 100;
    const contact = { phone: rng.chance(0.6), email: rng.chance(0.5) };
    const managed = rng.chance(0.4) ? `${landlord.family} Property Management LLC` : undefined;
    const premises = `${streetLine(a, rng.pick(['Apt.', 'Unit', 'Apartment']))}, ${cityLine(a)}`;
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['Residential Lease Agreement.pdf', 'lease signed.pdf', 'apartment lease.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: rng.pick(['RESIDENTIAL LEASE AGREEMENT', 'RESIDENTIAL LEASE']), align: 'center' },
        { type: 'paragraph', text: `1. PARTIES. This Residential Lease Agreement ("Lease") is made on ${fmt(addDays(start, -int(rng, 5, 30)))} between ${fullName(landlord)}${managed ? `, by ${managed} as agent` : ''} ("Landlord") and ${fullName(p.name)} ("Tenant").` },
        { type: 'paragraph', text: `2. PROPERTY. Landlord leases to Tenant, and Tenant leases from Landlord, the residential premises located at ${premises} (the "Premises"), together with the appliances listed in the move-in checklist.` },
        { type: 'paragraph', text: `3. TERM. The term of this Lease is ${numberWords[k]} months, beginning on ${fmt(start)} and ending on ${fmt(end)}. Unless either party gives thirty (30) days' written notice, the tenancy continues from month to month.` },
        { type: 'paragraph', text: `4. RENT. Tenant shall pay ${money(rent)} per month, due on the first (1st) day of each month. Rent paid after the fifth (5th) day incurs a late charge of ${money(rent * 0.05)}.` },
        { type: 'paragraph', text: `5. SECURITY DEPOSIT. On signing, Tenant deposits ${money(rent)} with Landlord as security for the performance of this Lease, returnable as provided by law.` },
        { type: 'paragraph', text: `6. UTILITIES. Tenant is responsible for ${rng.pick(['electricity, gas and internet', 'electricity and internet', 'all utilities except water and trash'])}.` },
        { type: 'paragraph', text: '7. USE AND OCCUPANCY. The Premises shall be used as a private residence only, by Tenant and the persons listed in the rental application.' },
        { type: 'paragraph', text: `8. NOTICES. Notices to Landlord shall be delivered to ${managed ?? fullName(landlord)}, ${oneLine(office, 'Suite')}. Notices to Tenant shall be delivered to the Premises.${contact.phone ? ` Tenant's telephone: ${p.phone}.` : ''}${contact.email ? ` Tenant's e-mail: ${p.email}.` : ''}` },
        { type: 'lines', lines: ['LANDLORD: ______________________________   Date: __________', `                ${fullName(landlord)}`, '', 'TENANT:   ______________________________   Date: __________', `                ${fullName(p.name)}`] },
        { type: 'footer', text: `Residential Lease - Page 1 of 1 - Tenant initials ____  Landlord initials ____` },
      ],
      truth: residenceTruth(p, contact),
    };
  },
};

/** A one-page month-to-month agreement filled in on a printed form (owner/agent, resident, premises). */
const monthToMonth: LayoutFamily = {
  id: 'lease_or_utility_bill/month-to-month-rental-agreement',
  kind: 'lease_or_utility_bill',
  modelledOn: 'an apartment association month-to-month rental agreement form with filled-in blanks (Owner/Agent, Resident, Premises, Commencing) and the manager\'s office',
  build: (p, rng) => {
    const a = p.address;
    const manager = stranger(rng);
    const office = p.others.officeAddress;
    const prior = rng.chance(0.4) ? p.previousAddress : undefined;
    const contact = { phone: rng.chance(0.7), email: rng.chance(0.4) };
    const rent = int(rng, 8, 28) * 100 + rng.pick([0, 25, 50, 75]);
    const fmt = rng.pick([us, usShort, long]);
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['rental agreement.pdf', 'month to month agreement.pdf']),
      styles: ['leaders', 'columns', 'boxes'],
      blocks: [
        { type: 'title', text: 'MONTH-TO-MONTH RENTAL AGREEMENT' },
        { type: 'lines', lines: ['(Apartment, Duplex or Single Family Dwelling)'], size: 8 },
        {
          type: 'fields',
          fields: [
            ['Owner/Agent', `${fullName(p.others.landlord)} / ${fullName(manager)}, Manager`],
            ['Resident(s)', fullName(p.name)],
            ['Premises (street)', a.street],
            ['Unit No.', a.unit || 'N/A'],
            ['City, State, ZIP', cityLine(a)],
            ['Commencing on', fmt(p.leaseStart)],
            ['Monthly rent', money(rent, true)],
            ...(contact.phone ? [['Resident phone', p.phone] as [string, string]] : []),
            ...(contact.email ? [['Resident e-mail', p.email] as [string, string]] : []),
            ...(prior ? [['Resident address prior to move-in', oneLine(prior, 'Apt')] as [string, string]] : []),
          ],
        },
        { type: 'paragraph', text: `1. This agreement begins on the date above and continues from month to month until terminated by either party on at least thirty (30) days' written notice. Rent is payable in advance on the 1st of each month at the manager's office, ${oneLine(office, 'Ste')}, or at such other place as Owner designates.` },
        { type: 'paragraph', text: '2. Resident shall not sublet or assign the premises. Guests staying more than fourteen (14) days in any six-month period require Owner\'s written consent.' },
        { type: 'paragraph', text: `3. Owner or Agent may enter the premises on twenty-four (24) hours' notice. Manager: ${fullName(manager)}, telephone ${int(rng, 201, 989)}-${int(rng, 200, 999)}-${int(rng, 1000, 9999)}.` },
        { type: 'lines', lines: [`Resident: ______________________  Owner/Agent: ______________________  Dated: ${fmt(addDays(p.leaseStart, -int(rng, 2, 14)))}`], size: 9 },
      ],
      truth: residenceTruth(p, contact),
    };
  },
};

/** A Spanish-language lease (contrato de arrendamiento) with ordinal clauses, used by Spanish-speaking landlords. */
const contrato: LayoutFamily = {
  id: 'lease_or_utility_bill/contrato-arrendamiento-es',
  kind: 'lease_or_utility_bill',
  modelledOn: 'a Spanish-language residential lease ("Contrato de Arrendamiento de Vivienda") with PRIMERA/SEGUNDA... clauses, arrendador and arrendatario',
  build: (p, rng) => {
    const a = p.address;
    const landlord = p.others.landlord;
    const office = p.others.officeAddress;
    const contact = { phone: rng.chance(0.6), email: false };
    const rent = int(rng, 8, 25) * 100;
    const months = rng.pick([6, 12]);
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['contrato de arrendamiento.pdf', 'contrato renta.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: 'CONTRATO DE ARRENDAMIENTO DE VIVIENDA', align: 'center' },
        { type: 'paragraph', text: `En la ciudad de ${a.city}, ${a.state}, comparecen por una parte ${upper(fullName(landlord))}, a quien en lo sucesivo se le denominará "EL ARRENDADOR", y por la otra ${upper(fullName(p.name))}, a quien se le denominará "EL ARRENDATARIO", quienes convienen en las siguientes:` },
        { type: 'subtitle', text: 'CLÁUSULAS', align: 'center' },
        { type: 'paragraph', text: `PRIMERA. INMUEBLE. El Arrendador da en arrendamiento al Arrendatario la vivienda ubicada en ${streetLine(a, rng.pick(['Apto.', 'Apt.', 'Unidad']))}, ${cityLine(a)}, Estados Unidos, para uso exclusivo de casa habitación.` },
        { type: 'paragraph', text: `SEGUNDA. PLAZO. El plazo de este contrato es de ${months === 6 ? 'seis (6)' : 'doce (12)'} meses, a partir del ${spanish(p.leaseStart)}.` },
        { type: 'paragraph', text: `TERCERA. RENTA. El Arrendatario pagará una renta mensual de ${money(rent)} (dólares estadounidenses), dentro de los primeros cinco días de cada mes.` },
        { type: 'paragraph', text: `CUARTA. DEPÓSITO. El Arrendatario entrega la cantidad de ${money(rent)} como depósito en garantía, que le será devuelto al término del contrato.` },
        { type: 'paragraph', text: `QUINTA. SERVICIOS. Los servicios de luz, gas e internet corren por cuenta del Arrendatario; el agua y la basura, por cuenta del Arrendador.` },
        { type: 'paragraph', text: `SEXTA. NOTIFICACIONES. El Arrendador señala como domicilio para recibir notificaciones el ubicado en ${oneLine(office, 'Suite')}. El Arrendatario las recibirá en la vivienda arrendada${contact.phone ? ` y en el teléfono ${p.phone}` : ''}.` },
        { type: 'paragraph', text: `Leído que fue el presente contrato, las partes lo firman de conformidad el ${spanish(addDays(p.leaseStart, -int(rng, 3, 20)))}.` },
        { type: 'lines', lines: ['_________________________          _________________________', `EL ARRENDADOR                              EL ARRENDATARIO`] },
      ],
      truth: residenceTruth(p, contact),
    };
  },
};

export const leases: LayoutFamily[] = [numberedLease, monthToMonth, contrato];
