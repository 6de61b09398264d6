import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field, LayoutStyle } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf, stateName } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: rng.chance(0.5) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
const ageAt = (dob: Date, at: Date) => Math.floor((at.getTime() - dob.getTime()) / (365.25 * 86400000));
/** Another person of the record (a witness, a grandparent, a notary): parts of the persona's other people's names. */
const someone = (a: Name, b: Name, family?: string): Name => ({ given: a.given, middle: '', family: family ?? b.family });
const hospitals = ['St. Joseph Medical Center', 'Providence Hospital', 'Kaiser Foundation Hospital', 'Memorial Regional Hospital', 'Good Samaritan Hospital'];

/**
 * A US state long-form certificate of live birth as issued since the gender-neutral revisions
 * (California VS-10 / Washington / New York style, 2015 on): the child's name in three boxes
 * "1A. NAME OF CHILD—FIRST (GIVEN)" / "1B. MIDDLE" / "1C. LAST (FAMILY)", then "PARENT 1" and
 * "PARENT 2" blocks with the same sub-boxes and "LAST (BIRTH NAME)", birthplace and date of birth,
 * the informant, the certifying physician and the local registrar. Always a US-born child.
 */
const usParents12 = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const [parent1, parent2] = rng.chance(0.6) ? [mother, father] : [father, mother];
  const state = stateName(p.address.state);
  const date = (d: Date) => (rng.chance(0.7) ? printDate(d, 'us') : printDate(d, 'month-name'));
  const dash = rng.pick(['—', ' - ', ', ']);
  const county = rng.pick(['Los Angeles', 'King', 'Kings', 'Cook', 'Maricopa', 'Harris', 'Santa Clara']);
  const c = p.child.name;
  const physician = fullName(p.others.translator);
  const registrar = fullName(p.others.registrar);
  const parentBoxes = (k: 1 | 2, no: number, x: Parent): Block => ({
    type: 'grid',
    columns: 3,
    cells: [
      { label: `${no}A. NAME OF PARENT ${k}${dash}FIRST (GIVEN)`, value: upper(x.name.given) },
      { label: `${no}B. MIDDLE`, value: upper(x.name.middle) || ' ' },
      { label: `${no}C. LAST (BIRTH NAME)`, value: upper(x.name.family) },
      { label: `${no + 1}. BIRTHPLACE (STATE/FOREIGN COUNTRY)`, value: upper(x.country) },
      { label: `${no + 2}. DATE OF BIRTH`, value: date(x.dob) },
      { label: `${no + 3}. PARENT ${k} IS`, value: rng.pick(['PARENT', x === father ? 'FATHER' : 'MOTHER']) },
    ],
  });
  const informantIsParent = rng.chance(0.5);
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(state)}`, rng.pick(['CERTIFICATION OF VITAL RECORD', 'DEPARTMENT OF PUBLIC HEALTH - VITAL RECORDS'])], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICATE OF LIVE BIRTH', 'CERTIFIED COPY OF BIRTH RECORD (LONG FORM)']), align: 'center' },
    { type: 'lines', lines: [`STATE FILE NUMBER ${digits(rng, 3)}${new Date(p.child.dob).getUTCFullYear()}${digits(rng, 6)}    LOCAL REGISTRATION NUMBER ${digits(rng, 5)}`], align: 'left', size: 8 },
    { type: 'subtitle', text: 'CHILD' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: `1A. NAME OF CHILD${dash}FIRST (GIVEN)`, value: upper(c.given) },
        { label: '1B. MIDDLE', value: upper(c.middle) || ' ' },
        { label: '1C. LAST (FAMILY)', value: upper(c.family) },
        { label: '2. SEX', value: rng.pick(['M', 'F', 'X']) },
        { label: '3A. THIS BIRTH—SINGLE, TWIN, ETC.', value: 'SINGLE' },
        { label: '4A. DATE OF BIRTH—MM/DD/CCYY', value: printDate(p.child.dob, 'us') },
        { label: '5A. PLACE OF BIRTH—NAME OF HOSPITAL OR FACILITY', value: upper(rng.pick(hospitals)), span: 2 },
        { label: '4B. HOUR (24 HOURS)', value: `${digits(rng, 1)}${digits(rng, 3)}` },
        { label: '5C. CITY', value: upper(p.address.city) },
        { label: '5D. COUNTY', value: upper(county) },
        { label: '5E. STATE', value: upper(state) },
      ],
    },
    { type: 'subtitle', text: 'PARENT 1' },
    parentBoxes(1, 6, parent1),
    { type: 'subtitle', text: 'PARENT 2' },
    parentBoxes(2, 10, parent2),
    { type: 'subtitle', text: 'INFORMANT AND CERTIFIER' },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: '14A. INFORMANT—TYPED NAME', value: upper(fullName(informantIsParent ? parent1.name : someone(p.others.hrContact, p.others.landlord))) },
        { label: '14B. RELATIONSHIP TO CHILD', value: informantIsParent ? 'PARENT' : rng.pick(['GRANDPARENT', 'AUNT']) },
        { label: '15A. CERTIFIER—TYPED NAME AND TITLE', value: `${upper(physician)}, M.D.` },
        { label: '15B. DATE SIGNED', value: printDate(near(p.child.dob, rng, 1, 5), 'us') },
        { label: '16A. LOCAL REGISTRAR—TYPED NAME', value: upper(registrar) },
        { label: '16B. DATE ACCEPTED FOR REGISTRATION', value: printDate(near(p.child.dob, rng, 5, 25), 'us') },
      ],
    },
    {
      type: 'paragraph',
      text: `CERTIFIED COPY OF VITAL RECORDS. This is a true and exact reproduction of the document officially registered and placed on file in the office of the County of ${county}, State of ${state}. Date issued ${printDate(near(p.child.dob, rng, 300, 3000), 'month-name')}.`,
    },
    { type: 'stamp', lines: [upper(registrar), 'COUNTY CLERK-RECORDER', `COUNTY OF ${upper(county)}`] },
    { type: 'footer', text: 'VS 10 (REV 1/2016)  This copy not valid unless prepared on engraved border displaying seal and signature of Registrar.' },
  ];
  return { kind: 'birth_certificate', fileName: rng.pick(['birth certificate long form.pdf', 'child birth certificate.pdf', 'certified copy birth.pdf']), styles: ['boxes'], blocks, truth: childTruth(p, 'United States') };
};

/**
 * A certified English translation laid out by the translator as tables (Brazilian / Colombian /
 * Ecuadorian registry extracts, translated in the US): the registrant's "Surname(s)" and "Given
 * name(s)" as fields, the parents in a table "| FATHER | MOTHER" (either order) whose rows are
 * Surname(s), Given name(s) or "Name(s)" (or one row surname first with a comma), Date of birth or
 * Age, Place of birth, Nationality, Occupation, ID; then the declarant and witnesses, the
 * translator's certification and a notary's jurat.
 */
const translationTable = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([printDate(d, 'month-name'), printDate(d, 'day-month-name'), printDate(d, 'day-month-abbr')]);
  const byAge = rng.chance(0.4);
  const showPlace = !byAge || rng.chance(0.5);
  const fatherFirst = rng.chance(0.6);
  const [a, b] = fatherFirst ? [father, mother] : [mother, father];
  const header = rng.pick([
    ['', 'FATHER', 'MOTHER'],
    ['Particulars', 'Father', 'Mother'],
    ['DATA', "FATHER'S", "MOTHER'S"],
  ]);
  const cols = fatherFirst ? header : [header[0] as string, header[2] as string, header[1] as string];
  const row = (label: string, f: (x: Parent) => string) => [label, f(a), f(b)];
  // The names in two rows, or in one row surname first ("GARCÍA, JOSÉ LUIS").
  const oneRow = rng.chance(0.3);
  const rows: string[][] = [
    ...(oneRow
      ? [row(rng.pick(['Full name', 'Surname(s), name(s)', 'Name (surname first)']), (x) => upper(`${x.name.family}, ${givenNames(x.name)}`))]
      : [row(rng.pick(['Surname(s)', 'Last name(s)', 'Family name']), (x) => upper(x.name.family)), row(rng.pick(['Given name(s)', 'First name(s)', 'Name(s)']), (x) => upper(givenNames(x.name)))]),
    byAge ? row('Age', (x) => `${ageAt(x.dob, who.dob)} years`) : row('Date of birth', (x) => date(x.dob)),
    ...(showPlace ? [row(rng.pick(['Place of birth', 'Birthplace']), (x) => `${x.city}, ${x.country}`)] : []),
    row('Nationality', () => p.country.demonym),
    row(rng.pick(['Occupation', 'Profession']), () => rng.pick(['Merchant', 'Teacher', 'Homemaker', 'Farmer', 'Driver'])),
    row(rng.pick(['ID No.', 'Identity card']), () => digits(rng, 9)),
  ];
  const translator = fullName(p.others.translator);
  const notary = fullName(p.others.landlord);
  const witness1 = fullName(someone(p.others.hrContact, p.others.registrar));
  const witness2 = fullName(someone(p.others.landlord, p.others.hrContact));
  const [fam1] = who.name.family.split(' ');
  const blocks: Block[] = [
    { type: 'lines', lines: [`[Translation from ${rng.pick(['Spanish', 'Portuguese'])}]`, `[Coat of arms] REPUBLIC OF ${upper(p.country.name)}`, 'CIVIL REGISTRY OFFICE'], align: 'center', size: 9 },
    { type: 'title', text: rng.pick(['BIRTH CERTIFICATE', 'CIVIL REGISTRY OF BIRTH', 'CERTIFICATE OF BIRTH - ENGLISH TRANSLATION']), align: 'center' },
    { type: 'fields', fields: [['Serial No.', digits(rng, 8)], ['Book', digits(rng, 3)], ['Page', digits(rng, 3)], ['Registration date', date(near(who.dob, rng, 3, 90))]], style: 'inline' },
    { type: 'subtitle', text: rng.pick(['REGISTRANT', "REGISTERED PERSON'S DATA", 'DATA OF THE REGISTERED CHILD']) },
    {
      type: 'fields',
      fields: [
        ['Surname(s)', upper(who.name.family)],
        ['Given name(s)', upper(givenNames(who.name))],
        ['Sex', who.male ? 'Male' : 'Female'],
        ['Date of birth', date(who.dob)],
        ['Place of birth', `${who.city}, ${p.country.name}`],
      ],
    },
    { type: 'subtitle', text: rng.pick(["PARENTS' DATA", 'FILIATION', 'DATA OF THE PARENTS']) },
    { type: 'table', header: cols, widths: [0.26, 0.37, 0.37], rows },
    {
      type: 'fields',
      fields: [
        ['Declarant', `${upper(fullName(someone(p.others.registrar, p.others.hrContact, fam1)))} (${rng.pick(['grandfather', 'uncle'])})`],
        ['Witnesses', `${witness1} and ${witness2}`],
        ['Registrar', fullName(p.others.registrar)],
      ],
      style: 'inline',
    },
    { type: 'paragraph', text: '[Seal of the Civil Registry] [Illegible signature] Marginal notes: none.' },
    { type: 'subtitle', text: "TRANSLATOR'S CERTIFICATE OF ACCURACY" },
    { type: 'paragraph', text: `I, ${translator}, hereby certify that I am competent to translate from the original language into English and that the foregoing is a true, complete and accurate translation of the attached birth record.` },
    { type: 'lines', lines: [translator, `${p.others.officeAddress.street}, ${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}`] },
    { type: 'paragraph', text: `Subscribed and sworn to before me ${ordinalDate(near(p.arrival, rng, 30, 300))} by ${translator}. ${notary}, Notary Public, State of ${stateName(p.others.officeAddress.state)}. My commission expires ${printDate(near(p.arrival, rng, 700, 1500), 'us')}.` },
    { type: 'stamp', lines: [upper(notary), 'NOTARY PUBLIC', `Commission No. ${digits(rng, 7)}`] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate translation.pdf', 'translated birth record.pdf']),
    styles: ['columns', 'leaders', 'inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentBirth: !byAge, parentCountry: showPlace }),
  };
};

/**
 * A Mexican state "Acta de Nacimiento" of the older formats (before the 2016 national format; Honduran
 * RNP certificates are alike): "DATOS DEL REGISTRADO" with Nombre(s) / Primer apellido / Segundo
 * apellido, then "DATOS DE LOS PADRES" with a PADRE and a MADRE block of sub-labels (Nombre(s),
 * Primer apellido, Segundo apellido, Edad or Fecha de nacimiento, Nacionalidad, Domicilio), the
 * grandparents ("Abuelo paterno", "Abuela materna" ...), the witnesses and the registry officer.
 */
const actaSubfields = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([esDate(d), upper(esDate(d)), dayFirst(d)]);
  const byAge = rng.chance(0.5);
  const showPlace = !byAge && rng.chance(0.6);
  const style: LayoutStyle = rng.pick(['columns', 'inline', 'leaders', 'stacked'] as const);
  const [s1, ...s2] = who.name.family.split(' ');
  const parentFields = (x: Parent): Field[] => [
    ['Nombre(s)', upper(givenNames(x.name))],
    ['Primer apellido', upper(x.name.family)],
    ['Segundo apellido', rng.pick(['-', 'X', '—'])],
    ...(byAge ? ([['Edad', `${ageAt(x.dob, who.dob)} años`]] as Field[]) : ([['Fecha de nacimiento', date(x.dob)]] as Field[])),
    ...(showPlace ? ([['Lugar de nacimiento', `${upper(x.city)}, ${upper(x.country)}`]] as Field[]) : []),
    ['Nacionalidad', upper(p.country.demonym)],
    ['Domicilio', `CALLE ${upper(rng.pick(['Hidalgo', 'Juarez', 'Morelos', 'Allende']))} ${digits(rng, 3)}, ${upper(who.city)}`],
  ];
  const grand = (g: Name, fam: string): string => upper(fullName({ given: g.given, middle: '', family: fam }));
  const fatherFirst = rng.chance(0.7);
  const parents: Block[] = [
    { type: 'subtitle', text: fatherFirst ? 'PADRE' : 'MADRE' },
    { type: 'fields', fields: parentFields(fatherFirst ? father : mother), style },
    { type: 'subtitle', text: fatherFirst ? 'MADRE' : 'PADRE' },
    { type: 'fields', fields: parentFields(fatherFirst ? mother : father), style },
  ];
  const officer = fullName(p.others.registrar);
  const blocks: Block[] = [
    { type: 'lines', lines: [p.country.name === 'Mexico' ? 'ESTADOS UNIDOS MEXICANOS' : `REPUBLICA DE ${upper(p.country.name)}`, `REGISTRO CIVIL DE ${upper(who.city)}`], align: 'center' },
    { type: 'title', text: rng.pick(['ACTA DE NACIMIENTO', 'COPIA CERTIFICADA DEL ACTA DE NACIMIENTO']), align: 'center' },
    { type: 'fields', fields: [['Oficialia No.', digits(rng, 2)], ['Libro', digits(rng, 2)], ['Acta No.', digits(rng, 5)], ['Fecha de registro', dayFirst(near(who.dob, rng, 5, 300))]], style: 'inline' },
    { type: 'subtitle', text: rng.pick(['DATOS DEL REGISTRADO', 'REGISTRADO', 'DATOS DE LA PERSONA REGISTRADA']) },
    {
      type: 'fields',
      fields: [
        ['Nombre(s)', upper(givenNames(who.name))],
        ['Primer apellido', upper(s1 ?? '')],
        ['Segundo apellido', upper(s2.join(' ')) || '-'],
        ['Sexo', who.male ? 'MASCULINO' : 'FEMENINO'],
        ['Fecha de nacimiento', date(who.dob)],
        ['Lugar de nacimiento', `${upper(who.city)}, ${upper(p.country.name)}`],
        ['Compareciente', rng.pick(['PADRE', 'MADRE', 'AMBOS PADRES'])],
      ],
      style,
    },
    { type: 'subtitle', text: 'DATOS DE LOS PADRES' },
    ...parents,
    { type: 'subtitle', text: 'DATOS DE LOS ABUELOS' },
    {
      type: 'fields',
      fields: [
        ['Abuelo paterno', grand(p.others.registrar, father.name.family)],
        ['Abuela paterna', grand(p.others.translator, p.others.landlord.family)],
        ['Abuelo materno', grand(p.others.hrContact, mother.name.family)],
        ['Abuela materna', grand(p.others.landlord, p.others.hrContact.family)],
      ],
      style,
    },
    { type: 'subtitle', text: 'TESTIGOS' },
    { type: 'fields', fields: [['Testigo', upper(fullName(someone(p.others.hrContact, p.others.translator)))], ['Testigo', upper(fullName(someone(p.others.landlord, p.others.registrar)))]], style: 'inline' },
    { type: 'paragraph', text: `Doy fe. El C. Oficial del Registro Civil, LIC. ${upper(officer)}. Se extiende la presente copia certificada en ${who.city}, el ${esDate(near(who.dob, rng, 2000, 9000))}.` },
    { type: 'stamp', lines: ['REGISTRO CIVIL', `OFICIALIA ${digits(rng, 2)}`, upper(officer)] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', 'acta nacimiento copia certificada.pdf']),
    styles: ['columns'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentBirth: !byAge, parentCountry: showPlace }),
  };
};

/**
 * A certified English translation of a Haitian "Extrait des Archives / Acte de naissance" (the
 * French civil-law formula, also used in francophone Africa): the officer of civil status speaks
 * first ("Before us, NAME, Officer of Civil Status of ... appeared Mr. NAME, father of the child"),
 * then the child ("a child of the male sex named NAME, born ... at ..."), the mother ("born of his
 * union with Mrs. NAME"), the witnesses, and the translator. Parents' ages, no dates of birth.
 */
const francophoneProse = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([ordinalDate(d), printDate(d, 'month-name'), printDate(d, 'day-month-name')]);
  const nm = (n: Name) => rng.pick([upper(fullName(n)), `${givenNames(n)} ${upper(n.family)}`]);
  const officer = fullName(p.others.registrar);
  const w1 = fullName(someone(p.others.hrContact, p.others.translator));
  const w2 = fullName(someone(p.others.landlord, p.others.hrContact));
  const dad = rng.pick([`Mr. ${nm(father.name)}, father of the child`, `Mr. ${nm(father.name)}, ${ageAt(father.dob, who.dob)} years old, ${rng.pick(['farmer', 'merchant', 'mechanic'])}, father of the child`]);
  const mum = rng.pick([`born of his union with Mrs. ${nm(mother.name)}`, `whose mother is ${nm(mother.name)}, ${ageAt(mother.dob, who.dob)} years old, ${rng.pick(['housewife', 'seamstress', 'merchant'])}`]);
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLIC OF ${upper(p.country.name)}`, 'NATIONAL ARCHIVES', '[Translation from French]'], align: 'center' },
    { type: 'title', text: rng.pick(['EXTRACT OF BIRTH CERTIFICATE', 'BIRTH CERTIFICATE (EXTRACT FROM THE REGISTERS)']), align: 'center' },
    { type: 'fields', fields: [['Register', `${rng.pick(['A', 'B'])}-${digits(rng, 2)}`], ['Page', digits(rng, 3)], ['Entry No.', digits(rng, 4)]], style: 'inline' },
    {
      type: 'paragraph',
      text:
        `In the year ${new Date(near(who.dob, rng, 5, 60)).getUTCFullYear()}, on ${date(near(who.dob, rng, 5, 60))}, before us, ${officer}, Officer of Civil Status of ${who.city}, appeared ${dad}, ` +
        `who declared that on ${date(who.dob)}, in ${who.city}, ${p.country.name}, was born a child of the ${who.male ? 'male' : 'female'} sex named ${nm(who.name)}, ${mum}. ` +
        `In the presence of ${w1} and ${w2}, witnesses of age, who signed with us after reading.`,
    },
    { type: 'lines', lines: [`For a true extract: ${upper(officer)}`, 'Officer of Civil Status'], align: 'right' },
    { type: 'paragraph', text: `Translator's certification: I, ${fullName(p.others.translator)}, certify that I am competent in French and English and that this translation is true and correct.` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['extrait acte de naissance translation.pdf', 'birth extract translated.pdf']),
    styles: ['inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * A Cuban "Certificación de Nacimiento" (Registro del Estado Civil): tomo and folio, the registrant,
 * then "Padre:" and "Madre:" each a full name with "natural de" (the parent's birthplace, sometimes
 * with the country), "Abuelos paternos: A y B" and "Abuelos maternos: C y D", the declarant and the
 * registrar, the purpose and the stamps.
 */
const cubanCertificacion = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const withCountry = rng.chance(0.5);
  const natural = (x: Parent) => (withCountry ? `${x.city}, ${x.country}` : x.city);
  const style = rng.pick(['columns', 'leaders', 'inline'] as const);
  const pair = (a: Name, b: Name) => `${upper(fullName(a))} y ${upper(fullName(b))}`;
  const g = (a: Name, fam: string): Name => ({ given: a.given, middle: '', family: fam });
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLICA DE ${upper(p.country.name)}`, 'MINISTERIO DE JUSTICIA', 'REGISTRO DEL ESTADO CIVIL'], align: 'center' },
    { type: 'title', text: 'CERTIFICACION DE NACIMIENTO', align: 'center' },
    { type: 'fields', fields: [['Tomo', digits(rng, 3)], ['Folio', digits(rng, 3)], ['Registro Civil de', upper(who.city)]], style: 'inline' },
    {
      type: 'fields',
      fields: [
        ['Inscripcion de nacimiento de', upper(fullName(who.name))],
        ['Sexo', who.male ? 'MASCULINO' : 'FEMENINO'],
        ['Fecha de nacimiento', esDate(who.dob)],
        ['Lugar de nacimiento', `${upper(who.city)}, ${upper(p.country.name)}`],
        ['Padre', `${upper(fullName(father.name))}, natural de ${natural(father)}`],
        ['Madre', `${upper(fullName(mother.name))}, natural de ${natural(mother)}`],
        ['Abuelos paternos', pair(g(p.others.registrar, father.name.family), g(p.others.translator, p.others.landlord.family))],
        ['Abuelos maternos', pair(g(p.others.hrContact, mother.name.family), g(p.others.landlord, p.others.hrContact.family))],
        ['Declarante', `${upper(fullName(rng.chance(0.5) ? father.name : mother.name))}`],
      ],
      style,
    },
    { type: 'paragraph', text: `Y para que asi conste, expido la presente certificacion a solicitud de parte interesada, para tramites en el exterior. ${who.city}, ${esDate(near(who.dob, rng, 4000, 9000))}.` },
    { type: 'lines', lines: [`LIC. ${upper(fullName(p.others.registrar))}`, 'Registrador del Estado Civil'], align: 'center' },
    { type: 'stamp', lines: ['REGISTRO DEL ESTADO CIVIL', upper(who.city)] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['certificacion de nacimiento.pdf', 'certificacion nacimiento cuba.pdf']),
    styles: ['columns'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentCountry: withCountry }),
  };
};

export const birthDevelopment5: LayoutFamily[] = [
  {
    id: 'birth_certificate/us-parent-1-2-long-form',
    kind: 'birth_certificate',
    modelledOn: 'US state long-form certificate of live birth with gender-neutral "PARENT 1 / PARENT 2" blocks (California VS-10 2016, Washington, New York): name sub-boxes, a US-born child',
    build: usParents12,
  },
  {
    id: 'birth_certificate/translation-parents-table',
    kind: 'birth_certificate',
    modelledOn: 'Certified English translation of a Brazilian / Colombian / Ecuadorian registry extract: parents in a FATHER | MOTHER table (surname, given names, date of birth or age, birthplace), translator and notary jurat',
    build: translationTable,
  },
  {
    id: 'birth_certificate/acta-padres-subfields',
    kind: 'birth_certificate',
    modelledOn: 'Mexican state acta de nacimiento (pre-2016) / Honduran RNP: DATOS DE LOS PADRES with PADRE and MADRE sub-labels (Nombre(s), Primer / Segundo apellido, Edad, Nacionalidad), grandparents and witnesses',
    build: actaSubfields,
  },
  {
    id: 'birth_certificate/francophone-extract-prose',
    kind: 'birth_certificate',
    modelledOn: 'Certified English translation of a Haitian extrait des archives / francophone acte de naissance: officer, declaring father, "born of his union with Mrs. ...", witnesses, in one paragraph',
    build: francophoneProse,
  },
  {
    id: 'birth_certificate/cuba-certificacion-abuelos',
    kind: 'birth_certificate',
    modelledOn: 'Cuban Registro del Estado Civil certificación de nacimiento: Padre / Madre with "natural de", Abuelos paternos / maternos pairs, declarant and registrar',
    build: cubanCertificacion,
  },
];
