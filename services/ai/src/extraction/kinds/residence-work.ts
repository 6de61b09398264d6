import type { DocumentFacts } from '../document-facts.js';
import { findPattern } from '../labels.js';
import type { Line } from '../text.js';
import { formMonth, fromFull, normaliseCountry, parseDate } from '@formpath/forms';
import { L, isSpanish, personBasics, titleIfUpper } from './shared.js';
import { cell, cells, cleanTitle, withoutLevel } from './residence-work-layout.js';
import { tenantContact } from './residence-work-contact.js';
import { addAddress, placedAddresses } from './residence-work-roles.js';
import { dateAfter, datesIn, flatten, type Placed } from './residence-work-text.js';
import { namedJustBefore, sameAddress } from './residence-work-employment.js';

export { employmentLetter } from './residence-work-employment.js';

/** A phrase of the body, found across line breaks, with the line it starts on. */
export const phrase = (f: DocumentFacts, pattern: RegExp) => {
  const flat = flatten(f.lines);
  const m = flat.text.replace(/\n/g, ' ').match(pattern);
  if (!m?.[1]) return undefined;
  const value = m[1].trim();
  return { value, line: flat.lineAt((m.index ?? 0) + m[0].indexOf(m[1])), context: m[0] };
};

const dateRange = /^(.+?)\s+(?:-|–|to|through|thru|al|a)\s+(.+)$/i;

// Label vocabularies of I-20s and school documents.
const IL = {
  school: [
    'school( name)?', 'school information - school name', '(school information\\s*-\\s*)?legal name (for|of) (the )?school', 'name of (the )?(school|institution|college|university)', 'school \\(school district\\) name', 'institution( name)?', 'educational institution',
    'university( name)?', 'college( name)?', 'college/university', 'school/institution', 'nombre de la (escuela|universidad|instituci[óo]n)',
  ],
  program: [
    'major( 1)?', 'primary major', 'program of study', 'field of study', 'major field( of study)?', 'education level and major', 'course of study', 'program( name)?', 'degree program',
    'area of study', 'concentration', 'intended major', 'degree (sought|program|objective)', 'specialization', 'specialty', 'academic program', 'carrera', 'programa( de estudios)?', 'especialidad',
  ],
  address: [
    'school address( \\(include zip code\\))?', 'school information - school address', 'campus address', 'address of (the )?(school|institution|campus|university|college)', 'institution address',
    'school location', '(university|college) address', 'direcci[óo]n de la (escuela|universidad|instituci[óo]n)',
  ],
  range: ['program start ?/ ?end dates?', 'program dates', 'dates of (study|program|attendance)', 'program (period|duration)', 'period of study'],
  start: ['program start( date)?', 'start of program', 'start of classes', 'classes (begin|start)', 'first day of classes', 'program begin(s| date)?', 'program beginning date', 'start date', 'session start( date)?', 'program commencement( date)?', 'date (classes|studies|program) (begin|start)s?', 'report (date|by)', 'report no later than', 'fecha de inicio'],
  end: ['program end( date)?', 'program completion( date)?', 'expected completion( date)?', 'completion date', 'end of program', 'end date', 'expected graduation( date)?', 'complete studies (not|no) later than', 'completion', '(expected|anticipated|estimated) (program )?(end|completion|graduation)( date)?', 'graduation date', 'program ends?', 'fecha de (t[ée]rmino|terminaci[óo]n|fin)'],
};

/** "... at this school, located at", "International Student Services,": the school's own address follows. */
const schoolJustBefore = /\b(?:(?:this|the|our|said) (?:school|university|college|institution|campus)\s*,?\s*(?:which is |that is )?(?:located|situated|based) (?:at|in)|international (?:students? )?(?:services|office|center|centre)|office of international \w+(?: \w+)?)\s*[:,]?\s*$/i;

/** A date under an employment-authorization (CPT/OPT), travel-signature or issue heading is not a program date. */
const notProgram = (f: DocumentFacts, line: Line): boolean => {
  const i = f.lines.indexOf(line);
  return f.lines.slice(Math.max(0, i - 2), i + 1).some((l) => /\b(cpt|opt|employment authori[sz]ations?|employer|travel endorsement|practical training)\b/i.test(l.text));
};

export const i20 = (f: DocumentFacts) => {
  const sevis = findPattern(f.lines, /\b(N\d{10})\b/)[0];
  if (sevis) f.add('sevis', sevis.raw, sevis.line, sevis.line.text, { method: 'pattern' });
  personBasics(f, ['student name', "student's name", 'name']);
  f.labelled('birth.country', L.birthCountry, normaliseCountry);
  f.labelled('citizenship', ['country of citizenship', 'citizenship'], normaliseCountry);
  const school = cell(f.lines, IL.school, (raw) => raw.length > 3 && !/^(address|official|code|information|name|previous|prior)\b/i.test(raw) && !/\d{3}|@/.test(raw));
  if (school) f.add('school.name', titleIfUpper(school.raw.trim()), school.line, school.context);
  // The school's own address: labelled, else right after the school's name or "this school, located at" (an attestation).
  if (!f.address('school', IL.address)) {
    const name = school?.raw.trim() ?? '';
    const placed = placedAddresses(f).filter((p) => p.role !== 'home' && p.role !== 'previous');
    const named = placed.find((p) => namedJustBefore(p.before, name));
    const located = named ?? placed.find((p) => schoolJustBefore.test(p.before));
    if (located) addAddress(f, 'school', located, named ? undefined : 'medium');
  }
  // "MAJOR 1: COMPUTER SCIENCE 11.0701": the CIP code is not part of the field of study.
  const clean = (raw: string) => titleIfUpper(withoutLevel(cleanTitle(raw)) ?? '');
  const major = cell(f.lines, IL.program, (raw) => clean(raw).length > 2 && !/^(none|n\/a|cip|code|start|end|level)\b/i.test(raw) && !/\d{2}\/|\d{4}/.test(raw.replace(/\d{2}\.\d{4}/, '')));
  if (major) f.add('school.program', clean(major.raw), major.line, major.context);
  else {
    const m = phrase(f, /(?:major field of study|field of study|course of study|program of study|major|program)\s*(?:is|:|in)?\s*([\p{Lu}][\p{L} &,'-]{2,60}?)(?:\s+\d{2}\.\d{4})?[.;]/u);
    if (m) f.add('school.program', clean(m.value), m.line, m.context, { method: 'pattern' });
  }
  // "PROGRAM START/END DATE 08/21/2023 - 05/15/2027" holds both dates.
  const range = cell(f.lines, IL.range, (raw) => dateRange.test(raw) && datesIn(raw).length === 2) ?? cell(f.lines, IL.range, (raw) => datesIn(raw).length === 2);
  if (range) {
    const [from, to] = datesIn(range.raw);
    f.add('school.from', formMonth(from?.date), range.line, range.context);
    f.add('school.to', formMonth(to?.date), range.line, range.context);
  }
  const month = (raw: string) => formMonth(parseDate(raw) ?? datesIn(raw)[0]?.date);
  const dated = (labels: string[]) => {
    for (const c of cells(f.lines, labels, (raw) => month(raw) !== undefined)) if (!notProgram(f, c.line)) return c;
    return undefined;
  };
  if (!f.has('school.from')) {
    const c = dated(IL.start);
    if (c) f.add('school.from', month(c.raw), c.line, c.context);
  }
  if (!f.has('school.to')) {
    const c = dated(IL.end);
    if (c) f.add('school.to', month(c.raw), c.line, c.context);
  }
  const text = flatten(f.lines).text.replace(/\n/g, ' ');
  const line = f.lines[0] as Line;
  if (!f.has('school.from')) {
    const d = dateAfter(text, /report to the school (?:not later than|no later than|by|on)|program (?:begins|starts|will begin|will start) on|start(?:s|ing)? (?:of )?(?:the )?program on|(?:studies|classes|program) (?:begin|start|commence)s? on/i, 20);
    if (d) f.add('school.from', formMonth(d.date), line, d.raw, { method: 'pattern' });
  }
  if (!f.has('school.to')) {
    const d = dateAfter(text, /complete (?:his |her |their )?studies (?:not later than|no later than|by)|program (?:ends|end date|will end) (?:on)?|expected to (?:complete|graduate|finish) (?:on|by)?|(?:studies|program) (?:end|conclude)s? on/i, 20);
    if (d) f.add('school.to', formMonth(d.date), line, d.raw, { method: 'pattern' });
  }
};


// When the tenant's occupancy began, by label (lease, move-in, service start) in English and Spanish.
const fromLabels = [
  'lease (start|begins|commencement|from|term begins|start date)( date)?', '(lease |rental )?term (begins|starts|start|from)', 'start date', 'term begins', 'commencement date', 'date of commencement',
  'move-?in( date)?', 'occupancy (date|begins)', 'date of occupancy', 'service (start|begin|began|connect|connection|activation)( date)?', 'service since', 'customer since',
  'account (opened|open date|start date|since)', 'member since', 'resident since', 'beginning date', 'lease from', 'lease effective date',
  'lease term', 'term( of (the )?lease)?', 'rental period', '(lease|rental) period', 'period of (the )?(lease|tenancy)', 'per[ií]odo( de arrendamiento)?', 'vigencia',
  'fecha de (inicio|ingreso|ocupaci[óo]n|entrada)', 'inicio del (contrato|arrendamiento)', 'vigencia desde',
];
const fromProse = /\b(?:(?:term|lease|tenancy|occupancy|agreement|rental|contract)\b[^.]{0,60}?\b(?:begin(?:s|ning)?|commenc(?:e|es|ing)|start(?:s|ing)?|effective|running from|from)(?: on| as of)?|commencing(?: on)?|beginning(?: on)?|move-?in date|moved in on|start date|service (?:start|began|begin|connect)\w*(?: on)?|customer since|a partir del?|desde el|con inicio el|comenzar[áa] el|iniciar[áa] el)/i;

export const residence = (f: DocumentFacts) => {
  const placed = placedAddresses(f);
  // Without a cue, the address under the tenant's name (a bill-to or window block) before any other.
  const tenantLine = cell(f.lines, tenantNameLabels, (raw) => fromFull(raw) !== undefined)?.raw;
  const tenantFamily = tenantLine ? fromFull(tenantLine)?.family.toLowerCase() : undefined;
  const unknown = placed.filter((p) => p.role === 'unknown');
  const homes = placed.filter((p) => p.role === 'home');
  const underTenant = unknown.find((p) => tenantFamily && p.before.split('\n').slice(-3).join(' ').toLowerCase().includes(tenantFamily));
  const homeAddress = homes[0] ?? underTenant ?? unknown[0];
  // Abstain (kept as evidence, left blank) when two different addresses are both labelled home, or when
  // the address has no cue at all and another address without a cue competes with it.
  const competing = homes.length ? homes.some((h) => !sameAddress(h, homes[0] as Placed)) : !underTenant && unknown.some((u) => homeAddress && !sameAddress(u, homeAddress));
  if (homeAddress) addAddress(f, 'address', homeAddress, competing ? 'low' : undefined);
  else {
    f.address('address', ['property address', 'premises', 'service address', 'rental property', 'leased premises', 'address of premises', 'property', 'service location', 'unit address']);
    if (!f.has('address.street')) f.address('address', ['address', 'mailing address', 'direcci[óo]n', 'domicilio']);
  }
  const text = flatten(f.lines).text.replace(/\n/g, ' ');
  const spanish = isSpanish(text);
  const month = (raw: string) => formMonth(parseDate(raw, { dayFirst: spanish }) ?? datesIn(raw)[0]?.date);
  const from = cell(f.lines, fromLabels, (raw) => month(raw) !== undefined);
  const told = dateAfter(text, fromProse, 30);
  // "04/06/2024" reads either way; the same start told in words ("a partir del 6 de abril de 2024") settles it.
  const inWords = told && !/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(told.raw) ? told : undefined;
  const eitherWay = from?.raw.match(/\b(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}\b/);
  if (from && inWords && eitherWay && Number(eitherWay[1]) <= 12 && Number(eitherWay[2]) <= 12 && eitherWay[1] !== eitherWay[2]) {
    f.add('address.from', formMonth(spanish ? (parseDate(inWords.raw, { dayFirst: true }) ?? inWords.date) : inWords.date), from.line, from.context);
  } else if (from) f.add('address.from', month(from.raw), from.line, from.context);
  else if (told) f.add('address.from', formMonth(spanish ? (parseDate(told.raw, { dayFirst: true }) ?? told.date) : told.date), homeAddress?.line ?? (f.lines[0] as Line), told.raw, { method: 'pattern' });
  const tenantName = cell(f.lines, tenantNameLabels, (raw) => /^[\p{L}][\p{L} ,.'-]{1,60}$/u.test(raw.trim()) && fromFull(raw) !== undefined && !/\b(llc|inc|management|apartments?|realty)\b/i.test(raw));
  const name = tenantName && fromFull(tenantName.raw);
  if (tenantName && name) {
    const split = tenantName.raw.includes(',');
    f.add('name.family', name.family, tenantName.line, tenantName.context, { confidence: split ? undefined : 'low' });
    f.add('name.given', name.given, tenantName.line, tenantName.context, { confidence: split ? undefined : 'low' });
  }
  if (!f.has('name.family')) {
    const m =
      phrase(f, /\band\s+([\p{Lu}][\p{L}'.-]+(?: [\p{Lu}][\p{L}'.-]+){1,4}),?\s*\(?\s*(?:the\s+|hereinafter\s+)?["']?(?:Tenants?|Lessees?|Residents?)["']?\s*\)?/u) ??
      phrase(f, /\b(?:por la otra(?: parte)?|y)\s+([\p{Lu}][\p{L}'.-]+(?: (?:de |del )?[\p{Lu}][\p{L}'.-]+){1,4}),?\s+(?:a quien|en lo sucesivo|en adelante)[^.]{0,60}?arrendatari/iu);
    const n = m && fromFull(m.value);
    if (m && n) {
      f.add('name.family', n.family, m.line, m.context, { method: 'pattern', confidence: 'low' });
      f.add('name.given', n.given, m.line, m.context, { method: 'pattern', confidence: 'low' });
    }
  }
  tenantContact(f);
};

const tenantNameLabels: string[] = ['tenants?( name)?', 'tenant\\(s\\)', 'lessees?', 'residents?( name)?', 'resident\\(s\\)', 'customer( name)?', 'account ?holder( name)?', 'bill to', 'name on account', 'service for', 'arrendatario', 'inquilino', 'nombre del (cliente|titular|arrendatario)', 'titular', 'cliente'];
