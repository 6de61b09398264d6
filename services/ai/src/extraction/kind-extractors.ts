import type { DocumentKind } from '@formpath/contracts';
import type { DocumentFacts } from './document-facts.js';
import { allLabelled, findLabelled, findPattern } from './labels.js';
import { readMrz } from './mrz-reader.js';
import { eyeColour, formMonth, fromFull, hairColour, height, identifiers as id, mrzDate, nameText, normaliseCountry, parseDate, titleCase, weightLbs } from '@formpath/forms';

// Label vocabularies: the wordings documents use, English first, then Spanish and French.
const L = {
  family: ['surnames?', 'last name', 'family name', 'apellidos?', 'nom', 'ln', 'last/surname', 'surname/primary name'],
  given: ['given names?', 'first name', 'first and middle names?', 'nombres?', 'pr[ée]noms?', 'fn', 'first \\(given\\) name'],
  full: ['name', 'full name', 'nombre', 'nombre completo', 'holder'],
  dob: ['date of birth', 'birth ?date', 'dob', 'fecha de nacimiento', 'date de naissance', 'born'],
  sex: ['sex', 'gender', 'sexo'],
  birthPlace: ['place of birth', 'birth ?place', 'lugar de nacimiento', 'city of birth'],
  birthCountry: ['country of birth', 'pa[ií]s de nacimiento'],
  nationality: ['nationality', 'citizenship', 'country of citizenship', 'nacionalidad', 'country of nationality'],
  aNumber: ['a-?number', 'alien (registration )?(number|no\\.?|#)', 'uscis ?#', 'uscis number', 'a ?#'],
  address: ['address', 'residence', 'residential address', 'home address', 'mailing address', 'domicilio', 'direcci[óo]n'],
};

const place = (raw: string): { city?: string; country?: string } => {
  const parts = raw.split(/\s*,\s*/).map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) return {};
  const country = normaliseCountry(parts.at(-1) as string);
  if (country && parts.length > 1) return { city: titleCase(parts[0] as string), country };
  if (country) return { country };
  return parts.length === 1 && /^[\p{L} .'-]{2,40}$/u.test(parts[0] as string) ? { city: titleCase(parts[0] as string) } : {};
};

const personBasics = (f: DocumentFacts, fullLabels: string[] = L.full) => {
  f.name('name', { family: L.family, given: L.given, full: fullLabels });
  f.date('dob', L.dob);
  f.labelled('sex', L.sex, id.sex);
};

const birthPlace = (f: DocumentFacts) => {
  const found = findLabelled(f.lines, L.birthPlace, (raw) => Object.keys(place(raw)).length > 0);
  if (found) {
    const { city, country } = place(found.raw);
    f.add('birth.city', city, found.line, found.context);
    f.add('birth.country', country, found.line, found.context);
  }
  if (!f.has('birth.country')) f.labelled('birth.country', L.birthCountry, normaliseCountry);
};

const passport = (f: DocumentFacts) => {
  const mrz = readMrz(f.lines);
  if (mrz) {
    const line = f.lines.find((l) => l.page === mrz.page) ?? (f.lines[0] as NonNullable<(typeof f.lines)[0]>);
    const context = mrz.lines.join(' ');
    // Each value is as sure as its own check digit; names have none, so they follow the whole zone.
    const conf = (field: string) => (mrz.fieldValid[field] === false || !mrz.valid ? (mrz.fieldValid[field] === true ? 'medium' : 'low') : 'high') as 'high' | 'medium' | 'low';
    const add = (key: Parameters<DocumentFacts['add']>[0], value: string | null | undefined, field: string) =>
      f.add(key, value ?? undefined, line, context, { method: 'mrz', confidence: conf(field), checked: conf(field) === 'high' });
    // Names carry no check digit: a valid zone vouches for the numbers, not for letters OCR may
    // have misread (fillers read as K or L), so names are never "checked" and OCR noise is dropped.
    const words = (s: string | null | undefined) => (s ?? '').split(' ').filter((w) => w && !/^[KLC]{3,}$/.test(w));
    const family = words(mrz.fields.lastName).join(' ');
    const given = words(mrz.fields.firstName);
    const nameConfidence = mrz.valid && !line.ocr ? 'high' : mrz.valid ? 'medium' : 'low';
    const addName = (key: 'name.family' | 'name.given' | 'name.middle', value: string | undefined) =>
      f.add(key, value, line, context, { method: 'mrz', confidence: nameConfidence });
    addName('name.family', family ? titleCase(family) : undefined);
    addName('name.given', given[0] ? titleCase(given[0]) : undefined);
    addName('name.middle', given.length > 1 ? titleCase(given.slice(1).join(' ')) : '—');
    add('passport.number', mrz.fields.documentNumber, 'documentNumber');
    add('dob', mrz.fields.birthDate ? mrzDate(mrz.fields.birthDate, 'past') : undefined, 'birthDate');
    add('sex', mrz.fields.sex === 'male' ? 'Male' : mrz.fields.sex === 'female' ? 'Female' : undefined, 'sex');
    add('citizenship', mrz.fields.nationality ? normaliseCountry(mrz.fields.nationality) : undefined, 'nationality');
    add('passport.country', mrz.fields.issuingState ? normaliseCountry(mrz.fields.issuingState) : undefined, 'issuingState');
  }
  // The visual zone: read too, so it confirms the zone or stands in where the zone failed.
  personBasics(f);
  f.labelled('passport.number', ['passport (no\\.?|number|#)', 'document (no\\.?|number)', 'pasaporte (no\\.?|n[úu]mero)', 'no\\. de pasaporte'], id.passportNumber);
  f.labelled('citizenship', L.nationality, normaliseCountry);
  f.labelled('passport.country', ['issuing (country|state)', 'country of issue', 'pa[ií]s emisor', 'code', 'country code'], normaliseCountry);
  birthPlace(f);
};

const i94 = (f: DocumentFacts) => {
  f.labelled('i94', ['admission (\\(?i-?94\\)? )?record (number|no\\.?)', 'i-?94 (record )?(number|no\\.?|#)', 'admission (number|no\\.?)', 'record number'], id.i94Number);
  f.date('arrival_date', ['most recent date of entry', 'date of (last )?entry', 'arrival date', 'admission date', 'date of arrival', 'entry date']);
  f.labelled('admission_class', ['class of admission', 'class', 'admission class'], id.admissionClass);
  f.name('name', { family: L.family, given: L.given, full: L.full });
  f.date('dob', ['birth ?date', 'date of birth']);
  f.labelled('passport.number', ['document number', 'passport (no\\.?|number)'], id.passportNumber);
  f.labelled('citizenship', ['country of citizenship', 'citizenship', 'nationality', 'country of issuance'], normaliseCountry);
};

const birthCertificate = (f: DocumentFacts) => {
  f.name('name', { family: L.family, given: L.given, full: ['name of (child|registrant|person)', "child's name", 'name', 'full name', 'nombre del registrado', 'nombre'] });
  f.date('dob', [...L.dob, 'date of event']);
  f.labelled('sex', L.sex, id.sex);
  birthPlace(f);
  f.name('father', { full: ["father'?s? (full |legal )?name", 'name of father', 'father', 'nombre del padre', 'padre'] });
  f.name('mother', { full: ["mother'?s? (full |legal |maiden )?name( before (first )?marriage)?", 'name of mother', 'mother', 'nombre de la madre', 'madre'] });
};

const marriageCertificate = (f: DocumentFacts) => {
  const spouses = ['(name of )?(spouse|party|bride|groom)( ?(a|b|1|2|one|two))?', 'husband', 'wife', 'c[óo]nyuge'];
  // Both parties are kept; which one is the applicant's spouse is decided when facts meet.
  const seen = new Set<string>();
  for (const found of allLabelled(f.lines, spouses, (raw) => fromFull(raw) !== undefined)) {
    const name = nameText(fromFull(found.raw) as NonNullable<ReturnType<typeof fromFull>>);
    if (seen.has(name)) continue;
    seen.add(name);
    f.add('marriage.spouse', name, found.line, found.context);
  }
  f.date('marriage.date', ['date of marriage', 'marriage date', 'married on', 'date of ceremony', 'fecha de matrimonio', 'date married']);
  const where = findLabelled(f.lines, ['place of marriage', 'place of ceremony', 'city and (state|country)( of marriage)?', 'lugar de matrimonio', 'location'], (raw) => raw.length > 2);
  if (where) f.add('marriage.place', where.raw.trim(), where.line, where.context);
};

const divorceDecree = (f: DocumentFacts) => {
  const parties = ['petitioner', 'respondent', 'plaintiff', 'defendant', '(husband|wife)', 'party ?(a|b|1|2)'];
  for (const found of allLabelled(f.lines, parties, (raw) => fromFull(raw) !== undefined)) {
    f.add('divorce.spouse', nameText(fromFull(found.raw) as NonNullable<ReturnType<typeof fromFull>>), found.line, found.context);
  }
  f.date('divorce.date', ['date of (judgment|decree|dissolution|entry)', 'judgment entered', 'dissolved (on|effective)', 'effective date', 'date entered', 'decree date']);
  const where = findLabelled(f.lines, ['place of marriage', 'married (at|in)', 'marriage (place|location)'], (raw) => raw.length > 2);
  if (where) f.add('divorce.marriage_place', where.raw.trim(), where.line, where.context);
};

/** A phrase of the letter's body, found across line breaks, with the line it starts on. */
const phrase = (f: DocumentFacts, pattern: RegExp) => {
  const m = f.text.replace(/\s+/g, ' ').match(pattern);
  if (!m?.[1]) return undefined;
  const value = m[1].trim();
  const first = value.split(' ')[0] as string;
  const line = f.lines.find((l) => l.text.includes(first)) ?? (f.lines[0] as NonNullable<(typeof f.lines)[0]>);
  return { value, line, context: m[0] };
};

const employmentLetter = (f: DocumentFacts) => {
  const employee = phrase(f, /(?:certify|confirm|verify|verifies|confirms|certifies) that\s+(?:Mr\.?|Ms\.?|Mrs\.?|Dr\.?)?\s*([\p{Lu}][\p{L}'-]+(?: [\p{Lu}][\p{L}'-]+){1,3})/u);
  const name = employee && fromFull(employee.value);
  if (employee && name) {
    // Unsplit, so weak: it identifies the applicant more than it fills the name.
    f.add('name.family', name.family, employee.line, employee.context, { method: 'pattern', confidence: 'low' });
    f.add('name.given', name.given, employee.line, employee.context, { method: 'pattern', confidence: 'low' });
  }
  const first = f.lines[0];
  const employer = findLabelled(f.lines, ['employer', 'company', 'organi[sz]ation', 'employer name'], (raw) => raw.length > 2);
  if (employer) f.add('job.employer', employer.raw.trim(), employer.line, employer.context);
  else if (first && !/^\d/.test(first.text) && first.text.length < 80) f.add('job.employer', first.segments[0], first, first.text, { method: 'pattern', confidence: 'medium' });
  f.address('job', undefined);
  const title = findLabelled(f.lines, ['position', 'job title', 'title', 'occupation', 'role'], (raw) => raw.length > 2 && raw.length < 80);
  if (title) f.add('job.occupation', title.raw.trim(), title.line, title.context);
  else {
    const role = phrase(f, /(?:position of|as an?|works as an?|title of)\s+([\p{Lu}][\p{L}]+(?: [\p{Lu}][\p{L}]+){0,4})/u);
    if (role) f.add('job.occupation', role.value, role.line, role.context, { method: 'pattern', confidence: 'medium' });
  }
  const hours = phrase(f, /\b(full[- ]time|part[- ]time)\b/i);
  if (hours) f.add('job.hours', /full/i.test(hours.value) ? 'Full-time' : 'Part-time', hours.line, hours.context, { method: 'pattern' });
  const start = findLabelled(f.lines, ['start date', 'date of hire', 'hire date', 'employed since', 'employment start date'], (raw) => formMonth(parseDate(raw)) !== undefined);
  if (start) f.add('job.from', formMonth(parseDate(start.raw)), start.line, start.context);
  else {
    const since = phrase(f, /(?:since|from|beginning|starting|effective)\s+((?:[A-Za-z]+\.? \d{1,2}, \d{4})|(?:\d{1,2}\/\d{1,2}\/\d{4})|(?:[A-Za-z]+ \d{4})|(?:\d{4}-\d{2}-\d{2}))/);
    if (since) f.add('job.from', formMonth(parseDate(since.value)), since.line, since.context, { method: 'pattern' });
  }
};

const driversLicense = (f: DocumentFacts) => {
  personBasics(f, ['name', 'full name', 'ln fn', 'holder']);
  f.address('address', ['address', 'addr', 'residence']);
  const h = f.labelled('height.feet', ['height', 'hgt', 'ht'], (raw) => height(raw)?.feet);
  if (h) f.add('height.inches', height(h.raw)?.inches, h.line, h.context);
  f.labelled('weight', ['weight', 'wgt', 'wt'], weightLbs);
  f.labelled('eyes', ['eyes', 'eye colou?r', 'eye'], eyeColour);
  f.labelled('hair', ['hair', 'hair colou?r'], hairColour);
};

const ssnCard = (f: DocumentFacts) => {
  const match = findPattern(f.lines, /\b(\d{3}[- ]\d{2}[- ]\d{4})\b/).map((m) => ({ ...m, value: id.ssn(m.raw) })).find((m) => m.value);
  if (match) f.add('ssn', match.value, match.line, match.line.text, { method: 'pattern' });
  const name = findLabelled(f.lines, ['(this number has been )?established for', 'name'], (raw) => fromFull(raw) !== undefined);
  const holder = name ?? f.lines.filter((l) => /^[\p{Lu} .'-]{5,40}$/u.test(l.text) && !/SOCIAL|SECURITY|ADMINISTRATION|UNITED|STATES|AMERICA|SIGNATURE/.test(l.text)).map((l) => ({ raw: l.text, line: l, context: l.text }))[0];
  const parsed = holder && fromFull(holder.raw);
  if (holder && parsed) {
    f.add('name.family', parsed.family, holder.line, holder.context, { confidence: name ? undefined : 'medium' });
    f.add('name.given', parsed.given, holder.line, holder.context, { confidence: name ? undefined : 'medium' });
  }
};

const uscisNotice = (f: DocumentFacts) => {
  const a = findLabelled(f.lines, L.aNumber, (raw) => id.aNumber(raw) !== undefined);
  if (a) f.add('a_number', id.aNumber(a.raw), a.line, a.context);
  else {
    const m = findPattern(f.lines, /\bA[- ]?(\d{3}[- ]?\d{3}[- ]?\d{3})\b/)[0];
    if (m) f.add('a_number', id.aNumber(m.raw), m.line, m.line.text, { method: 'pattern' });
  }
  f.labelled('uscis_account', ['uscis online account number', 'online account (number|no\\.?)', 'account number'], id.uscisAccount);
  f.name('name', { family: L.family, given: L.given, full: ['applicant', 'beneficiary', 'name', 'applicant name'] });
  f.date('dob', L.dob);
  f.address('address', ['mailing address', 'address', 'applicant address']);
};

const eadCard = (f: DocumentFacts) => {
  personBasics(f);
  const a = findLabelled(f.lines, [...L.aNumber, 'uscis ?#', 'usc ?#'], (raw) => id.aNumber(raw) !== undefined);
  if (a) f.add('a_number', id.aNumber(a.raw), a.line, a.context);
  f.labelled('birth.country', L.birthCountry, normaliseCountry);
};

const i20 = (f: DocumentFacts) => {
  const sevis = findPattern(f.lines, /\b(N\d{10})\b/)[0];
  if (sevis) f.add('sevis', sevis.raw, sevis.line, sevis.line.text, { method: 'pattern' });
  personBasics(f, ['student name', "student's name", 'name']);
  f.labelled('birth.country', L.birthCountry, normaliseCountry);
  f.labelled('citizenship', ['country of citizenship', 'citizenship'], normaliseCountry);
  const school = findLabelled(f.lines, ['school name', 'school', 'institution', 'university'], (raw) => raw.length > 3);
  if (school) f.add('school.name', school.raw.trim(), school.line, school.context);
  const major = findLabelled(f.lines, ['major', 'program of study', 'field of study', 'major 1', 'education level and major'], (raw) => raw.length > 2);
  if (major) f.add('school.program', major.raw.trim(), major.line, major.context);
  f.date('school.from', ['program start date', 'start date', 'program start'], 'month');
  f.date('school.to', ['program end date', 'end date', 'program end'], 'month');
};

const residence = (f: DocumentFacts) => {
  f.address('address', ['property address', 'premises', 'service address', 'rental property', 'leased premises', 'address of premises', 'property', 'service location']);
  if (!f.has('address.street')) f.address('address', ['address', 'mailing address']);
  f.date('address.from', ['lease (start|begins|commencement)( date)?', 'start date', 'term begins', 'commencement date', 'move-?in date', 'service start date', 'customer since'], 'month');
  f.name('name', { full: ['tenants?', 'lessee', 'resident', 'customer( name)?', 'account holder', 'bill to'] });
  f.labelled('phone', ["tenant'?s? phone", 'phone', 'telephone', 'mobile'], id.phone);
  f.labelled('email', ["tenant'?s? e-?mail", 'e-?mail'], id.email);
};

export const extractorsByKind: Record<DocumentKind, (f: DocumentFacts) => void> = {
  passport,
  i94,
  birth_certificate: birthCertificate,
  marriage_certificate: marriageCertificate,
  divorce_decree: divorceDecree,
  employment_letter: employmentLetter,
  drivers_license: driversLicense,
  social_security_card: ssnCard,
  uscis_notice: uscisNotice,
  ead_card: eadCard,
  i20,
  lease_or_utility_bill: residence,
  other: () => undefined,
};

