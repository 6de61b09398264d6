import type { LayoutFamily } from '../document-spec.js';
import type { Block } from '../../render.js';
import { fullName } from '../../formats.js';
import {
  cityLine, employmentTruth, letterDate, money, phoneLike, someDate, spanishDate, streetLine, zipPlus4, type LetterDate,
} from './residence-work-common.development.js';

const puestos: Record<string, string> = {
  'Software Engineer': 'Ingeniero de Software',
  'Registered Nurse': 'Enfermera Registrada',
  'Line Cook': 'Cocinero de Línea',
  Accountant: 'Contador',
  'Warehouse Associate': 'Asociado de Almacén',
  'Dental Assistant': 'Asistente Dental',
  Electrician: 'Electricista',
  'Data Analyst': 'Analista de Datos',
};

/**
 * A Spanish-language "Constancia de Empleo" from a US employer with a Hispanic workforce (or a
 * Puerto Rico / Florida HR office): "A QUIEN CORRESPONDA", the employee introduced by "hace
 * constar que", start date as "15 de marzo de 2021", the job title in English with its Spanish
 * rendering, "tiempo completo"/"medio tiempo", and sometimes a short list of the facts.
 */
const constancia: LayoutFamily = {
  id: 'employment_letter/spanish-constancia',
  kind: 'employment_letter',
  modelledOn: 'Spanish-language "Constancia de Empleo / Carta Laboral" written by a US employer\'s HR office',
  build: (p, rng) => {
    const e = p.employer;
    const who = fullName(p.name);
    const ds = rng.pick(['long', 'long', 'numeric'] as const);
    const inicio = spanishDate(e.start, ds);
    const full = e.hours === 'Full-time';
    const jornada = full ? rng.pick(['tiempo completo', 'Tiempo Completo', 'jornada completa (tiempo completo)']) : rng.pick(['medio tiempo', 'tiempo parcial', 'Medio Tiempo']);
    const horas = full ? rng.pick([40, 40, 45]) : rng.pick([20, 25, 30]);
    const trato = p.sex === 'Male' ? rng.pick(['el Sr.', 'el señor', 'el C.']) : rng.pick(['la Sra.', 'la señora', 'la C.']);
    const puesto = `${e.occupation} (${puestos[e.occupation] ?? e.occupation})`;
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const issued = someDate(rng, 2025, 5, 10);
    const list = rng.chance(0.45);
    const body = list
      ? `Por medio de la presente hacemos constar que ${trato} ${who} es empleado(a) activo(a) de ${e.name}, con los siguientes datos laborales:`
      : rng.pick([
          `Por medio de la presente se hace constar que ${trato} ${who} labora en ${e.name} desde el ${inicio}, desempeñando el puesto de ${puesto}, con una jornada de ${jornada} (${horas} horas semanales) y un salario anual de ${money(e.salary)}.`,
          `Certificamos que ${trato} ${who} presta sus servicios en nuestra empresa como ${puesto} a partir del ${inicio}. Su jornada es de ${jornada}, ${horas} horas a la semana, con un sueldo de ${money(e.salary)} al año.`,
          `La empresa ${e.name} hace constar que ${trato} ${who} ingresó a laborar el ${inicio} y a la fecha ocupa el cargo de ${puesto} en ${jornada}.`,
        ]);
    const facts: Block[] = list
      ? [{
          type: 'fields',
          style: rng.pick(['columns', 'leaders'] as const),
          fields: [
            ['Nombre del empleado', who],
            ['Puesto', puesto],
            ['Fecha de ingreso', inicio],
            ['Tipo de jornada', jornada],
            ['Salario anual', money(e.salary)],
          ],
        }]
      : [];
    const domicilio = `${e.address.street}, ${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.3)}`;
    const headerAddress = rng.chance(0.6);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['constancia de empleo.pdf', 'carta laboral.pdf', 'constancia_trabajo.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: e.name },
        ...(headerAddress ? [{ type: 'lines' as const, lines: [e.address.street, cityLine(rng, e.address, 0.3), `Tel. ${phoneLike(rng)}`], size: 9 }] : []),
        { type: 'lines', lines: [`${rng.pick([e.address.city, 'Ciudad'])}, a ${spanishDate(issued, 'long')}`], align: 'right' },
        { type: 'subtitle', text: rng.pick(['CONSTANCIA DE EMPLEO', 'CONSTANCIA LABORAL', 'A QUIEN CORRESPONDA:']) },
        { type: 'paragraph', text: body },
        ...facts,
        { type: 'paragraph', text: 'Se extiende la presente a solicitud del interesado para los fines legales que le convengan, incluidos trámites migratorios.' },
        { type: 'lines', lines: ['Atentamente,', '', hr, rng.pick(['Gerente de Recursos Humanos', 'Jefa de Personal', 'Coordinador de Nómina']), e.name] },
        { type: 'footer', text: headerAddress ? `${e.name} - Recursos Humanos` : `Domicilio de la empresa: ${domicilio}` },
      ],
      truth: employmentTruth(p, true),
    };
  },
};

/**
 * A state benefits agency's "Employment Verification" form completed by the employer (SNAP /
 * Medicaid style): numbered items, label-over-value boxes, the employee's address in section A,
 * the employer's in section B, check boxes written "[X] Full-time  [ ] Part-time", average
 * hours per week, the first day of work, and the completing representative's name and phone.
 */
const agencyForm: LayoutFamily = {
  id: 'employment_letter/agency-verification-form',
  kind: 'employment_letter',
  modelledOn: 'state health & human services "Employment Verification" form (employer completes; boxes and check boxes)',
  build: (p, rng) => {
    const e = p.employer;
    const ds = rng.pick<LetterDate>(['us', 'short-us']);
    const full = e.hours === 'Full-time';
    const box = (on: boolean) => (on ? '[X]' : '[ ]');
    const checks = `${box(full)} Full-time   ${box(!full)} Part-time   [ ] Seasonal   [ ] Temporary`;
    const home = rng.chance(0.5);
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const a = p.address;
    const agency = rng.pick(['Department of Health and Human Services', 'Department of Social Services', 'Health and Human Services Commission']);
    const employeeCells = [
      { label: '1. EMPLOYEE NAME (Last, First, Middle)', value: `${p.name.family}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ')}`, span: 2 },
      { label: '2. CASE NUMBER', value: String(Math.floor(rng.between(1e7, 9e7))) },
      ...(home
        ? [
            { label: '3. EMPLOYEE ADDRESS (Street, Apt.)', value: streetLine(rng, a), span: 2 },
            { label: 'CITY, STATE, ZIP', value: `${a.city}, ${a.state} ${zipPlus4(rng, a.zip, 0.3)}` },
          ]
        : []),
    ];
    const employerCells = [
      { label: '4. EMPLOYER / COMPANY NAME', value: e.name, span: 2 },
      { label: '5. EMPLOYER PHONE', value: phoneLike(rng) },
      { label: '6. EMPLOYER ADDRESS', value: e.address.street, span: 2 },
      { label: 'CITY, STATE, ZIP CODE', value: `${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.4)}` },
    ];
    const jobFields: Array<[string, string]> = [
      ['7. Job title', e.occupation],
      ['8. First day of work', letterDate(e.start, ds)],
      ['9. Employment type', checks],
      ['10. Average hours worked per week', String(full ? rng.pick([40, 38, 45]) : rng.pick([16, 20, 24, 30]))],
      ['11. Rate of pay', `${money(Math.round(e.salary / 2080))} per hour`],
      ['12. Is the employee still working for you?', '[X] Yes   [ ] No'],
    ];
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['employment verification form.pdf', 'H1028 completed.pdf', 'employer verification.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: [`State ${agency}`], size: 9 },
        { type: 'title', text: rng.pick(['EMPLOYMENT VERIFICATION', 'Verification of Employment']) },
        { type: 'paragraph', text: 'The person named below has applied for benefits. Please complete this form and return it to the office listed below. Section A identifies the employee; Section B must be completed by the employer.' },
        { type: 'subtitle', text: 'SECTION A - EMPLOYEE INFORMATION' },
        { type: 'grid', columns: 3, cells: employeeCells },
        { type: 'subtitle', text: 'SECTION B - TO BE COMPLETED BY THE EMPLOYER' },
        { type: 'grid', columns: 3, cells: employerCells },
        { type: 'fields', style: rng.pick(['columns', 'inline'] as const), fields: jobFields },
        { type: 'fields', style: 'inline', fields: [['Completed by', hr], ['Title', rng.pick(['Payroll Specialist', 'HR Manager', 'Office Manager'])], ['Phone', phoneLike(rng)], ['Date', letterDate(someDate(rng, 2025, 6, 10), ds)]] },
        { type: 'footer', text: `Return to: ${agency}, ${p.others.officeAddress.street}, ${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}` },
      ],
      truth: employmentTruth(p, true, home),
    };
  },
};

/**
 * A short letter on a two-column letterhead (company name left, address right) whose facts are
 * in a small ruled table (a header row, then the employee's row) or a bulleted list, with the
 * requesting bank's or landlord's name as addressee.
 */
const tableLetter: LayoutFamily = {
  id: 'employment_letter/facts-table-letter',
  kind: 'employment_letter',
  modelledOn: 'small-business "proof of employment" letter with the facts in a table or bullet list (two-column letterhead)',
  build: (p, rng) => {
    const e = p.employer;
    const ds = rng.pick<LetterDate>(['long', 'abbr', 'us', 'day-long']);
    const who = fullName(p.name);
    const full = e.hours === 'Full-time';
    const hours = full ? rng.pick(['Full Time', 'Full-time (40 hrs/wk)', 'FT']) : rng.pick(['Part Time', 'Part-time (24 hrs/wk)', 'PT']);
    const hoursText = hours === 'FT' || hours === 'PT' ? (full ? 'Full-time' : 'Part-time') : hours;
    const suite = rng.chance(0.4) ? `, Suite ${Math.floor(rng.between(100, 900))}` : '';
    const right = [`${e.address.street}${suite}`, `${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.3)}`, phoneLike(rng)];
    const header: Block = { type: 'lines', lines: [`${e.name.padEnd(44)}      ${right[0]}`, `${''.padEnd(50)}      ${right[1]}`, `${''.padEnd(50)}      ${right[2]}`] };
    const tabular = rng.chance(0.6);
    const startLabel = rng.pick(['Start Date', 'Date Hired', 'Employed Since', 'Hire Date']);
    const titleLabel = rng.pick(['Position', 'Job Title', 'Title', 'Role']);
    const statusLabel = rng.pick(['Status', 'Employment Type', 'Schedule']);
    const facts: Block = tabular
      ? { type: 'table', header: ['Employee', titleLabel, startLabel, statusLabel], rows: [[who, e.occupation, letterDate(e.start, ds), hoursText]], widths: [0.36, 0.24, 0.22, 0.18] }
      : { type: 'lines', lines: [`- Employee: ${who}`, `- ${titleLabel}: ${e.occupation}`, `- ${startLabel}: ${letterDate(e.start, ds)}`, `- ${statusLabel}: ${hoursText}`, `- Salary: ${money(e.salary)} per year`] };
    const bank = rng.pick(['First Community Bank', 'Riverside Apartments Leasing Office', 'To the U.S. Citizenship and Immigration Services']);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['proof of employment.pdf', 'employment letter signed.pdf']),
      styles: ['inline'],
      blocks: [
        header,
        { type: 'lines', lines: [letterDate(someDate(rng, 2025, 6, 10), ds), '', bank] },
        { type: 'subtitle', text: rng.pick(['Re: Proof of Employment', 'Subject: Employment Confirmation', 'Dear Sir or Madam,']) },
        { type: 'paragraph', text: `${rng.pick(['At the request of our employee', 'As requested', 'On behalf of'])} ${rng.pick(['', 'the company, '])}we confirm the following details of employment with ${e.name}:` },
        facts,
        { type: 'paragraph', text: `The employee remains on our payroll as of the date of this letter. Questions may be directed to the undersigned at ${phoneLike(rng)}.` },
        { type: 'lines', lines: ['Regards,', '', `${p.others.hrContact.given} ${p.others.hrContact.family}`, rng.pick(['Owner', 'Operations Manager', 'Office Administrator'])] },
      ],
      truth: employmentTruth(p, true),
    };
  },
};

export const employmentLetterDevelopment2: LayoutFamily[] = [constancia, agencyForm, tableLetter];
