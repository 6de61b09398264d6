import { formDate, fullName, upper } from '../../../formats.js';
import type { Name } from '../../../persona.js';
import type { Block } from '../../../render.js';
import type { LayoutFamily } from '../../document-spec.js';
import {
  addDays, birthTruth, dayFirst, dayMonthYear, digits, monthDayYear, officialName, oneLine, registrant, stateName, yearsBetween,
} from './civil-common.js';

// Birth records typed on numbered registry forms: the Philippine PSA certificate of live birth,
// a US state certificate of live birth (the applicant's US-born child), and an Indian municipal
// birth certificate under the Registration of Births and Deaths Act.

const nameCells = (item: string, n: Name) => [
  { label: `${item} (First)`, value: upper(n.given) },
  { label: '(Middle)', value: upper(n.middle) },
  { label: '(Last)', value: upper(n.family) },
];

const psaLiveBirth: LayoutFamily = {
  id: 'birth_certificate/ph-psa-live-birth',
  kind: 'birth_certificate',
  modelledOn: 'Philippine PSA security-paper copy of a Certificate of Live Birth (Municipal Form No. 102): numbered boxes, child / mother / father blocks with maiden name, citizenship and age at the time of birth, civil registrar and PSA issuance note',
  build: (p, rng) => {
    const r = registrant(p, rng, 0.3);
    const ageAt = (n: Name, b: Date | undefined) => String(b ? yearsBetween(b, r.dob) : n === p.name ? yearsBetween(p.dob, r.dob) : Math.floor(rng.between(22, 40)));
    const citizenship = (b: typeof r.fatherBirth) => upper((b?.country ?? r.country).demonym);
    const residence = `${upper(r.city)}, ${upper(r.country.name)}`;
    const issued = addDays(new Date(Date.UTC(2023, 2, 1)), rng.between(0, 800));
    const blocks: Block[] = [
      { type: 'lines', lines: [officialName(r.country), 'OFFICE OF THE CIVIL REGISTRAR GENERAL'], align: 'center' },
      { type: 'title', text: 'CERTIFICATE OF LIVE BIRTH', align: 'center' },
      { type: 'lines', lines: [`Municipal Form No. 102      City/Municipality: ${upper(r.city)}      Registry No. ${r.dob.getUTCFullYear()}-${digits(rng, 4)}`], size: 8.5 },
      {
        type: 'grid',
        columns: 3,
        cells: [
          ...nameCells('1. NAME', r.name),
          { label: '2. SEX (Male / Female)', value: upper(r.sex) },
          { label: '3. DATE OF BIRTH (Day) (Month) (Year)', value: dayMonthYear(r.dob), span: 2 },
          { label: '4. PLACE OF BIRTH (Hospital/Clinic)', value: rng.pick(['Provincial Hospital', 'Medical Center', 'Lying-in Clinic', 'Doctors Hospital']), span: 1 },
          { label: '(City/Municipality) (Province/Country)', value: residence, span: 2 },
          { label: '5a. TYPE OF BIRTH', value: 'SINGLE' },
          { label: '5c. BIRTH ORDER', value: rng.pick(['FIRST', 'SECOND', 'THIRD']) },
          { label: '6. WEIGHT AT BIRTH', value: `${Math.floor(rng.between(2600, 3900))} grams` },
        ],
      },
      { type: 'subtitle', text: 'MOTHER' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          ...nameCells('7. MAIDEN NAME', r.mother),
          { label: '8. CITIZENSHIP', value: citizenship(r.motherBirth) },
          { label: '11. OCCUPATION', value: rng.pick(['HOUSEWIFE', 'TEACHER', 'NURSE', 'VENDOR']) },
          { label: '12. AGE at the time of this birth', value: ageAt(r.mother, r.motherBirth?.dob) },
          { label: '13. RESIDENCE', value: residence, span: 3 },
        ],
      },
      { type: 'subtitle', text: 'FATHER' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          ...nameCells('14. NAME', r.father),
          { label: '15. CITIZENSHIP', value: citizenship(r.fatherBirth) },
          { label: '17. OCCUPATION', value: rng.pick(['DRIVER', 'FARMER', 'ENGINEER', 'SEAMAN', 'CLERK']) },
          { label: '18. AGE at the time of this birth', value: ageAt(r.father, r.fatherBirth?.dob) },
        ],
      },
      {
        type: 'fields',
        fields: [
          ['20. INFORMANT', `${upper(fullName(r.mother))} (Mother)`],
          ['CIVIL REGISTRAR', upper(fullName(p.others.registrar))],
          ['DATE OF REGISTRATION', dayMonthYear(addDays(r.dob, rng.between(2, 30)))],
        ],
      },
      { type: 'paragraph', text: `This certification is issued upon the request of ${rng.pick(['the document owner', 'the registrant', 'the requesting party'])} for ${rng.pick(['immigration', 'travel', 'passport'])} purposes. Issued on ${dayMonthYear(issued)}.` },
      { type: 'stamp', lines: ['PHILIPPINE STATISTICS AUTHORITY', 'CIVIL REGISTRAR GENERAL', `OR No. ${digits(rng, 7)}`] },
    ];
    return { kind: 'birth_certificate', fileName: rng.pick(['PSA birth certificate.pdf', 'psa_colb.pdf', 'birth cert PSA.pdf']), blocks, styles: ['columns', 'inline'], truth: birthTruth(r) };
  },
};

/** Always the applicant's US-born child: the applicant and spouse are the parents. */
const usStateLiveBirth: LayoutFamily = {
  id: 'birth_certificate/us-state-live-birth',
  kind: 'birth_certificate',
  modelledOn: "US state Vital Records certified copy of a Certificate of Live Birth (standard-certificate numbering: child's name, date of birth Mo/Day/Yr, mother's name prior to first marriage, parents' dates and places of birth, mother's residence) for the applicant's US-born child, with the State Registrar's certification and office address",
  build: (p, rng) => {
    const home = p.previousAddress;
    const state = stateName(home.state);
    const [father, mother] = p.sex === 'Male' ? [p.name, p.spouse] : [p.spouse, p.name];
    const spouseDob = addDays(p.dob, rng.between(-2500, 2500));
    const spouseBirthplace = rng.chance(0.5) ? p.country.name : upper(state);
    const dobOf = (n: Name) => formDate(n === p.name ? p.dob : spouseDob);
    const placeOf = (n: Name) => upper(n === p.name ? p.country.name : spouseBirthplace);
    const sex = /a$/i.test(p.child.name.given) ? 'FEMALE' : 'MALE';
    const filed = addDays(p.child.dob, rng.between(3, 20));
    const childDob = rng.chance(0.7) ? formDate(p.child.dob) : upper(monthDayYear(p.child.dob));
    const blocks: Block[] = [
      { type: 'lines', lines: [`STATE OF ${upper(state)}`, rng.pick(['DEPARTMENT OF HEALTH', 'DEPARTMENT OF PUBLIC HEALTH', 'DEPARTMENT OF STATE HEALTH SERVICES']), 'VITAL RECORDS'], align: 'center' },
      { type: 'title', text: 'CERTIFICATE OF LIVE BIRTH', align: 'center' },
      { type: 'lines', lines: [`STATE FILE NUMBER ${digits(rng, 3)}-${p.child.dob.getUTCFullYear()}-${digits(rng, 6)}`], align: 'right', size: 8.5 },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: "1. CHILD'S NAME (First, Middle, Last)", value: upper(fullName(p.child.name)), span: 2 },
          { label: '2. TIME OF BIRTH (24 hr)', value: `${String(Math.floor(rng.between(0, 24))).padStart(2, '0')}${String(Math.floor(rng.between(0, 60))).padStart(2, '0')}` },
          { label: '3. SEX', value: sex },
          { label: '4. DATE OF BIRTH (Mo/Day/Yr)', value: childDob },
          { label: '6. CITY, TOWN, OR LOCATION OF BIRTH', value: upper(home.city) },
          { label: '5. FACILITY NAME', value: rng.pick(['MEMORIAL HOSPITAL', 'MERCY MEDICAL CENTER', "ST. LUKE'S HOSPITAL", 'GENERAL HOSPITAL']) },
          { label: '7. COUNTY OF BIRTH', value: upper(rng.pick(['Washington', 'Jefferson', 'Franklin', 'Lincoln', 'Madison'])) },
          { label: '7b. STATE', value: home.state },
          { label: "8a. MOTHER'S CURRENT LEGAL NAME (First, Middle, Last)", value: upper(fullName(mother)), span: 3 },
          { label: "8c. MOTHER'S NAME PRIOR TO FIRST MARRIAGE", value: upper(fullName(mother)), span: 3 },
          { label: '8b. DATE OF BIRTH (Mo/Day/Yr)', value: dobOf(mother) },
          { label: '8d. BIRTHPLACE (State or Foreign Country)', value: placeOf(mother) },
          { label: '9a. RESIDENCE OF MOTHER - STATE', value: upper(state) },
          { label: '9b. CITY, TOWN, OR LOCATION', value: upper(home.city) },
          { label: '9c. ZIP CODE', value: home.zip },
          { label: '9e. APT. NO.', value: home.unit },
          { label: '9d. STREET AND NUMBER', value: upper(home.street), span: 3 },
          { label: "10a. FATHER'S CURRENT LEGAL NAME (First, Middle, Last)", value: upper(fullName(father)), span: 3 },
          { label: '10b. DATE OF BIRTH (Mo/Day/Yr)', value: dobOf(father) },
          { label: '10c. BIRTHPLACE (State or Foreign Country)', value: placeOf(father) },
          { label: '11. DATE FILED BY REGISTRAR', value: formDate(filed) },
        ],
      },
      {
        type: 'paragraph',
        text: `This is to certify that this is a true and correct reproduction of the original record filed with the ${state} Office of Vital Records. Date issued: ${monthDayYear(addDays(filed, rng.between(200, 3000)))}.`,
      },
      { type: 'lines', lines: [`${fullName(p.others.registrar)}, State Registrar`, oneLine(p.others.officeAddress)], size: 9 },
      { type: 'stamp', lines: [`SEAL OF THE STATE OF ${upper(state)}`, 'OFFICE OF VITAL RECORDS'] },
      { type: 'footer', text: 'This copy is not valid unless printed on security paper with a raised seal. Do not accept if altered or photocopied.' },
    ];
    const truth = {
      'I-485': { 'children.0.full_name': fullName(p.child.name), 'children.0.date_of_birth': formDate(p.child.dob), 'children.0.country_of_birth': 'United States' },
      'I-765': {},
    };
    return { kind: 'birth_certificate', fileName: rng.pick(['child birth certificate.pdf', 'birth_certificate_son.pdf', 'birth-certificate-daughter.pdf']), blocks, styles: ['boxes'], truth };
  },
};

const indiaForm5: LayoutFamily = {
  id: 'birth_certificate/in-rbd-form5',
  kind: 'birth_certificate',
  modelledOn: "Indian municipal birth certificate, Form No. 5 under the Registration of Births and Deaths Act 1969 (Civil Registration System print-out): certifying paragraph, two-column NAME/SEX/DATE OF BIRTH block with day-first dates, parents' addresses, registration number and issuing authority",
  build: (p, rng) => {
    const r = registrant(p, rng, 0.3);
    const sep = rng.pick(['-', '/'] as const);
    const address = `H. No. ${Math.floor(rng.between(1, 400))}, Ward ${Math.floor(rng.between(1, 40))}, ${rng.pick(['Station Road', 'Main Road', 'Market Street', 'Civil Lines'])}, ${upper(r.city)}, ${upper(r.country.name)}`;
    const registered = addDays(r.dob, rng.between(3, 21));
    const issued = addDays(new Date(Date.UTC(2022, 8, 1)), rng.between(0, 1000));
    const blocks: Block[] = [
      { type: 'lines', lines: [`GOVERNMENT OF ${r.country.code === 'PHL' ? 'THE ' : ''}${upper(r.country.name)}`, `MUNICIPAL CORPORATION OF ${upper(r.city)}`, 'DEPARTMENT OF HEALTH - REGISTRATION OF BIRTHS AND DEATHS'], align: 'center' },
      { type: 'title', text: 'BIRTH CERTIFICATE', align: 'center' },
      { type: 'lines', lines: ['(Issued under Section 12 / 17 of the Registration of Births and Deaths Act, 1969 and Rule 8 / 13)'], align: 'center', size: 8 },
      {
        type: 'paragraph',
        text: `This is to certify that the following information has been taken from the original record of birth which is the register for ${r.city} of ${rng.pick(['Tehsil/Block', 'Ward'])} ${r.city}, of District ${r.city}.`,
      },
      {
        type: 'fields',
        fields: [
          ['NAME', upper(fullName(r.name))],
          ['SEX', upper(r.sex)],
          ['DATE OF BIRTH', dayFirst(r.dob, sep)],
          ['PLACE OF BIRTH', `${rng.pick(['GOVT. HOSPITAL', 'CIVIL HOSPITAL', 'MATERNITY HOME'])}, ${upper(r.city)}`],
          ['NAME OF MOTHER', upper(fullName(r.mother))],
          ['NAME OF FATHER', upper(fullName(r.father))],
        ],
      },
      {
        type: 'fields',
        style: 'stacked',
        fields: [
          ['ADDRESS OF PARENTS AT THE TIME OF BIRTH OF THE CHILD', address],
          ['PERMANENT ADDRESS OF PARENTS', address],
        ],
      },
      {
        type: 'fields',
        style: 'two-column',
        fields: [
          ['REGISTRATION NO.', `B-${r.dob.getUTCFullYear()}:${Math.floor(rng.between(10, 99))}:${digits(rng, 5)}`],
          ['DATE OF REGISTRATION', dayFirst(registered, sep)],
          ['REMARKS (IF ANY)', ''],
          ['DATE OF ISSUE', dayFirst(issued, sep)],
        ],
      },
      { type: 'lines', lines: ['Signature of the issuing authority', `${upper(fullName(p.others.registrar))}, Registrar (Births & Deaths)`, `Municipal Corporation of ${r.city}`], align: 'right', size: 9 },
      { type: 'stamp', lines: ['REGISTRAR BIRTHS & DEATHS', upper(r.city)] },
      { type: 'footer', text: '"ENSURE REGISTRATION OF EVERY BIRTH AND DEATH"' },
    ];
    return { kind: 'birth_certificate', fileName: rng.pick(['birth certificate.pdf', 'BirthCertificate_Form5.pdf']), blocks, styles: ['columns', 'inline', 'stacked'], truth: birthTruth(r) };
  },
};

export const birthRegistry: LayoutFamily[] = [psaLiveBirth, usStateLiveBirth, indiaForm5];
