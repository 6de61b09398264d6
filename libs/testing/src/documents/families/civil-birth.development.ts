import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, commaName, dayFirst, digits, esDate, givenNames, near, ownBirthTruth, parentsOf, stateName } from './civil-common.development.js';

/**
 * A US state certificate of live birth (the 2003 US Standard Certificate's numbered items, as a
 * certified copy): always a child born in the US, so it is the applicant's child's record.
 */
const usStandard = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const state = stateName(p.address.state);
  const usDate = (d: Date) => (rng.chance(0.7) ? printDate(d, 'us') : printDate(d, 'month-name'));
  const numbered = rng.chance(0.7);
  const n = (no: string, label: string) => (numbered ? `${no}. ${label}` : label);
  const registrar = fullName(p.others.registrar);
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(state)}`, rng.pick(['DEPARTMENT OF HEALTH', 'DEPARTMENT OF PUBLIC HEALTH', 'DEPARTMENT OF STATE HEALTH SERVICES'])], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICATE OF LIVE BIRTH', 'CERTIFICATION OF BIRTH', 'CERTIFIED COPY OF BIRTH RECORD']), align: 'center' },
    { type: 'lines', lines: [`STATE FILE NUMBER ${digits(rng, 3)}-${new Date(p.child.dob).getUTCFullYear()}-${digits(rng, 6)}`], align: 'right', size: 8 },
    { type: 'subtitle', text: 'CHILD' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: n('1', "CHILD'S NAME (First, Middle, Last, Suffix)"), value: upper(fullName(p.child.name)), span: 2 },
        { label: n('2', 'TIME OF BIRTH (24 hr)'), value: `${pad2(rng.between(0, 23))}${pad2(rng.between(0, 59))}` },
        { label: n('3', 'SEX'), value: rng.pick(['M', 'F']) },
        { label: n('4', 'DATE OF BIRTH (Mo/Day/Yr)'), value: usDate(p.child.dob) },
        { label: n('5', 'FACILITY NAME'), value: rng.pick(['St. Mary Medical Center', 'County General Hospital', 'Mercy Regional Hospital']) },
        { label: n('6', 'CITY, TOWN, OR LOCATION OF BIRTH'), value: upper(p.address.city) },
        { label: n('7', 'COUNTY OF BIRTH'), value: upper(`${rng.pick(['Orange', 'Franklin', 'Jefferson', 'Washington', 'Madison'])}`) },
        { label: n('7a', 'STATE'), value: p.address.state },
      ],
    },
    { type: 'subtitle', text: 'MOTHER / PARENT' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: n('8a', "MOTHER'S CURRENT LEGAL NAME (First, Middle, Last)"), value: upper(fullName(mother.name)), span: 2 },
        { label: n('8b', 'DATE OF BIRTH (Mo/Day/Yr)'), value: usDate(mother.dob) },
        { label: n('8c', "MOTHER'S NAME PRIOR TO FIRST MARRIAGE"), value: upper(fullName(mother.name)), span: 2 },
        { label: n('8d', 'BIRTHPLACE (State, Territory, or Foreign Country)'), value: upper(mother.country) },
        { label: n('8e', 'RESIDENCE OF MOTHER - CITY, STATE'), value: upper(`${p.address.city}, ${p.address.state}`), span: 3 },
      ],
    },
    { type: 'subtitle', text: 'FATHER / PARENT' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: n('9a', "FATHER'S CURRENT LEGAL NAME (First, Middle, Last)"), value: upper(fullName(father.name)), span: 2 },
        { label: n('9b', 'DATE OF BIRTH (Mo/Day/Yr)'), value: usDate(father.dob) },
        { label: n('9c', 'BIRTHPLACE (State, Territory, or Foreign Country)'), value: upper(father.country), span: 3 },
      ],
    },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: n('10', "CERTIFIER'S NAME AND TITLE"), value: `${fullName(p.others.translator)}, M.D.` },
        { label: n('11', 'DATE FILED BY REGISTRAR'), value: usDate(near(p.child.dob, rng, 3, 20)) },
      ],
    },
    { type: 'paragraph', text: `This is a true and exact reproduction of the document officially registered and placed on file in the Office of Vital Records, State of ${state}.` },
    { type: 'stamp', lines: ['OFFICE OF VITAL RECORDS', `${upper(registrar)}`, 'STATE REGISTRAR', `ISSUED ${printDate(near(p.child.dob, rng, 400, 3000), 'us')}`] },
    { type: 'footer', text: 'VS-111 (Rev. 2019)  Any alteration or erasure voids this certificate.' },
  ];
  return { kind: 'birth_certificate', fileName: rng.pick(['birth certificate child.pdf', 'child_birth_cert.pdf', 'certificate of live birth.pdf']), styles: ['boxes'], blocks, truth: childTruth(p, 'United States') };
};
const pad2 = (x: number) => String(Math.floor(x)).padStart(2, '0');

/**
 * A Latin-American civil registry birth record in Spanish (Guatemalan RENAP certificate /
 * Colombian "Registro Civil de Nacimiento"): registrant's surnames and names, date written
 * "15 de marzo de 1990", and a block for each parent with nationality and date of birth.
 */
const registroCivil = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities) } : { name: p.name, dob: p.dob, city: p.birthCity };
  const { father, mother } = parentsOf(p, child, rng);
  const spanishDate = (d: Date) => (rng.chance(0.75) ? esDate(d) : dayFirst(d, rng.pick(['/', '.'] as const)));
  const grid = rng.chance(0.5);
  const surnames = who.name.family.split(' ');
  const registrant: Block = grid
    ? {
        type: 'grid',
        columns: 3,
        cells: [
          { label: 'Primer apellido', value: upper(surnames[0] ?? '') },
          { label: 'Segundo apellido', value: upper(surnames.slice(1).join(' ')) || '-' },
          { label: 'Nombre(s)', value: upper(givenNames(who.name)) },
          { label: 'Fecha de nacimiento', value: spanishDate(who.dob) },
          { label: 'Sexo', value: (child ? rng.chance(0.5) : p.sex === 'Male') ? 'MASCULINO' : 'FEMENINO' },
          { label: 'Lugar de nacimiento', value: `${who.city}, ${p.country.name}` },
        ],
      }
    : {
        type: 'fields',
        fields: [
          [rng.pick(['Nombre del inscrito', 'Nombre del registrado', 'Inscrito']), fullName(who.name)],
          ['Apellidos', upper(who.name.family)],
          ['Nombres', upper(givenNames(who.name))],
          ['Fecha de nacimiento', spanishDate(who.dob)],
          ['Sexo', (child ? rng.chance(0.5) : p.sex === 'Male') ? 'Masculino' : 'Femenino'],
          [rng.pick(['Lugar de nacimiento', 'Municipio de nacimiento']), `${who.city}, ${p.country.name}`],
        ],
      };
  const parent = (title: string, x: ReturnType<typeof parentsOf>['father']): Block[] => [
    { type: 'subtitle', text: title },
    {
      type: 'fields',
      fields: [
        ['Nombre', fullName(x.name)],
        ['Fecha de nacimiento', spanishDate(x.dob)],
        [rng.pick(['Lugar de nacimiento', 'Nacido en']), `${x.city}, ${x.country}`],
        ['Documento de identificacion', `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 4)}`],
      ],
      style: grid ? 'two-column' : undefined,
    },
  ];
  const registrar = fullName(p.others.registrar);
  const blocks: Block[] = [
    { type: 'lines', lines: [rng.pick([`REPUBLICA DE ${upper(p.country.name)}`, `REGISTRADURIA NACIONAL DEL ESTADO CIVIL - ${upper(p.country.name)}`]), rng.pick(['REGISTRO NACIONAL DE LAS PERSONAS', 'REGISTRO CIVIL'])], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICADO DE NACIMIENTO', 'REGISTRO CIVIL DE NACIMIENTO', 'ACTA DE NACIMIENTO']), align: 'center' },
    { type: 'fields', fields: [['Indicativo serial', digits(rng, 8)], ['Partida', `${digits(rng, 3)} Folio ${digits(rng, 3)} Libro ${digits(rng, 2)}`]], style: 'inline' },
    { type: 'subtitle', text: 'Datos del inscrito' },
    registrant,
    ...(rng.chance(0.5) ? [...parent('Datos del padre', father), ...parent('Datos de la madre', mother)] : [...parent('Datos de la madre', mother), ...parent('Datos del padre', father)]),
    { type: 'paragraph', text: `El infrascrito Registrador Civil ${registrar} certifica que la presente es copia fiel de la inscripcion que obra en el libro de nacimientos de este registro, extendida el ${esDate(near(who.dob, rng, 300, 5000))}.` },
    { type: 'stamp', lines: ['REGISTRO CIVIL', upper(registrar), 'REGISTRADOR'] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', 'certificado_nacimiento.pdf', 'registro civil nacimiento.pdf']),
    styles: ['columns', 'inline', 'stacked'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { parentBirth: true, parentCountry: true }),
  };
};

/**
 * A certified English translation of a Mexican / Central American "acta de nacimiento": the
 * registrant's data, the parents' block with age or date of birth and nationality, then the
 * translator's certification with the translator's name and business address.
 */
const certifiedTranslation = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities) } : { name: p.name, dob: p.dob, city: p.birthCity };
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([printDate(d, 'month-name'), printDate(d, 'day-month-name'), printDate(d, 'us')]);
  const parentBirth = rng.chance(0.6);
  const t = p.others.translator;
  const o = p.others.officeAddress;
  const parent = (label: string, x: ReturnType<typeof parentsOf>['father']): Array<[string, string]> => [
    [`${label}`, commaName(x.name)],
    ...(parentBirth ? ([[`${label}'s date of birth`, date(x.dob)], [`${label}'s place of birth`, `${x.city}, ${x.country}`]] as Array<[string, string]>) : [[`${label}'s nationality`, x.country] as [string, string]]),
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: ['[Translation from Spanish]', `[Coat of arms] ${upper(p.country.name)} - CIVIL REGISTRY`], align: 'center', size: 9 },
    { type: 'title', text: rng.pick(['BIRTH CERTIFICATE', 'CERTIFIED COPY OF BIRTH RECORD', 'CERTIFICATE OF BIRTH (TRANSLATION)']) },
    { type: 'fields', fields: [['Book', digits(rng, 2)], ['Record No.', digits(rng, 5)], ['Entity of registration', p.country.name], ['Date of registration', date(near(who.dob, rng, 5, 200))]], style: 'inline' },
    { type: 'subtitle', text: "REGISTRANT'S DATA" },
    {
      type: 'fields',
      fields: [
        ['Name', commaName(who.name)],
        [rng.pick(['Date of birth', 'Born on']), date(who.dob)],
        ['Sex', (child ? rng.chance(0.5) : p.sex === 'Male') ? 'Male' : 'Female'],
        ['Place of birth', `${who.city}, ${p.country.name}`],
      ],
    },
    { type: 'subtitle', text: "PARENTS' DATA" },
    { type: 'fields', fields: [...parent('Father', father), ...parent('Mother', mother)] },
    { type: 'paragraph', text: `Registrar: ${fullName(p.others.registrar)}. [Seal] [Illegible signature]` },
    { type: 'subtitle', text: "TRANSLATOR'S CERTIFICATION" },
    {
      type: 'paragraph',
      text: `I, ${fullName(t)}, certify that I am fluent in the Spanish and English languages and that the above is a complete and accurate translation of the attached birth record, to the best of my knowledge and ability.`,
    },
    { type: 'lines', lines: [fullName(t), rng.pick(['Certified Translator', 'ATA Certified Translator']), `${o.street}${o.unit ? ` Suite ${o.unit}` : ''}`, `${o.city}, ${o.state} ${o.zip}`, `Date: ${printDate(near(p.arrival, rng, 30, 400), 'us')}`] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate translation.pdf', 'acta_nacimiento_translated.pdf']),
    styles: ['columns', 'inline', 'leaders'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { parentBirth, parentCountry: parentBirth }),
  };
};

export const birthDevelopment: LayoutFamily[] = [
  { id: 'birth_certificate/us-standard-live-birth', kind: 'birth_certificate', modelledOn: "US state certificate of live birth (2003 US Standard Certificate items, certified copy): a child's record", build: usStandard },
  { id: 'birth_certificate/registro-civil-es', kind: 'birth_certificate', modelledOn: 'Guatemalan RENAP / Colombian Registro Civil de Nacimiento in Spanish with parents blocks', build: registroCivil },
  { id: 'birth_certificate/certified-translation', kind: 'birth_certificate', modelledOn: "Certified English translation of a Mexican acta de nacimiento with translator's certification", build: certifiedTranslation },
];
