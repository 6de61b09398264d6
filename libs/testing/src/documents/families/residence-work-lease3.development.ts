import type { Block } from '../../render.js';
import type { LayoutFamily } from '../document-spec.js';
import type { UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { fullName } from '../../formats.js';
import { stateName } from './civil-common.development.js';
import { addDays, letterDate, money, phoneLike, phoneStyle, residenceTruth, spanishDate, type LetterDate } from './residence-work-common.development.js';

const ordinales = ['PRIMERA', 'SEGUNDA', 'TERCERA', 'CUARTA', 'QUINTA', 'SEXTA', 'SÉPTIMA', 'OCTAVA', 'NOVENA', 'DÉCIMA', 'DÉCIMA PRIMERA', 'DÉCIMA SEGUNDA', 'DÉCIMA TERCERA', 'DÉCIMA CUARTA'];

const unidades = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const decenas = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const centenas = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
const below100 = (n: number): string => (n < 30 ? unidades[n] ?? '' : `${decenas[Math.floor(n / 10)]}${n % 10 ? ` y ${unidades[n % 10]}` : ''}`);
const below1000 = (n: number): string => (n === 100 ? 'cien' : [centenas[Math.floor(n / 100)], below100(n % 100)].filter(Boolean).join(' '));
/** Whole dollars in words, as Spanish contracts repeat amounts: 1250 → "mil doscientos cincuenta". */
const enLetras = (n: number): string => {
  const miles = Math.floor(n / 1000);
  const resto = n % 1000;
  return [miles === 0 ? '' : miles === 1 ? 'mil' : `${below1000(miles)} mil`, below1000(resto)].filter(Boolean).join(' ');
};
/** "$1,250.00 (MIL DOSCIENTOS CINCUENTA DÓLARES 00/100 USD)" or "$1,250.00 (mil doscientos cincuenta dólares)". */
const importe = (rng: Rng, n: number): string => {
  const words = `${enLetras(n)} dólares`;
  return `${money(n)}.00 (${rng.chance(0.5) ? `${words.toUpperCase()} 00/100 USD` : words})`;
};

/**
 * A US landlord's Spanish-language month-to-month residential lease, as small landlords in Texas,
 * California, Florida or Illinois hand Spanish-speaking tenants (stationery-store and online
 * "Contrato de Arrendamiento Residencial (Mes a Mes)" templates): a preamble naming the parties
 * with the landlord's own mailing address (not the rented home), ordinal clauses ("PRIMERA.
 * OBJETO: El Arrendador da en arrendamiento al Arrendatario el inmueble ubicado en ...", "SEGUNDA.
 * PLAZO: ... de mes a mes a partir del 1 de marzo de 2023"), the rent and deposit in figures and
 * words, the occupants (the tenant's family by name), utilities, notices, governing law, signature
 * lines with dates and the tenant's phone or e-mail, and sometimes an English summary page.
 */
const mesAMes: LayoutFamily = {
  id: 'lease_or_utility_bill/us-lease-es-mes-a-mes',
  kind: 'lease_or_utility_bill',
  modelledOn: 'Spanish-language US month-to-month residential lease template ("Contrato de Arrendamiento Residencial (Mes a Mes)") with ordinal clauses, signature block and optional English summary',
  build: (p, rng) => {
    const a = p.address;
    const office = p.others.officeAddress;
    const landlord = fullName(p.others.landlord);
    const tenant = fullName(p.name);
    const caps = rng.chance(0.5);
    const who = (t: string) => (caps ? t.toUpperCase() : t);
    const arrendador = caps ? 'EL ARRENDADOR' : 'el Arrendador';
    const arrendatario = caps ? 'EL ARRENDATARIO' : 'el Arrendatario';
    const Arrendador = caps ? 'EL ARRENDADOR' : 'El Arrendador';
    const Arrendatario = caps ? 'EL ARRENDATARIO' : 'El Arrendatario';
    // "al Arrendador", "del Arrendador"; in capitals the contraction is left open ("a EL ARRENDADOR"), as many templates do.
    const al = (x: string) => (caps ? `a ${x}` : `al ${x.replace(/^el /, '')}`);
    const del = (x: string) => (caps ? `de ${x}` : `del ${x.replace(/^el /, '')}`);

    // The landlord's mailing address: their own home or a P.O. Box, never the rented home.
    const poBox = rng.chance(0.35);
    const landlordMail: UsAddress = poBox
      ? { street: `P.O. Box ${Math.floor(rng.between(100, 9999))}`, unit: '', city: office.city, state: office.state, zip: office.zip }
      : office;
    const mailLine = (m: UsAddress) => `${m.street}${m.unit ? `, ${rng.pick(['Apt.', 'Unit', '#'])} ${m.unit}` : ''}, ${m.city}, ${m.state} ${m.zip}`;
    const landlordAddress = mailLine(landlordMail);
    const landlordPhone = phoneLike(rng);

    const unitWord = rng.pick(['Apt.', 'Apartamento', 'Unidad', 'Depto.', '#']);
    const unit = a.unit ? (unitWord === '#' ? ` #${a.unit}` : `, ${unitWord} ${a.unit}`) : '';
    const premises = `${a.street}${unit}, ${a.city}, ${a.state} ${a.zip}`;

    const signed = addDays(p.leaseStart, -Math.floor(rng.between(2, 21)));
    const rent = Math.floor(rng.between(32, 128)) * 25;
    const deposit = rng.pick([rent, rent, Math.round(rent / 2 / 25) * 25, 500]);
    const lateDay = rng.pick([3, 5]);
    const late = rng.pick([50, 75, 100]);
    const startDay = p.leaseStart.getUTCDate();
    const monthEnd = new Date(Date.UTC(p.leaseStart.getUTCFullYear(), p.leaseStart.getUTCMonth() + 1, 0));
    const prorate = startDay !== 1 && rng.chance(0.6);
    const prorated = Math.round((rent * (monthEnd.getUTCDate() - startDay + 1)) / monthEnd.getUTCDate());

    const phone = rng.chance(0.65);
    const email = rng.chance(0.5);
    const contactInNotices = rng.chance(0.5);

    const spouseWord = p.sex === 'Male' ? 'esposa' : 'esposo';
    const occupants = rng.pick([0, 1, 1, 2]);
    const others = [
      ...(occupants >= 1 ? [`${fullName(p.spouse)} (${spouseWord})`] : []),
      ...(occupants >= 2 ? [`${p.child.name.given} ${p.child.name.family} (hijo/a)`] : []),
    ];
    const numbering = rng.pick(['ordinal', 'ordinal', 'dash', 'number'] as const);
    const head = (i: number, name: string) =>
      numbering === 'ordinal' ? `${ordinales[i]}. ${name}:` : numbering === 'dash' ? `${ordinales[i]}.- ${name}.` : `${i + 1}. ${name}.`;

    const clauseTexts: Array<[string, string]> = [
      ['OBJETO', `${Arrendador} da en arrendamiento ${al(arrendatario)} el inmueble ubicado en ${premises} (en adelante "el Inmueble"), para uso exclusivo como vivienda.`],
      ['PLAZO', `El presente contrato es de mes a mes y comienza a partir del ${spanishDate(p.leaseStart, 'long')}. Continuará de mes a mes hasta que cualquiera de las partes lo dé por terminado mediante aviso por escrito con ${rng.pick(['treinta (30)', 'sesenta (60)'])} días de anticipación, conforme a las leyes del Estado de ${stateName(a.state)}.`],
      ['RENTA', `${Arrendatario} pagará una renta mensual de ${importe(rng, rent)}, por adelantado, el día primero (1) de cada mes, mediante ${rng.pick(['cheque, giro postal (money order) o Zelle', 'cheque o giro postal', 'depósito bancario o Zelle'])}, enviado ${al(arrendador)} a la dirección postal indicada en este contrato. Si la renta no se recibe a más tardar el día ${lateDay} del mes, se cobrará un cargo por pago atrasado de ${money(late)}.00.${prorate ? ` La renta del primer mes se prorrateará en ${money(prorated)}.00 por el periodo del ${spanishDate(p.leaseStart, 'long')} al ${spanishDate(monthEnd, 'long')}.` : ''}`],
      ['DEPÓSITO DE SEGURIDAD', `A la firma de este contrato ${arrendatario} entrega la cantidad de ${importe(rng, deposit)} como depósito de seguridad, que será devuelto dentro del plazo que fija la ley estatal después de la entrega del Inmueble, menos los cargos por daños más allá del desgaste normal.`],
      ['OCUPANTES', others.length ? `El Inmueble será ocupado únicamente por ${arrendatario}, ${who(tenant)}, y por las siguientes personas: ${others.join(', ')}. Ninguna otra persona podrá residir en el Inmueble por más de catorce (14) días sin el consentimiento por escrito ${del(arrendador)}.` : `El Inmueble será ocupado únicamente por ${arrendatario}, ${who(tenant)}. Ninguna otra persona podrá residir en el Inmueble por más de catorce (14) días sin el consentimiento por escrito ${del(arrendador)}.`],
      ['SERVICIOS', rng.chance(0.3) ? `${Arrendatario} pagará todos los servicios públicos.` : `${Arrendatario} pagará ${rng.pick(['la electricidad, el gas, el internet y el cable', 'la electricidad y el gas'])}; ${arrendador} pagará el agua, el drenaje y la basura.`],
      ['MASCOTAS', rng.pick([`No se permiten mascotas en el Inmueble sin la autorización previa y por escrito ${del(arrendador)}.`, `Se permite una mascota con un depósito adicional de ${money(rng.pick([200, 250, 300]))}.00.`])],
      ['MANTENIMIENTO Y REPARACIONES', `${Arrendatario} mantendrá el Inmueble limpio y en buen estado y avisará de inmediato ${al(arrendador)} de cualquier daño o reparación necesaria. ${Arrendador} podrá entrar al Inmueble con aviso previo de veinticuatro (24) horas, salvo en caso de emergencia.`],
      ['AVISOS', `Los avisos ${al(arrendador)} se enviarán a: ${who(landlord)}, ${landlordAddress}, teléfono ${landlordPhone}. Los avisos ${al(arrendatario)} se entregarán en el Inmueble${contactInNotices && (phone || email) ? `${phone ? `, al teléfono ${phoneStyle(rng, p.phone)}` : ''}${email ? `${phone ? ' o' : ','} al correo electrónico ${p.email}` : ''}` : ''}.`],
      ['LEY APLICABLE', `Este contrato se rige por las leyes del Estado de ${stateName(a.state)}. Si alguna cláusula fuera declarada inválida, las demás seguirán en vigor.`],
      ...(rng.chance(0.4) ? ([['PINTURA CON PLOMO', `Si el Inmueble fue construido antes de 1978, ${arrendatario} declara haber recibido el folleto "Proteja a su familia del plomo en su casa" y la divulgación correspondiente.`]] as Array<[string, string]>) : []),
      ['ACUERDO COMPLETO', 'Este documento contiene el acuerdo completo entre las partes y solo podrá modificarse por escrito firmado por ambas partes.'],
    ];
    const clauses: Block[] = clauseTexts.map(([name, text], i) => ({ type: 'paragraph', text: `${head(i, name)} ${text}` }));

    const preamble: Block[] = rng.chance(0.5)
      ? [{ type: 'paragraph', text: `Este Contrato de Arrendamiento Residencial se celebra el ${spanishDate(signed, 'long')} entre ${who(landlord)}, con dirección postal en ${landlordAddress}, en adelante "${arrendador}", y ${who(tenant)}, en adelante "${arrendatario}", quienes acuerdan lo siguiente:` }]
      : [
          { type: 'subtitle', text: 'LAS PARTES' },
          { type: 'fields', style: 'columns', fields: [['Arrendador (Propietario):', who(landlord)], ['Dirección postal:', landlordAddress], ['Teléfono:', landlordPhone], ['Arrendatario (Inquilino):', who(tenant)]] },
          { type: 'paragraph', text: `Fecha del contrato: ${spanishDate(signed, 'long')}. Las partes acuerdan las siguientes cláusulas:` },
        ];

    const tenantContact = contactInNotices ? [] : [...(phone ? [`Teléfono: ${phoneStyle(rng, p.phone)}`] : []), ...(email ? [`Correo electrónico: ${p.email}`] : [])];
    const landlordSigned = rng.chance(0.7) ? signed : addDays(signed, Math.floor(rng.between(1, 4)));
    const signatures: Block[] = [
      { type: 'paragraph', text: `EN FE DE LO CUAL, las partes firman el presente contrato en ${a.city}, ${stateName(a.state)}, en la fecha indicada junto a su firma.` },
      { type: 'lines', lines: [Arrendador, 'Firma: ________________________________', `Nombre: ${who(landlord)}`, `Fecha: ${spanishDate(landlordSigned, 'long')}`] },
      { type: 'lines', lines: [Arrendatario, 'Firma: ________________________________', `Nombre: ${who(tenant)}`, ...tenantContact, `Fecha: ${spanishDate(signed, 'long')}`] },
    ];

    // Some landlords staple an English summary for their own records or a property manager.
    const ds = rng.pick<LetterDate>(['long', 'us']);
    const englishUnit = a.unit ? `, ${rng.pick(['Apt', 'Unit', 'Apt.'])} ${a.unit}` : '';
    const summary: Block[] = rng.chance(0.5)
      ? [
          { type: 'spacer', height: 800 },
          { type: 'title', text: 'ENGLISH SUMMARY OF RENTAL AGREEMENT' },
          { type: 'lines', lines: ['(For reference only. In case of conflict, the Spanish text governs.)'], size: 9 },
          {
            type: 'fields',
            style: 'columns',
            fields: [
              ['Landlord', landlord],
              ['Landlord mailing address', landlordAddress],
              ['Tenant', tenant],
              ['Premises', `${a.street}${englishUnit}, ${a.city}, ${a.state} ${a.zip}`],
              ['Term', `Month-to-month, beginning ${letterDate(p.leaseStart, ds)}`],
              ['Monthly rent', `${money(rent)} due on the 1st`],
              ['Security deposit', money(deposit)],
              ['Other occupants', others.length ? others.map((o) => o.replace(/ \(.*\)$/, '')).join('; ') : 'None'],
            ],
          },
        ]
      : [];

    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['contrato mes a mes.pdf', 'Contrato de Arrendamiento firmado.pdf', 'lease spanish.pdf', 'contrato_renta.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: rng.pick(['CONTRATO DE ARRENDAMIENTO RESIDENCIAL (MES A MES)', 'CONTRATO DE ARRENDAMIENTO RESIDENCIAL DE MES A MES']), align: 'center' },
        ...(rng.chance(0.4) ? [{ type: 'subtitle' as const, text: '(Month-to-Month Residential Rental Agreement)', align: 'center' as const }] : []),
        { type: 'footer', text: `Contrato de arrendamiento mes a mes - ${a.street} - Iniciales: Arrendador ____ Arrendatario ____` },
        ...preamble,
        ...clauses,
        ...signatures,
        ...summary,
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

export const leaseDevelopment3: LayoutFamily[] = [mesAMes];
