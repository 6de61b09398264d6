import type { DocumentFacts } from '../document-facts.js';
import { findLabelled, findPattern } from '../labels.js';
import { readMrz } from '../mrz-reader.js';
import type { Line } from '../text.js';
import { formDateOrder, fromFull, identifiers as id, mrzDate, normaliseCountry, titleCase, weightLbs } from '@formpath/forms';
import { licenceBarcode } from './licence-barcode.js';
import { L, birthPlace, personBasics, place } from './shared.js';
import { admissionClassCode, afterLabel, dateShape, eyes, hair, i94Number, licenceHeight, looseDate, shapes, unlabelledAddress } from './identity-fields.js';

// A visa foil's zone ("V<USA…") describes the visa, not the passport: its issuing state is the
// visa's issuer and its document number the foil's. The passport's own zone is read instead.
const passportZone = (lines: Line[]) => {
  const first = readMrz(lines);
  if (!first || !/^V/.test(first.lines[0] ?? '')) return first;
  const rest = lines.filter((l) => !/^V[A-Z<]USA/.test(l.text.replace(/\s+/g, '')) && !first.lines.slice(1).includes(l.text.replace(/\s+/g, '').toUpperCase()));
  const second = readMrz(rest);
  return second && !/^V/.test(second.lines[0] ?? '') ? second : undefined;
};

const givenLabels = [...L.given, 'given names?\\s*\\(s\\)', 'other names', 'pr[ée]nom\\(s\\)'];
const passportNumberLabels = ['passport (no\\.?|number|#)', 'document (no\\.?|number)', 'pasaporte (no\\.?|n[úu]mero)', 'no\\. de pasaporte', 'n[úu]mero de pasaporte'];

export const passport = (f: DocumentFacts) => {
  const mrz = passportZone(f.lines);
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
  // Passports are foreign documents: numeric dates on them are day first.
  f.name('name', { family: L.family, given: givenLabels, full: L.full });
  f.labelled('dob', L.dob, (raw) => looseDate(raw, { dayFirst: true }));
  f.labelled('sex', L.sex, id.sex);
  f.labelled('passport.number', passportNumberLabels, id.passportNumber);
  f.labelled('citizenship', L.nationality, normaliseCountry);
  f.labelled('passport.country', ['issuing (country|state)', 'country of issue', 'pa[ií]s emisor', 'code', 'country code', 'clave del pa[ií]s', 'c[óo]digo del pa[ií]s'], normaliseCountry);
  birthPlace(f);
  // "Place of birth / Lugar de nacimiento QUEZON CITY, PHILIPPINES": a bilingual label with the value after a space.
  if (!f.has('birth.city') && !f.has('birth.country')) {
    const both = `(?:${L.birthPlace.join('|')})(?:\\s*/\\s*(?:${L.birthPlace.join('|')}))?`;
    const found = afterLabel(f.lines, [both], String.raw`[\p{L}][\p{L} .,'-]{1,60}`, (raw) => Object.keys(place(raw)).length > 0);
    if (found) {
      const { city, country } = place(found.raw);
      f.add('birth.city', city, found.line, found.context);
      f.add('birth.country', country, found.line, found.context);
    }
  }
};

const i94Labels = [
  'admission (\\(?i-?94\\)? )?record (number|no\\.?|#)', 'i-?94 (record )?(number|no\\.?|#)', 'admission (number|no\\.?|#)', 'departure (number|no\\.?)',
  'record number', 'n[úu]mero de (admisi[óo]n|registro)',
];
const entryLabels = [
  'most recent date of entry', 'date of (last |most recent )?(entry|arrival|admission)', '(last )?arrival date', 'admission date', 'entry date', 'admitted( on)?',
  'fecha de (entrada|llegada|ingreso|admisi[óo]n)',
];
const classLabels = ['class of admission', 'admission class', 'class', 'clase de admisi[óo]n', 'visa class', 'status at entry'];

/** The entry date on an admission stamp: the first date on the "ADMITTED" line or the two below it, not the admit-until date. */
const stampEntry = (f: DocumentFacts) => {
  const i = f.lines.findIndex((l) => /\badmitted\b/i.test(l.text));
  if (i < 0) return;
  for (const line of f.lines.slice(i, i + 3)) {
    const text = line.text.replace(/^.*\badmitted\b/i, '');
    if (/^\s*(until|admit until|class)\b/i.test(text)) continue;
    const date = looseDate(text);
    if (date) return f.add('arrival_date', date, line, line === f.lines[i] ? line.text : `${(f.lines[i] as Line).text} ${line.text}`);
  }
};

/**
 * The last arrival in a travel history (the CBP site's "Date  Type  Location" rows, newest first
 * or not): the latest date on a row that says Arrival, never a departure's.
 */
const lastArrival = (f: DocumentFacts) => {
  const arrivals = f.lines
    .filter((l) => /\barriv(?:al|ed)\b|\bllegada\b/i.test(l.text) && !/\bdepart/i.test(l.text))
    .flatMap((line) => {
      const date = line.segments.map((seg) => looseDate(seg)).find(Boolean);
      return date ? [{ date, line }] : [];
    });
  const last = arrivals.sort((a, b) => formDateOrder(a.date).localeCompare(formDateOrder(b.date))).at(-1);
  if (last) f.add('arrival_date', last.date, last.line, last.line.text, { method: 'pattern' });
};

export const i94 = (f: DocumentFacts) => {
  const number = afterLabel(f.lines, i94Labels, String.raw`\d{9}\s?[A-Z0-9]\s?\d`, (raw) => i94Number(raw) !== undefined);
  if (number) f.add('i94', i94Number(number.raw), number.line, number.context);
  const entry = afterLabel(f.lines, entryLabels, dateShape, (raw) => looseDate(raw) !== undefined);
  if (entry) f.add('arrival_date', looseDate(entry.raw), entry.line, entry.context);
  else if (f.lines.some((l) => /\badmitted\b/i.test(l.text))) stampEntry(f);
  else lastArrival(f);
  const cls = afterLabel(f.lines, classLabels, String.raw`[A-Z]{1,2}-?\s?\d{1,2}[A-Z]?`, (raw) => admissionClassCode(raw) !== undefined);
  if (cls) f.add('admission_class', admissionClassCode(cls.raw), cls.line, cls.context);
  f.name('name', { family: [...L.family, 'family name'], given: L.given, full: L.full });
  f.labelled('passport.number', ['document number', 'passport (no\\.?|number)'], id.passportNumber);
  f.labelled('citizenship', ['country of citizenship', 'citizenship', 'nationality', 'country of issuance'], normaliseCountry);
  // A paper I-94 writes the birth date day first ("Day/Mo/Yr").
  const dayFirst = f.lines.some((l) => /day\s*\/\s*mo/i.test(l.text));
  f.labelled('dob', ['birth ?date', 'date of birth'], (raw) => looseDate(raw, { dayFirst }));
};

export const driversLicense = (f: DocumentFacts) => {
  licenceBarcode(f);
  f.name('name', { family: L.family, given: L.given, full: ['name', 'full name', 'ln fn', 'holder', 'nombre'] });
  f.labelled('dob', ['dob', 'date of birth', 'birth ?date', 'fecha de nacimiento'], (raw) => looseDate(raw));
  const sex = afterLabel(f.lines, ['sex', 'gender', 'sexo'], '[MFX]|male|female', (raw) => id.sex(raw) !== undefined);
  if (sex) f.add('sex', id.sex(sex.raw), sex.line, sex.context);
  const labelled = f.address('address', ['address', 'addr', 'residence', 'residential address', 'home address', 'domicilio', 'direcci[óo]n']);
  const found = labelled ? undefined : unlabelledAddress(f.lines);
  if (found) {
    const { address, line, context, contested } = found;
    // Unlabelled and another address on the page: kept as evidence, left blank.
    const options = { method: 'pattern' as const, ...(contested ? { confidence: 'low' as const } : {}) };
    f.add('address.street', address.street, line, context, options);
    f.add('address.unit', address.unit || '—', line, context, options);
    f.add('address.city', address.city, line, context, options);
    f.add('address.state', address.state, line, context, options);
    f.add('address.zip', address.zip, line, context, options);
  }
  const h = afterLabel(f.lines, ['height', 'hgt', 'ht', 'estatura'], shapes.height, (raw) => licenceHeight(raw) !== undefined);
  if (h) {
    f.add('height.feet', licenceHeight(h.raw)?.feet, h.line, h.context);
    f.add('height.inches', licenceHeight(h.raw)?.inches, h.line, h.context);
  }
  const w = afterLabel(f.lines, ['weight', 'wgt', 'wt', 'peso'], shapes.weight, (raw) => weightLbs(raw) !== undefined);
  if (w) f.add('weight', weightLbs(w.raw), w.line, w.context);
  const e = afterLabel(f.lines, ['eyes', 'eye colou?r', 'eye', 'ojos'], shapes.colour, (raw) => eyes(raw) !== undefined);
  if (e) f.add('eyes', eyes(e.raw), e.line, e.context);
  const hr = afterLabel(f.lines, ['hair', 'hair colou?r', 'cabello', 'pelo'], shapes.colour, (raw) => hair(raw) !== undefined);
  if (hr) f.add('hair', hair(hr.raw), hr.line, hr.context);
};

export const ssnCard = (f: DocumentFacts) => {
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

export { uscisNotice } from './residence-work-notice.js';

export const eadCard = (f: DocumentFacts) => {
  personBasics(f);
  const a = findLabelled(f.lines, [...L.aNumber, 'uscis ?#', 'usc ?#'], (raw) => id.aNumber(raw) !== undefined);
  if (a) f.add('a_number', id.aNumber(a.raw), a.line, a.context);
  f.labelled('birth.country', L.birthCountry, normaliseCountry);
};

