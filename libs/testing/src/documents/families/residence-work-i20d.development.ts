import type { Block } from '../../render.js';
import type { LayoutFamily } from '../document-spec.js';
import type { Persona, UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { fullName, printDate } from '../../formats.js';
import { addDays, addMonths, i20Truth, letterDate, money } from './residence-work-common.development.js';

// CIP codes SEVIS prints after the major's name (the program name itself as the persona has it).
const cipCode: Record<string, string> = {
  'Computer Science': '11.0701',
  'Business Administration': '52.0201',
  Nursing: '51.3801',
  'Civil Engineering': '14.0801',
  Economics: '45.0601',
};
// SEVP school codes start with the field office's three letters, then "214F" and eight digits.
const fieldOffices = ['BOS', 'NYC', 'CHI', 'LOS', 'SFR', 'HOU', 'ATL', 'SEA', 'PHI', 'MIA', 'DAL', 'DEN', 'DET', 'BAL'];
const campusStreets = ['Campus Circle', 'University Parkway', 'College Street', 'Commonwealth Avenue', 'Academic Boulevard', 'Founders Drive'];
const campusStates = ['MA', 'NY', 'IL', 'CA', 'TX', 'GA', 'WA', 'PA', 'FL', 'MN', 'VA', 'OR'];

/** "14 MARCH 1997": how SEVIS prints the date of birth, date issued and admission dates. */
const sevisLong = (d: Date) => {
  const [day, month, year] = printDate(d, 'day-month-name').split(' ');
  return `${String(day).padStart(2, '0')} ${String(month).toUpperCase()} ${year}`;
};
const us = (d: Date) => letterDate(d, 'us');

/** The campus the I-20 is issued for: in the city the school is named after. */
const campus = (p: Persona, rng: Rng): UsAddress => ({
  street: `${Math.floor(rng.between(1, 3999))} ${rng.pick(campusStreets)}`,
  unit: '',
  city: p.school.name.replace(/^University of /, ''),
  state: rng.pick(campusStates),
  zip: String(Math.floor(rng.between(10001, 98999))),
});

const monthsBetween = (a: Date, b: Date) => (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();

/**
 * Page 1 of the current SEVIS-printed Form I-20 (OMB 1653-0038): the agency header and the SEVIS
 * ID with its barcode's text at the top right; the student block as boxed cells with small labels
 * above the values (surname, given name, class F-1, preferred and passport names, country and city
 * of birth, citizenship, "14 MARCH 1997" birth date, admission number, form issue reason); the
 * school block (legal name, two-line address, the DSO to contact on arrival with their title, the
 * school code and its approval date); the program block (education level, major 1 with its CIP
 * code, major 2 "NONE 00.0000", normal length, English proficiency and notes, earliest admission,
 * start of classes, "PROGRAM START/END DATE" as one MM/DD/YYYY range); the 9-month financials
 * side by side with the student's funding; remarks; the school attestation with the DSO's
 * signature block (name and title, date issued, place issued) and the student attestation.
 */
const boxedGrid: LayoutFamily = {
  id: 'i20/form-i20-page1-boxed-grid',
  kind: 'i20',
  modelledOn: 'current SEVIS Form I-20 page 1 (OMB 1653-0038): boxed label-over-value student/school/program grid, 9-month financials, school and student attestations',
  build: (p, rng) => {
    const s = campus(p, rng);
    const up = (t: string) => t.toUpperCase();
    const given = [p.name.given, p.name.middle].filter(Boolean).join(' ');
    const reason = rng.pick(['INITIAL ATTENDANCE', 'INITIAL ATTENDANCE', 'CONTINUED ATTENDANCE', 'CONTINUED ATTENDANCE', 'TRANSFER PENDING', 'CHANGE OF EDUCATIONAL LEVEL']);
    const initial = reason === 'INITIAL ATTENDANCE';
    // An initial I-20 is issued weeks before the program starts; a continued-attendance one later on.
    const issued = reason === 'CONTINUED ATTENDANCE'
      ? addMonths(p.school.start, Math.floor(rng.between(6, 20)))
      : addDays(p.school.start, -Math.floor(rng.between(35, 120)));
    const classes = addDays(p.school.start, Math.floor(rng.between(0, 4)));
    const admissionDates = rng.chance(0.75) ? sevisLong : us;
    const level = rng.pick(["BACHELOR'S", "BACHELOR'S", "MASTER'S", 'DOCTORATE']);
    const months = Math.max(12, Math.round(monthsBetween(p.school.start, p.school.end) / 6) * 6);
    const dso = `${p.others.registrar.given} ${p.others.registrar.family}`;
    const title = rng.pick(['PDSO', 'DSO', 'DIRECTOR, INTL. STUDENT SERVICES', 'INTERNATIONAL STUDENT ADVISOR', 'ASSOCIATE DIRECTOR, ISSS']);
    const code = `${rng.pick(fieldOffices)}214F${String(Math.floor(rng.between(0, 99999))).padStart(5, '0')}000`;
    const approved = new Date(Date.UTC(Math.floor(rng.between(2002, 2006)), Math.floor(rng.between(0, 12)), Math.floor(rng.between(1, 29))));
    const englishRequired = rng.chance(0.7);
    const englishNotes = englishRequired
      ? rng.pick(['STUDENT HAS MET ENGLISH PROFICIENCY REQUIREMENTS', `TOEFL iBT ${Math.floor(rng.between(80, 110))}`, `IELTS ${rng.pick(['6.5', '7.0', '7.5'])}`, 'DUOLINGO ENGLISH TEST 120'])
      : rng.pick(['', 'STUDENT IS EXEMPT - PRIOR DEGREE IN ENGLISH', 'PROFICIENCY WILL BE ASSESSED ON ARRIVAL']);
    const preferred = rng.chance(0.3) ? up(p.name.given) : '';
    const passportName = rng.chance(0.35) ? up(`${p.name.family} ${given}`) : '';
    const admission = initial ? '' : rng.chance(0.7) ? p.i94 : '';
    const nameLabel = rng.pick(['SCHOOL NAME', 'LEGAL NAME FOR SCHOOL']);
    const campusName = rng.chance(0.5) ? up(rng.pick(['Main Campus', `${s.city} Campus`, 'Graduate School'])) : '';

    const tuition = Math.floor(rng.between(14, 48)) * 1000 + rng.pick([0, 250, 500, 750]);
    const living = Math.floor(rng.between(11, 20)) * 1000;
    const other = rng.pick([0, 1200, 1500, 2000, 2500]);
    const costs = tuition + living + other;
    const fromSchool = rng.chance(0.4) ? Math.floor(rng.between(2, 12)) * 1000 : 0;
    const another = rng.chance(0.3) ? Math.floor(rng.between(5, 20)) * 1000 : 0;
    const personal = costs - fromSchool - another + Math.floor(rng.between(0, 8)) * 1000;
    const funding = personal + fromSchool + another;
    const usd = (n: number) => money(n);

    const remarks = reason === 'TRANSFER PENDING'
      ? `TRANSFER PENDING. TRANSFER RELEASE DATE ${us(addDays(issued, -Math.floor(rng.between(3, 20))))} FROM ${rng.pick(['LAKEVIEW', 'VALLEY', 'HARBOR', 'PINE RIDGE'])} COMMUNITY COLLEGE.`
      : reason === 'CONTINUED ATTENDANCE'
        ? rng.pick(['UPDATED FINANCIAL INFORMATION.', 'STUDENT IS IN GOOD ACADEMIC STANDING.', 'NAME CORRECTED TO MATCH PASSPORT.'])
        : rng.pick(['', 'FUNDED BY PARENTS PER BANK LETTER ON FILE.', 'STUDENT MUST REPORT TO ISSS FOR CHECK-IN UPON ARRIVAL.']);

    const header: Block[] = [
      { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Immigration and Customs Enforcement'], size: 8.5 },
      { type: 'lines', lines: [`SEVIS ID: ${p.sevis} (F-1)`, rng.chance(0.5) ? `*${p.sevis}*` : p.sevis], align: 'right', size: 9 },
      { type: 'title', text: 'I-20, Certificate of Eligibility for Nonimmigrant Student Status' },
      { type: 'lines', lines: ['OMB NO. 1653-0038'], align: 'right', size: 8 },
    ];
    const student: Block = {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'SURNAME/PRIMARY NAME', value: up(p.name.family) },
        { label: 'GIVEN NAME', value: up(given) },
        { label: rng.pick(['CLASS', 'CLASS OF ADMISSION']), value: 'F-1' },
        { label: 'PREFERRED NAME', value: preferred },
        { label: 'PASSPORT NAME', value: passportName, span: 2 },
        { label: 'COUNTRY OF BIRTH', value: up(p.country.name) },
        { label: 'COUNTRY OF CITIZENSHIP', value: up(p.country.name) },
        { label: 'CITY OF BIRTH', value: up(p.birthCity) },
        { label: 'DATE OF BIRTH', value: sevisLong(p.dob) },
        { label: 'ADMISSION NUMBER', value: admission },
        { label: 'FORM ISSUE REASON', value: reason === 'CHANGE OF EDUCATIONAL LEVEL' ? 'CHANGE OF ED. LEVEL' : reason },
      ],
    };
    const school: Block = {
      type: 'grid',
      columns: 2,
      cells: [
        { label: `SCHOOL INFORMATION - ${nameLabel}`, value: up(p.school.name), span: 2 },
        ...(campusName ? [{ label: '', value: campusName, span: 2 }] : []),
        { label: 'SCHOOL ADDRESS', value: up(s.street), span: 2 },
        { label: '', value: `${up(s.city)}, ${s.state} ${s.zip}`, span: 2 },
        { label: 'SCHOOL OFFICIAL TO CONTACT UPON ARRIVAL', value: up(dso) },
        { label: 'SCHOOL CODE AND APPROVAL DATE', value: code },
        { label: '', value: title },
        { label: '', value: sevisLong(approved) },
      ],
    };
    const program: Block = {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'EDUCATION LEVEL', value: level },
        { label: 'MAJOR 1', value: `${up(p.school.program)} ${cipCode[p.school.program] ?? '30.9999'}`, span: 2 },
        { label: 'MAJOR 2', value: rng.pick(['NONE 00.0000', '00.0000', 'None']) },
        { label: 'NORMAL PROGRAM LENGTH', value: `${months} MONTHS` },
        { label: 'PROGRAM ENGLISH PROFICIENCY', value: englishRequired ? 'REQUIRED' : 'NOT REQUIRED' },
        { label: 'ENGLISH PROFICIENCY NOTES', value: englishNotes, span: 3 },
        { label: 'EARLIEST ADMISSION DATE', value: admissionDates(addDays(p.school.start, -30)) },
        { label: 'START OF CLASSES', value: admissionDates(classes) },
        { label: 'PROGRAM START/END DATE', value: `${us(p.school.start)} - ${us(p.school.end)}` },
      ],
    };
    const financials: Block = {
      type: 'table',
      header: ['ESTIMATED AVERAGE COSTS FOR: 9 MONTHS', '', "STUDENT'S FUNDING FOR: 9 MONTHS", ''],
      rows: [
        ['Tuition and Fees', usd(tuition), 'Personal Funds', usd(personal)],
        ['Living Expenses', usd(living), 'Funds From This School', usd(fromSchool)],
        ['Expenses of Dependents (0)', '$0', 'Funds From Another Source', usd(another)],
        ['Other', usd(other), 'On-Campus Employment', '$0'],
        ['TOTAL', usd(costs), 'TOTAL', usd(funding)],
      ],
      widths: [0.32, 0.16, 0.36, 0.16],
    };
    const attestations: Block[] = [
      { type: 'subtitle', text: 'SCHOOL ATTESTATION' },
      {
        type: 'paragraph',
        text: 'I certify under penalty of perjury that all information provided above was entered before I signed this form and is true and correct. I executed this form in the United States after review and evaluation in the United States by me or other officials of the school of the student\'s application, transcripts, or other records of courses taken and proof of financial responsibility, which were received at the school prior to the execution of this form. The school has determined that the above named student\'s qualifications meet all standards for admission to the school and the student will be required to pursue a full program of study as defined by 8 CFR 214.2(f)(6). I am a designated school official of the above named school and am authorized to issue this form.',
      },
      {
        type: 'table',
        header: ['SIGNATURE OF:', 'DATE ISSUED', 'PLACE ISSUED'],
        rows: [[`${up(dso)}, ${title}`, sevisLong(issued), `${up(s.city)}, ${s.state}`]],
        widths: [0.46, 0.22, 0.32],
      },
      { type: 'subtitle', text: 'STUDENT ATTESTATION' },
      {
        type: 'paragraph',
        text: 'I have read and agreed to comply with the terms and conditions of my admission and those of any extension of stay. I certify that all information provided on this form refers specifically to me and is true and correct to the best of my knowledge. I certify that I seek to enter or remain in the United States temporarily, and solely for the purpose of pursuing a full program of study at the school named above. I also authorize the named school to release any information from my records needed by DHS pursuant to 8 CFR 214.3(g) to determine my nonimmigrant status. Parent or guardian, if student is under 18.',
      },
      {
        type: 'table',
        header: ['SIGNATURE OF:', 'DATE'],
        rows: [[up(fullName(p.name)), rng.chance(0.5) ? us(addDays(issued, Math.floor(rng.between(5, 40)))) : '']],
        widths: [0.7, 0.3],
      },
    ];
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20.pdf', 'Form I-20 page 1.pdf', `I20_${p.sevis}.pdf`, 'signed I-20.pdf']),
      styles: ['boxes'],
      blocks: [
        ...header,
        student,
        school,
        { type: 'subtitle', text: 'PROGRAM OF STUDY' },
        program,
        { type: 'subtitle', text: 'FINANCIALS' },
        financials,
        ...(remarks ? [{ type: 'paragraph' as const, text: `REMARKS: ${remarks}` }] : []),
        ...attestations,
        { type: 'footer', text: `ICE Form I-20   SEVIS ID: ${p.sevis}   Page 1 of 3` },
      ],
      truth: i20Truth(p, s),
    };
  },
};

export const i20Development4: LayoutFamily[] = [boxedGrid];
