import { formDate, fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, commaName, dayFirst, digits, esDate, givenNames, marriageTruth, near, ordinalDate, ownBirthTruth, parentsOf, stateName } from './civil-common.development.js';

/**
 * A computerised birth certificate extract as West African population commissions issue it
 * (Nigeria NPC style): the registrant's particulars as "Label: value" lines, then the parents in a
 * ruled table with one row per parent (relationship, name SURNAME Given, date and place of birth), the informant and the registrar.
 */
const parentsRows = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: rng.chance(0.5) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([dayFirst(d, '/'), printDate(d, 'day-month-abbr')]);
  const nm = (n: Persona['name']) => (rng.chance(0.5) ? commaName(n) : `${upper(n.family)} ${givenNames(n)}`);
  const header = rng.pick([
    ['Parent', 'Full Name', 'Date of Birth', 'Place of Birth'],
    ['Relation', 'Name (Surname first)', 'Date of Birth', 'Place of Birth'],
  ]);
  const row = (rel: string, x: ReturnType<typeof parentsOf>['father']) => [rel, nm(x.name), date(x.dob), `${x.city}, ${x.country}`];
  const blocks: Block[] = [
    { type: 'lines', lines: [`${p.country.name === 'Nigeria' ? 'FEDERAL ' : ''}REPUBLIC OF ${upper(p.country.name)}`, 'NATIONAL POPULATION COMMISSION', 'Births and Deaths Registration'], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICATE OF BIRTH', 'BIRTH CERTIFICATE (EXTRACT)']), align: 'center' },
    { type: 'fields', fields: [['Certificate No.', `${upper(who.city.slice(0, 3))}/${digits(rng, 6)}`], ['Registration Centre', `${who.city} ${rng.pick(['Central', 'North', 'Municipal'])}`]], style: 'inline' },
    { type: 'subtitle', text: 'PARTICULARS OF CHILD' },
    {
      type: 'fields',
      fields: [
        [rng.pick(['Surname', 'Last Name']), upper(who.name.family)],
        [rng.pick(['Other Names', 'First Name(s)', 'Forenames']), givenNames(who.name)],
        ['Sex', who.male ? 'Male' : 'Female'],
        ['Date of Birth', date(who.dob)],
        ['Place of Birth', `${who.city}, ${p.country.name}`],
      ],
    },
    { type: 'subtitle', text: rng.pick(['PARTICULARS OF PARENTS', "PARENTS' DETAILS"]) },
    { type: 'table', header, widths: [0.13, 0.39, 0.17, 0.31], rows: rng.chance(0.7) ? [row('Father', father), row('Mother', mother)] : [row('Mother', mother), row('Father', father)] },
    { type: 'fields', fields: [['Informant', fullName(p.others.translator)], ['Relationship to child', rng.pick(['Grandmother', 'Uncle', 'Father'])], ['Date of Registration', date(near(who.dob, rng, 3, 60))]] },
    { type: 'paragraph', text: `I certify that the above is a true extract from the register of births kept at this centre. Registrar: ${fullName(p.others.registrar)}.` },
    { type: 'stamp', lines: ['NATIONAL POPULATION COMMISSION', upper(fullName(p.others.registrar)), 'REGISTRAR'] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate npc.pdf', 'birth_extract.pdf']),
    styles: ['columns', 'inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { parentBirth: true, parentCountry: true }),
  };
};

/**
 * A Mexican consular / civil registry "Inserción de acta de matrimonio": a marriage celebrated
 * in the United States, transcribed in Spanish: the data of "EL CONTRAYENTE" and "LA CONTRAYENTE"
 * (or "CONTRAYENTE 1 / 2") as "Label: value", the date written "22 de agosto de 2019", the place
 * "Houston, Texas, Estados Unidos de América", the foreign authority, and the registry officer.
 */
const insercion = (p: Persona, rng: Rng): DocumentSpec => {
  const male = p.sex === 'Male';
  const [him, her] = male ? [p.name, p.spouse] : [p.spouse, p.name];
  const [cityOf, st] = p.marriage.place.split(', ') as [string, string];
  const neutral = rng.chance(0.4);
  const titles = neutral ? ['CONTRAYENTE 1', 'CONTRAYENTE 2'] : ['DATOS DEL CONTRAYENTE', 'DATOS DE LA CONTRAYENTE'];
  const party = (title: string, n: Persona['name']): Block[] => [
    { type: 'subtitle', text: title },
    {
      type: 'fields',
      fields: [
        ['Nombre(s)', upper(givenNames(n))],
        ['Apellidos', upper(n.family)],
        ['Edad', `${Math.floor(rng.between(22, 50))} años`],
        ['Nacionalidad', rng.pick([p.country.demonym, 'Estadounidense'])],
      ],
    },
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: ['ESTADOS UNIDOS MEXICANOS', 'REGISTRO CIVIL', rng.pick(['OFICINA CENTRAL', 'SECCION CONSULAR'])], align: 'center' },
    { type: 'title', text: rng.pick(['INSERCION DE ACTA DE MATRIMONIO', 'ACTA DE MATRIMONIO (INSERCION)']), align: 'center' },
    { type: 'fields', fields: [['Libro', digits(rng, 2)], ['Acta', digits(rng, 5)], ['Fecha de registro', dayFirst(near(p.marriage.date, rng, 40, 400))]], style: 'inline' },
    ...party(titles[0] as string, him),
    ...party(titles[1] as string, her),
    { type: 'subtitle', text: 'DATOS DEL MATRIMONIO' },
    {
      type: 'fields',
      fields: [
        [rng.pick(['Fecha de celebración', 'Fecha del matrimonio']), rng.chance(0.6) ? esDate(p.marriage.date) : dayFirst(p.marriage.date)],
        [rng.pick(['Lugar de celebración', 'Lugar del matrimonio']), `${cityOf}, ${stateName(st)}, Estados Unidos de América`],
        ['Régimen', rng.pick(['Sociedad conyugal', 'Separación de bienes'])],
        ['Autoridad extranjera', `County Clerk, ${rng.pick(['Harris', 'Dallas', 'Cook', 'Maricopa'])} County`],
      ],
    },
    { type: 'paragraph', text: `Se inserta el acta de matrimonio celebrado en el extranjero conforme a la documentación presentada, debidamente apostillada y traducida por el perito traductor ${fullName(p.others.translator)}. Doy fe. ${fullName(p.others.registrar)}, Oficial del Registro Civil.` },
    { type: 'stamp', lines: ['REGISTRO CIVIL', upper(fullName(p.others.registrar))] },
  ];
  return {
    kind: 'marriage_certificate',
    fileName: rng.pick(['insercion acta de matrimonio.pdf', 'acta matrimonio insercion.pdf']),
    styles: ['columns', 'inline', 'stacked'],
    blocks,
    truth: marriageTruth(p),
  };
};

/**
 * A "Decree Absolute" of a High Court in a common-law country (Nigeria, India): the suit number and
 * parties in the caption ("BETWEEN: X ... Petitioner AND Y ... Respondent"), one paragraph that
 * refers to the decree nisi and declares "the marriage solemnized on ... at ... between the said
 * petitioner and the said respondent ... be dissolved", then the registrar and the lawyers.
 */
const decreeAbsolute = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantPetitions = rng.chance(0.5);
  const [pet, resp] = applicantPetitions ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const ended = p.priorMarriage.ended;
  const nisi = near(ended, rng, -120, -90);
  const ds = (d: Date) => rng.pick([ordinalDate(d), printDate(d, 'day-month-name')]);
  const city = p.priorMarriage.place.split(', ')[0] as string;
  const blocks: Block[] = [
    { type: 'lines', lines: [`IN THE HIGH COURT OF ${upper(city)} STATE`, `IN THE ${upper(city)} JUDICIAL DIVISION`, `HOLDEN AT ${upper(city)}`], align: 'center' },
    { type: 'lines', lines: [`SUIT NO: ${upper(city.slice(0, 2))}/${digits(rng, 3)}/${new Date(nisi).getUTCFullYear() - 1}`], align: 'right' },
    { type: 'lines', lines: ['BETWEEN:', `${upper(fullName(pet))} ........................ PETITIONER`, 'AND', `${upper(fullName(resp))} ........................ RESPONDENT`] },
    { type: 'title', text: rng.pick(['DECREE ABSOLUTE', 'DECREE MAKING DECREE NISI ABSOLUTE (DIVORCE)']), align: 'center' },
    {
      type: 'paragraph',
      text:
        `Referring to the decree made in this cause on ${ds(nisi)}, whereby it was decreed that the marriage had and solemnized on ${ds(p.priorMarriage.date)} at ${p.priorMarriage.place} ` +
        `between ${fullName(pet)} the Petitioner and ${fullName(resp)} the Respondent be dissolved unless sufficient cause be shown to the Court within three months why the said decree should not be made absolute, and no such cause having been shown, ` +
        `it is hereby certified that the said decree was on ${ds(ended)} made final and absolute, and that the said marriage was thereby dissolved.`,
    },
    { type: 'paragraph', text: `Dated at ${city} this ${ordinalDate(near(ended, rng, 1, 20)).replace(/^the /, '')}.` },
    { type: 'lines', lines: [fullName(p.others.registrar), 'Chief Registrar'], align: 'right' },
    { type: 'lines', lines: [`Counsel to the Petitioner: ${fullName(p.others.hrContact)} Esq.`, `${p.others.officeAddress.street}, ${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}`], size: 9 },
  ];
  return {
    kind: 'divorce_decree',
    fileName: rng.pick(['decree absolute.pdf', 'divorce decree absolute.pdf']),
    styles: ['inline'],
    blocks,
    truth: {
      'I-485': {
        'marital_history.prior_marriages.0.former_spouse_name': fullName(p.priorSpouse),
        'marital_history.prior_marriages.0.end_date': formDate(ended),
        'marital_history.prior_marriages.0.end_reason': 'Divorce',
        'marital_history.prior_marriages.0.place_of_marriage': p.priorMarriage.place,
      },
      'I-765': {},
    },
  };
};

export const birthDevelopment3: LayoutFamily[] = [
  { id: 'birth_certificate/parents-rows-extract', kind: 'birth_certificate', modelledOn: 'Nigerian NPC computerised birth certificate extract: child particulars, parents table with one row per parent', build: parentsRows },
];
export const marriageDevelopment3: LayoutFamily[] = [
  { id: 'marriage_certificate/insercion-es', kind: 'marriage_certificate', modelledOn: 'Mexican Registro Civil "Inserción de acta de matrimonio" of a marriage celebrated in the US, in Spanish', build: insercion },
];
export const divorceDevelopment3: LayoutFamily[] = [
  { id: 'divorce_decree/decree-absolute', kind: 'divorce_decree', modelledOn: 'Nigerian / Indian High Court Decree Absolute: caption BETWEEN ... Petitioner AND ... Respondent, decree nisi made absolute in one paragraph', build: decreeAbsolute },
];
