import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, dayFirst, digits, esDate, givenNames, near, ownBirthTruth, parentsOf, stateName } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: rng.chance(0.5) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
/** "ZHANG Wei Min": the family name first, in capitals, as Chinese, Korean and Vietnamese records give names in English. */
const surnameFirst = (n: Name) => `${upper(n.family)} ${givenNames(n)}`;

/**
 * An Indian birth certificate (Form No. 5 under sections 12/17 of the Registration of Births and
 * Deaths Act, 1969, as municipal corporations print it from the CRS): "NAME", "SEX", "DATE OF
 * BIRTH" (dd-mm-yyyy), "PLACE OF BIRTH" (hospital and town), "NAME OF MOTHER", "NAME OF FATHER"
 * (full names in capitals, no parents' dates), the parents' addresses, registration number and
 * dates, and the issuing authority's name under the seal.
 */
const indiaForm5 = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const sep = rng.pick(['-', '/'] as const);
  const hospital = rng.pick(['GOVT. GENERAL HOSPITAL', 'CITY MATERNITY HOME', 'K.E.M. HOSPITAL', 'PRIMARY HEALTH CENTRE']);
  const address = `${digits(rng, 2)}, ${upper(rng.pick(['Gandhi Nagar', 'M.G. Road', 'Shivaji Colony', 'Nehru Street']))}, ${upper(who.city)}`;
  const authority = fullName(p.others.registrar);
  const motherFirst = rng.chance(0.6);
  const parents: Array<[string, string]> = [
    [rng.pick(['NAME OF MOTHER', "MOTHER'S NAME"]), upper(fullName(mother.name))],
    [rng.pick(['NAME OF FATHER', "FATHER'S NAME"]), upper(fullName(father.name))],
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: [`GOVERNMENT OF ${upper(p.country.name)}`, rng.pick([`MUNICIPAL CORPORATION OF ${upper(who.city)}`, 'DEPARTMENT OF HEALTH AND FAMILY WELFARE', 'OFFICE OF THE REGISTRAR OF BIRTHS AND DEATHS'])], align: 'center' },
    { type: 'title', text: 'BIRTH CERTIFICATE', align: 'center' },
    { type: 'lines', lines: ['(ISSUED UNDER SECTION 12/17 OF THE REGISTRATION OF BIRTHS & DEATHS ACT, 1969', 'AND RULE 8/13 OF THE STATE REGISTRATION OF BIRTHS & DEATHS RULES, 2000)'], align: 'center', size: 7 },
    {
      type: 'paragraph',
      text: `THIS IS TO CERTIFY THAT THE FOLLOWING INFORMATION HAS BEEN TAKEN FROM THE ORIGINAL RECORD OF BIRTH WHICH IS THE REGISTER FOR ${upper(who.city)} OF DISTRICT ${upper(rng.pick(p.country.cities))}.`,
    },
    {
      type: 'fields',
      fields: [
        ['NAME', upper(fullName(who.name))],
        ['SEX', who.male ? 'MALE' : 'FEMALE'],
        ['DATE OF BIRTH', dayFirst(who.dob, sep)],
        ['PLACE OF BIRTH', `${hospital}, ${upper(who.city)}`],
        ...(motherFirst ? parents : [parents[1] as [string, string], parents[0] as [string, string]]),
        ['ADDRESS OF PARENTS AT THE TIME OF BIRTH OF THE CHILD', address],
        ['PERMANENT ADDRESS OF PARENTS', address],
        ['REGISTRATION NUMBER', `${new Date(who.dob).getUTCFullYear()}/${digits(rng, 5)}`],
        ['DATE OF REGISTRATION', dayFirst(near(who.dob, rng, 2, 20), sep)],
        ['REMARKS (IF ANY)', '-'],
        ['DATE OF ISSUE', dayFirst(near(who.dob, rng, 3000, 9000), sep)],
      ],
    },
    { type: 'stamp', lines: ['SIGNATURE OF ISSUING AUTHORITY', `DR. ${upper(authority)}`, 'REGISTRAR (BIRTHS & DEATHS)', upper(who.city)] },
    { type: 'footer', text: '"ENSURE REGISTRATION OF EVERY BIRTH AND DEATH"' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate.pdf', 'municipal birth certificate.pdf']),
    styles: ['columns', 'inline', 'leaders'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * A notarial certificate of birth in English as notary public offices of the People's Republic of
 * China issue it (also Vietnamese and Taiwanese notarised translations): a certificate number,
 * the applicant's particulars, then one paragraph "This is to certify that ZHANG Wei, male, was
 * born on March 5, 1990 in Shanghai. His father is ZHANG Jianguo and his mother is LI Xiumei." with
 * every name surname first in capitals, the notary's name and office.
 */
const notarialProse = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([printDate(d, 'month-name'), printDate(d, 'day-month-name')]);
  const [he, his] = who.male ? ['He', 'his'] : ['She', 'her'];
  const x = surnameFirst(who.name);
  const notary = surnameFirst({ given: p.others.translator.given, middle: '', family: p.others.registrar.family });
  const year = new Date(near(p.arrival, rng, -500, -30)).getUTCFullYear();
  const His = his === 'his' ? 'His' : 'Her';
  const parentsSentence = rng.pick([
    `${His} father is ${surnameFirst(father.name)} and ${his} mother is ${surnameFirst(mother.name)}.`,
    `The father of ${x} is ${surnameFirst(father.name)}; the mother of ${x} is ${surnameFirst(mother.name)}.`,
    `${x}'s father is ${surnameFirst(father.name)} and ${x}'s mother is ${surnameFirst(mother.name)}.`,
    `${he} is the ${who.male ? 'son' : 'daughter'} of ${surnameFirst(father.name)} (father) and ${surnameFirst(mother.name)} (mother).`,
  ]);
  const blocks: Block[] = [
    { type: 'title', text: rng.pick(['NOTARIAL CERTIFICATE OF BIRTH', 'NOTARIAL CERTIFICATE (BIRTH CERTIFICATE)']), align: 'center' },
    { type: 'lines', lines: [`(${year}) ${who.city} Zheng Zi No. ${digits(rng, 5)}`], align: 'right', size: 9 },
    {
      type: 'fields',
      fields: [
        ['Applicant', x],
        ['Sex', who.male ? 'Male' : 'Female'],
        ['Date of Birth', date(who.dob)],
        ['ID Card No.', `${digits(rng, 6)}${new Date(who.dob).getUTCFullYear()}${digits(rng, 8)}`],
      ],
      style: 'inline',
    },
    { type: 'lines', lines: ['Subject: Birth'] },
    {
      type: 'paragraph',
      text: `This is to certify that ${x}, ${who.male ? 'male' : 'female'}, was born on ${date(who.dob)} in ${who.city}, ${p.country.name}. ${parentsSentence}`,
    },
    { type: 'lines', lines: [`Notary: ${notary}`, `${who.city} ${rng.pick(['Notary Public Office', 'Oriental Notary Public Office', 'Municipal Notary Office'])}`, p.country.name, printDate(near(p.arrival, rng, -500, -30), 'month-name')], align: 'right' },
    { type: 'paragraph', text: `The English translation is in conformity with the original. Translated by ${surnameFirst(someoneOf(p))}.` },
    { type: 'stamp', lines: [`${upper(who.city)} NOTARY PUBLIC OFFICE`, 'SEAL'] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['notarial birth certificate.pdf', 'birth notarial certificate.pdf']),
    styles: ['inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};
const someoneOf = (p: Persona): Name => ({ given: p.others.hrContact.given, middle: '', family: p.others.landlord.family });

const unidades = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISEIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE',
  'VEINTIUNO', 'VEINTIDOS', 'VEINTITRES', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISEIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const decenas = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const below100 = (n: number): string => (n < 30 ? (unidades[n] as string) : `${decenas[Math.floor(n / 10)]}${n % 10 ? ` Y ${unidades[n % 10]}` : ''}`);
const yearWords = (y: number) => `${y >= 2000 ? 'DOS MIL' : 'MIL NOVECIENTOS'}${y % 100 ? ` ${below100(y % 100)}` : ''}`;
const mesesEs = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE'];
/** "QUINCE (15) DE MARZO DEL AÑO MIL NOVECIENTOS NOVENTA (1990)": a date in words with its figures. */
const wordsDate = (d: Date) =>
  `${d.getUTCDate() === 1 ? 'PRIMERO' : below100(d.getUTCDate())} (${d.getUTCDate()}) DE ${mesesEs[d.getUTCMonth()]} DEL AÑO ${yearWords(d.getUTCFullYear())} (${d.getUTCFullYear()})`;

/**
 * A Dominican "Extracto de Acta de Nacimiento" (Junta Central Electoral, Oficialía del Estado
 * Civil) and the like: book, folio and entry numbers, the registrant's "Nombre(s)" and
 * "Apellido(s)", the date of birth in words with its figures ("QUINCE (15) DE MARZO DEL AÑO MIL
 * NOVECIENTOS NOVENTA (1990)"), then "Padre:" and "Madre:" each a full name followed by nationality
 * and identity card, the declarant, and the officer of the civil registry. The summary boxes at the
 * top give the date of birth in figures (dd/mm/yyyy).
 */
const extractoActa = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const cedula = () => `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 1)}`;
  const of = (x: Parent) =>
    rng.pick([
      `${upper(fullName(x.name))}, mayor de edad, ${p.country.demonym.toLowerCase()}, cédula No. ${cedula()}`,
      `${upper(fullName(x.name))}, de nacionalidad ${p.country.demonym.toLowerCase()}`,
      upper(fullName(x.name)),
    ]);
  const declarant = upper(fullName({ given: p.others.hrContact.given, middle: '', family: p.others.translator.family }));
  const officer = fullName(p.others.registrar);
  // The date in words is long: label and value on one line, or the value under its label.
  const style = rng.pick(['inline', 'stacked'] as const);
  const blocks: Block[] = [
    { type: 'lines', lines: ['JUNTA CENTRAL ELECTORAL', `REPUBLICA DE ${upper(p.country.name)}`, 'OFICINA CENTRAL DEL ESTADO CIVIL'], align: 'center' },
    { type: 'title', text: rng.pick(['EXTRACTO DE ACTA DE NACIMIENTO', 'CERTIFICACION DE ACTA DE NACIMIENTO']), align: 'center' },
    { type: 'fields', fields: [['Libro No.', digits(rng, 5)], ['Folio No.', digits(rng, 4)], ['Acta No.', digits(rng, 4)], ['Año', String(new Date(who.dob).getUTCFullYear())], ['F. de nacimiento', dayFirst(who.dob)]], style: 'inline' },
    { type: 'lines', lines: [`Oficialia del Estado Civil de la ${rng.pick(['1ra.', '2da.', '3ra.'])} Circunscripcion de ${upper(who.city)}`] },
    {
      type: 'fields',
      fields: [
        ['Nombre(s)', upper(givenNames(who.name))],
        ['Apellido(s)', upper(who.name.family)],
        ['Sexo', who.male ? 'MASCULINO' : 'FEMENINO'],
        [rng.pick(['Fecha de nacimiento', 'Nacio el']), wordsDate(who.dob)],
        ['Lugar de nacimiento', `${upper(who.city)}, ${upper(p.country.name)}`],
        ['Padre', of(father)],
        ['Madre', of(mother)],
        ['Declarante', `${declarant}, ${rng.pick(['abuelo', 'tio', 'padre del inscrito'])}`],
      ],
      style,
    },
    { type: 'paragraph', text: `Certifico que el presente extracto es conforme con los datos que figuran en el acta original. Expedido en ${who.city}, el ${dayFirst(near(who.dob, rng, 3000, 9000))}.` },
    { type: 'lines', lines: [`LIC. ${upper(officer)}`, 'Oficial del Estado Civil'], align: 'center' },
    { type: 'stamp', lines: ['OFICIALIA DEL ESTADO CIVIL', upper(who.city)] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['extracto acta nacimiento.pdf', 'acta inextensa.pdf']),
    styles: ['columns'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

const ordinalWords = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
  'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A certified English translation of a Vietnamese birth certificate ("Giấy khai sinh", 2016 form):
 * the registrant's "Full name" surname first ("NGUYEN Van An") or "Family name" / "Middle and given
 * names", the date of birth in figures day first with the same date in words, ethnicity and
 * nationality; then the mother's and the father's full names with only their YEAR of birth,
 * ethnicity, nationality and residence (no date or country of birth); the declarant, and the
 * official who signs for the People's Committee; the translator's statement.
 */
const vietnamTranslation = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const inWords = `${ordinalWords[d.getUTCDate()]} of ${monthsEn[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
  const split = rng.chance(0.4);
  const registrant: Array<[string, string]> = split
    ? [['Family name', upper(who.name.family)], ['Middle and given names', givenNames(who.name)]]
    : [['Full name', surnameFirst(who.name)]];
  const parent = (role: 'Mother' | 'Father', x: Parent): Array<[string, string]> => [
    [`${role}'s full name`, surnameFirst(x.name)],
    ['Year of birth', String(x.dob.getUTCFullYear())],
    ['Ethnicity', 'Kinh'],
    ['Nationality', p.country.demonym],
    ['Place of residence', `${digits(rng, 2)} ${rng.pick(['Le Loi', 'Tran Hung Dao', 'Nguyen Trai'])} Street, ${who.city}`],
  ];
  const official = surnameFirst({ given: p.others.registrar.given, middle: '', family: p.others.translator.family });
  const blocks: Block[] = [
    { type: 'lines', lines: [`SOCIALIST REPUBLIC OF ${upper(p.country.name)}`, 'Independence - Freedom - Happiness'], align: 'center' },
    { type: 'title', text: rng.pick(['BIRTH CERTIFICATE', 'BIRTH CERTIFICATE (ORIGINAL COPY)']), align: 'center' },
    { type: 'fields', fields: [['No.', `${digits(rng, 3)}/${new Date(near(d, rng, 5, 60)).getUTCFullYear()}`], ['Book No.', `${digits(rng, 2)}/${new Date(d).getUTCFullYear()}`]], style: 'inline' },
    {
      type: 'fields',
      fields: [
        ...registrant,
        ['Date of birth', `${dayFirst(d)}  In words: the ${inWords}`],
        ['Sex', who.male ? 'Male' : 'Female'],
        ['Ethnicity', 'Kinh'],
        ['Nationality', p.country.demonym],
        ['Place of birth', `${rng.pick(['General Hospital', 'Obstetrics Hospital', 'District Medical Center'])}, ${who.city}, ${p.country.name}`],
        ['Native place', rng.pick(p.country.cities)],
      ],
    },
    ...(rng.chance(0.5)
      ? [{ type: 'fields', fields: [...parent('Mother', mother), ...parent('Father', father)] } as Block]
      : [{ type: 'fields', fields: parent('Father', father) } as Block, { type: 'fields', fields: parent('Mother', mother) } as Block]),
    {
      type: 'fields',
      fields: [
        ['Full name of the person making the declaration', surnameFirst({ given: p.others.hrContact.given, middle: '', family: p.others.landlord.family })],
        ['Relationship to the child', rng.pick(['Grandmother', 'Grandfather', 'Aunt'])],
        ['Place of registration', `People's Committee of ${who.city} Ward`],
        ['Date of registration', dayFirst(near(d, rng, 5, 60))],
      ],
    },
    { type: 'lines', lines: ["ON BEHALF OF THE PEOPLE'S COMMITTEE", 'VICE CHAIRMAN', '(Signed and sealed)', official], align: 'right' },
    { type: 'paragraph', text: `Translator's statement: I, ${fullName(p.others.translator)}, certify that I am competent to translate from Vietnamese into English and that this is a true and accurate translation of the original birth certificate.` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['giay khai sinh translation.pdf', 'birth certificate vn english.pdf']),
    styles: ['columns', 'inline', 'leaders'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * A Colombian "Registro Civil de Nacimiento" (indicativo serial form, Registraduría Nacional): the
 * registrant's surnames and names in boxes, the date of birth in three boxes "Año | Mes | Día",
 * the place as "País - Departamento - Municipio", then the mother's, the father's, the declarant's
 * and two witnesses' sections, each with the same boxes "Apellidos" / "Nombres" / "Documento de
 * identificación", and the registrar who authorises the entry; the background document (the
 * certificate of live birth) is cited with the date of birth in words.
 */
const colombiaSerial = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const [s1, ...s2] = who.name.family.split(' ');
  const months = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
  const doc = () => `${rng.pick(['C.C.', 'CC', 'Cedula de ciudadania'])} ${digits(rng, 8)}`;
  const person = (title: string, n: Name, nationality: boolean): Block[] => [
    { type: 'subtitle', text: title },
    {
      type: 'grid',
      columns: 4,
      cells: [
        { label: 'Apellidos', value: upper(n.family), span: 2 },
        { label: 'Nombres', value: upper(givenNames(n)), span: 2 },
        { label: 'Documento de identificacion', value: doc(), span: 2 },
        ...(nationality ? [{ label: 'Nacionalidad', value: upper(p.country.name), span: 2 }] : []),
      ],
    },
  ];
  const other = (a: Name, b: Name): Name => ({ given: a.given, middle: '', family: b.family });
  const motherFirst = rng.chance(0.7);
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLICA DE ${upper(p.country.name)}`, 'REGISTRADURIA NACIONAL DEL ESTADO CIVIL'], align: 'center' },
    { type: 'title', text: 'REGISTRO CIVIL DE NACIMIENTO', align: 'center' },
    { type: 'grid', columns: 3, cells: [{ label: 'Indicativo Serial', value: digits(rng, 8) }, { label: 'NUIP', value: digits(rng, 10) }, { label: 'Codigo', value: digits(rng, 3) }] },
    { type: 'subtitle', text: 'Datos del inscrito' },
    { type: 'grid', columns: 3, cells: [{ label: 'Primer Apellido', value: upper(s1 ?? '') }, { label: 'Segundo Apellido', value: upper(s2.join(' ')) || ' ' }, { label: 'Nombre(s)', value: upper(givenNames(who.name)) }] },
    {
      type: 'grid',
      columns: 4,
      cells: [
        { label: 'Fecha de nacimiento: Año', value: String(d.getUTCFullYear()) },
        { label: 'Mes', value: rng.chance(0.5) ? (months[d.getUTCMonth()] as string) : String(d.getUTCMonth() + 1).padStart(2, '0') },
        { label: 'Dia', value: String(d.getUTCDate()).padStart(2, '0') },
        { label: 'Sexo (en letras)', value: who.male ? 'MASCULINO' : 'FEMENINO' },
      ],
    },
    { type: 'grid', columns: 2, cells: [{ label: 'Lugar de nacimiento (Pais - Departamento - Municipio)', value: `${upper(p.country.name)} - ${upper(rng.pick(p.country.cities))} - ${upper(who.city)}` }, { label: 'Clinica, hospital o domicilio', value: rng.pick(['CLINICA MATERNO INFANTIL', 'HOSPITAL UNIVERSITARIO', 'CASA']) }] },
    ...(motherFirst ? [...person('Datos de la madre', mother.name, true), ...person('Datos del padre', father.name, true)] : [...person('Datos del padre', father.name, true), ...person('Datos de la madre', mother.name, true)]),
    ...person('Datos del declarante', other(p.others.hrContact, p.others.landlord), false),
    ...person('Datos primer testigo', other(p.others.landlord, p.others.translator), false),
    ...person('Datos segundo testigo', other(p.others.translator, p.others.hrContact), false),
    { type: 'grid', columns: 2, cells: [{ label: 'Fecha de inscripcion', value: dayFirst(near(d, rng, 3, 60)) }, { label: 'Nombre y firma del funcionario que autoriza', value: upper(fullName(p.others.registrar)) }] },
    { type: 'paragraph', text: `Documento antecedente: certificado de nacido vivo No. ${digits(rng, 8)}, nacimiento ocurrido el ${esDate(d)}. ESTE DOCUMENTO ES FIEL COPIA DEL ORIGINAL QUE REPOSA EN LOS ARCHIVOS DE LA REGISTRADURIA. Valido para demostrar parentesco.` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['registro civil de nacimiento.pdf', 'registro civil colombia.pdf']),
    styles: ['boxes'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * A US state "Certification of Birth" abstract (short form, Texas / Florida / Illinois style): the
 * child's name, date of birth written out, sex, city and county of birth, "FATHER'S NAME" and
 * "MOTHER'S MAIDEN NAME" (or "PARENT'S NAME"), the file number and dates, the state registrar's
 * name in the certification. Always a US-born child.
 */
const usAbstract = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const state = stateName(p.address.state);
  const county = rng.pick(['Harris', 'Dallas', 'Travis', 'Orange', 'Miami-Dade', 'Cook', 'DuPage']);
  const registrar = fullName(p.others.registrar);
  const c = p.child.name;
  const style = rng.pick(['columns', 'inline', 'leaders'] as const);
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(state)}`, rng.pick(['DEPARTMENT OF STATE HEALTH SERVICES - VITAL STATISTICS', 'BUREAU OF VITAL STATISTICS'])], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICATION OF BIRTH', 'BIRTH CERTIFICATE (ABSTRACT)']), align: 'center' },
    {
      type: 'fields',
      fields: [
        [rng.pick(['NAME', "CHILD'S NAME", 'FULL NAME']), upper(fullName(c))],
        ['DATE OF BIRTH', upper(printDate(p.child.dob, 'month-name'))],
        ['SEX', rng.pick(['MALE', 'FEMALE'])],
        ['PLACE OF BIRTH', `${upper(p.address.city)}, ${upper(county)} COUNTY`],
        [rng.pick(["FATHER'S NAME", 'FATHER/PARENT']), upper(fullName(father.name))],
        [rng.pick(["MOTHER'S MAIDEN NAME", 'MOTHER/PARENT MAIDEN NAME']), upper(fullName(mother.name))],
        ['STATE FILE NUMBER', `${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 6)}`],
        ['DATE FILED', upper(printDate(near(p.child.dob, rng, 3, 20), 'month-name'))],
      ],
      style,
    },
    {
      type: 'paragraph',
      text: `This is to certify that this is a true and correct abstract of the birth record on file in the Vital Statistics Section, ${rng.pick(['Department of State Health Services', 'Department of Health'])}, State of ${state}. ${registrar}, State Registrar. Issued ${printDate(near(p.child.dob, rng, 200, 3000), 'us')}.`,
    },
    { type: 'stamp', lines: ['VITAL STATISTICS', upper(registrar), 'STATE REGISTRAR'] },
    { type: 'footer', text: 'WARNING: THIS DOCUMENT HAS A COLORED BACKGROUND AND A RAISED SEAL. DO NOT ACCEPT WITHOUT VERIFYING.' },
  ];
  return { kind: 'birth_certificate', fileName: rng.pick(['birth certificate short form.pdf', 'child birth abstract.pdf']), styles: ['columns'], blocks, truth: childTruth(p, 'United States') };
};

export const birthDevelopment6: LayoutFamily[] = [
  {
    id: 'birth_certificate/india-form-5',
    kind: 'birth_certificate',
    modelledOn: 'Indian birth certificate, Form No. 5 of the RBD Act 1969 (municipal CRS print): NAME OF MOTHER / NAME OF FATHER in capitals, hospital and town, dd-mm-yyyy, issuing authority',
    build: indiaForm5,
  },
  {
    id: 'birth_certificate/notarial-certificate-prose',
    kind: 'birth_certificate',
    modelledOn: "Chinese notary public office's notarial certificate of birth in English: surname-first names in capitals, \"His father is ... and his mother is ...\" prose, the notary",
    build: notarialProse,
  },
  {
    id: 'birth_certificate/extracto-acta-words',
    kind: 'birth_certificate',
    modelledOn: 'Dominican JCE extracto / acta inextensa de nacimiento: dates in words with figures, "Padre:" / "Madre:" full names with nationality and cédula, declarant and officer',
    build: extractoActa,
  },
  {
    id: 'birth_certificate/vietnam-translation-year-only',
    kind: 'birth_certificate',
    modelledOn: "Certified English translation of a Vietnamese Giay khai sinh (2016 form): surname-first names, date in figures and words, parents' year of birth only, People's Committee official",
    build: vietnamTranslation,
  },
  {
    id: 'birth_certificate/colombia-serial-boxes',
    kind: 'birth_certificate',
    modelledOn: 'Colombian Registro Civil de Nacimiento (indicativo serial): date in Año | Mes | Dia boxes, Pais - Departamento - Municipio, mother / father / declarant / witnesses with the same Apellidos | Nombres boxes',
    build: colombiaSerial,
  },
  {
    id: 'birth_certificate/us-short-abstract',
    kind: 'birth_certificate',
    modelledOn: "US state certification of birth (short-form abstract, Texas / Florida): child's name, FATHER'S NAME and MOTHER'S MAIDEN NAME, city and county, state registrar: a US-born child",
    build: usAbstract,
  },
];
