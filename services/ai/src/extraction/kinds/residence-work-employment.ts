import type { DocumentFacts } from '../document-facts.js';
import escapeRegExp from 'escape-string-regexp';
import type { Line } from '../text.js';
import { formMonth, fromFull, parseDate, stateCode } from '@formpath/forms';
import { addAddress, placedAddresses, roleBefore, type Role } from './residence-work-roles.js';
import { foreignAddressesIn, type PlacedForeign } from './foreign-address.js';
import type { Placed } from './residence-work-text.js';
import { dateAfter, datesIn, flatten, parseAddress, type DateAt } from './residence-work-text.js';
import { cell, cleanTitle, fullTimeWords, hoursOf, partTimeWords, tickedOption, weeklyHours, withoutEmptyBoxes } from './residence-work-layout.js';
import { employerInProse, occupationInProse, startInProse } from './residence-work-prose.js';
import { isSpanish, titleIfUpper } from './shared.js';
import { dayFirstIn } from './civil-prose.js';

// The employee's own position, by its labels: read before a bare "Title" that may be a lender's or a signer's.
const employeePosition = ['(present|current) position', "(applicant|employee)'?s (present |current )?(position|job title|title)", 'position( title| held)?', '(to: )?position title( and number)?'];

// Label vocabularies of employment letters and verification forms, English then Spanish.
export const EL = {
  employee: ['employee( name)?', "employee'?s (full )?name", 'name of (the )?employee', 'employee full name', 'worker( name)?', 'staff member', 'nombre del (empleado|trabajador|colaborador)', 'empleado', 'trabajador'],
  employer: [
    'employer( name)?', "employer'?s name", 'name of (the )?employer', 'company( name)?', 'business( name)?', 'organi[sz]ation( name)?', 'employing (company|organi[sz]ation|entity)',
    'legal name of employer', '(company|employer|business)( legal)? name', '(legal|registered) (company |business |employer )?name', 'name of (the )?(company|business|organi[sz]ation|firm|establishment)',
    "employer'?s legal name", 'employing (business|firm)', 'employing (department|agency)( or (department|agency))?', 'firm( name)?', '(to )?\\(?name and (mailing )?address of (the )?employer\\)?', "employer'?s name and address", 'empresa', 'nombre de la empresa', 'nombre del empleador', 'empleador', 'raz[óo]n social', 'patr[óo]n',
  ],
  title: [
    ...employeePosition, '(current |present )?(job )?title', 'job position', 'occupation', 'role', 'designation', 'job classification', 'classification', 'job',
    'puesto( que desempe[ñn]a)?', 'cargo', 'ocupaci[óo]n', 'posici[óo]n',
  ],
  start: [
    '(most recent |original |latest |last |employment |job |position |current )?start date', 'date of (original |most recent |last )?hire', '(most recent |original |latest |last |adjusted )?hire date',
    'dates? of employment', "(applicant|employee)'?s (original )?(date of (employment|hire)|hire date|start date)", 'employment (dates|period)', 'period of employment', '(adjusted )?service date', 'date hired', 'hired( on)?', 'employed since', 'employee since', 'with (the )?company since',
    'employment (start|begin|commencement) date', 'date of employment', 'employment date', 'date employment (began|started)', 'first day (of work|of employment|worked)',
    'start of employment', '(hire|employment|start) effective date', 'date of (first|original|initial) appointment', '(first|original|initial) appointment date', 'continuous service date', 'date of joining', 'joining date', 'doj', 'employment commenced', 'service date', 'seniority date', 'commencement date', 'employed from', 'fecha de (ingreso|inicio|contrataci[óo]n|alta)', 'inicio de (labores|relaci[óo]n laboral)', 'antig[üu]edad desde', 'desde',
  ],
  end: [
    'end date', '(employment |job )?end(ed)? date', 'date (of )?(separation|termination)', '(separation|termination) date', 'date terminated', 'last day (worked|of (work|employment))', 'employed (until|through)',
    'fecha de (egreso|retiro|terminaci[óo]n|salida|baja)',
  ],
  hours: [
    'employment (status|type|basis)', 'status', 'work schedule', 'schedule', 'position type', 'type of employment', 'full[- ]time/part[- ]time', 'hours', 'work hours',
    'tipo de (jornada|empleo|contrato)', 'jornada( laboral)?', 'horario',
  ],
  weekly: ['(average |avg\\.? |scheduled |normal |standard |regular )?hours( worked)? (per|a|each) week', '(scheduled|standard|normal|regular|average|weekly|contracted) hours', 'hours/week', 'hrs/wk', 'horas (semanales|por semana)'],
};

const person = String.raw`([\p{Lu}][\p{L}'-]+(?: (?:de |del |la )?[\p{Lu}][\p{L}'-]+){1,4})`;
const employeeCues = [
  String.raw`(?:certify|confirm|verify|verifies|confirms|certifies|certified|confirmed|acknowledge|attest|state)\s+that`,
  String.raw`(?:verification|confirmation|proof)\s+that`,
  String.raw`(?:employment|employ)\s+of`,
  String.raw`re:\s*[^\n]{0,40}?\bfor`,
  String.raw`certificamos que|hacemos constar que|hace constar que|se hace constar que|que el señor|que la señora|que el sr\.|que la sra\.|que el c\.|que la c\.`,
];
const title = String.raw`(?:Mr\.?|Ms\.?|Mrs\.?|Dr\.?|Miss|Sr\.?|Sra\.?|C\.|el|la|el señor|la señora)`;
// Header words of a table, never a job title.
const headerWord = /^(status|date|hire|employee|employer|pay|rate|salary|department|dept|location|start|end|type|hours|schedule|title|position|role|name)\b/i;

export const employmentLetter = (f: DocumentFacts) => {
  const flat = flatten(f.lines);
  const body = flat.text.replace(/\n/g, ' ');
  const spanish = isSpanish(body);
  // Day first in Spanish, and wherever the letter's own numeric dates show it ("29/06/2022").
  const dayFirst = spanish || dayFirstIn(body);
  const date = (raw: string) => parseDate(raw, { dayFirst }) ?? datesIn(raw)[0]?.date;
  const at = (offset: number) => flat.lineAt(offset);

  // The employee: a labelled name, or the name a sentence introduces.
  const labelled = cell(f.lines, EL.employee, (raw) => fromFull(raw) !== undefined && !/\d|:/.test(raw) && raw.length < 60);
  if (labelled) {
    const n = fromFull(labelled.raw);
    const split = labelled.raw.includes(',');
    f.add('name.family', n?.family, labelled.line, labelled.context, { confidence: split ? undefined : 'low' });
    f.add('name.given', n?.given, labelled.line, labelled.context, { confidence: split ? undefined : 'low' });
  } else {
    // The cue in any case; the name itself must be capitalised ("that Ana Lopez", not "that currently").
    const named = new RegExp(`^\\s*(?:${title}\\s*)?${person}`, 'u');
    for (const cue of employeeCues) {
      const m = [...body.matchAll(new RegExp(`(?:${cue})`, 'giu'))].map((c) => ({ c, n: body.slice((c.index ?? 0) + c[0].length).match(named) })).find((x) => x.n?.[1] && fromFull(x.n[1]));
      const n = m?.n?.[1] ? fromFull(m.n[1]) : undefined;
      if (m && n) {
        const where = at(m.c.index ?? 0);
        f.add('name.family', n.family, where, `${m.c[0]}${m.n?.[0] ?? ''}`, { method: 'pattern', confidence: 'low' });
        f.add('name.given', n.given, where, `${m.c[0]}${m.n?.[0] ?? ''}`, { method: 'pattern', confidence: 'low' });
        break;
      }
    }
  }

  // The employer: a labelled name, a letterhead/signature name the body also names, a name a sentence introduces, the letterhead.
  // A value, not an instruction ("Employer - Please complete Part II and return ...", "Position: please see attached").
  const instruction = (raw: string) => raw.split(/\s+/).length > 10 || /^(please|complete|return|enter|if|see|to be)\b/i.test(raw);
  // (A name has letters: not a signature line "______" nor a phone "(303) 246-1988".)
  const employer = cell(f.lines, EL.employer, (raw) => raw.length > 2 && /\p{L}{2}/u.test(raw) && !/^\(?\d/.test(raw) && !/^(information|info|section|address|phone|name)\b/i.test(raw) && !/@/.test(raw) && !instruction(raw));
  let employerName = '';
  if (employer) {
    employerName = employer.raw.trim();
    f.add('job.employer', employerName, employer.line, employer.context);
  } else {
    const found = employerInProse(f.lines, body);
    if (found && /\p{L}{2}/u.test(found.name)) {
      employerName = found.name;
      // A letterhead name the body confirms is as good as a label; the first line alone, medium.
      // The first line alone, unconfirmed by the body, may be a sender's, a lender's or a law office's: kept as evidence, left blank.
      // A letterhead is clear when the name heads the page over its own address block and the body speaks as the employer ("our company", "we certify").
      const letterhead = !found.confirmed && f.lines.indexOf(found.line) === 0 && headAddress(f) && firstPersonEmployer.test(body);
      f.add('job.employer', found.name, found.line, found.context, { method: 'pattern', confidence: found.confirmed ? f.confidenceOf(found.line, 'high') : letterhead ? 'medium' : 'low' });
    }
  }

  // Addresses: the employer's (labelled, letterhead, or a footer with its name), the employee's home.
  // The employer's name right before an address ("Acme LLC | 12 Main St, …") is its nearest cue: the employer's.
  const nameCue: Array<[Role, RegExp]> = employerName.length > 2 ? [['employer', new RegExp(`${escapeRegExp(employerName)}\\s*[|,:–-]?\\s*$`, 'i')]] : [];
  const placed = placedAddresses(f, nameCue);
  const firstLines = new Set(f.lines.slice(0, 5));
  // The employer's letterhead: its name on the first line, its address in the block under it
  // (whatever the block's other lines say: a university's "School of Nursing" is the employer here).
  const head = letterheadOf(f.lines);
  const headed = employerName.length > 2 && (f.lines[0]?.text.toLowerCase().includes(employerName.toLowerCase()) ?? false);
  const inHead = (p: { line: Line; role: Role } | undefined) => Boolean(p && headed && head.has(p.line) && p.role !== 'home' && p.role !== 'previous');
  const near =
    placed.find((p) => p.role === 'employer') ??
    placed.find(inHead) ??
    // Right after the employer's name in a sentence ("owner of Acme LLC, located at 12 Main St, …").
    placed.find((p) => p.role !== 'home' && p.role !== 'previous' && namedJustBefore(p.before, employerName)) ??
    // On the line that names the employer (a footer "Acme Corp - 12 Main St, …"), whatever the lines above say.
    placed.find((p) => p.role !== 'home' && p.role !== 'previous' && employerName.length > 2 && p.line.text.toLowerCase().includes(employerName.toLowerCase())) ??
    placed.find((p) => p.role === 'unknown' && (firstLines.has(p.line) || head.has(p.line)) && !/\b(dear|re:|to whom)\b/i.test(p.before)) ??
    // Right under the employer's name (a signature block or a header block that is not the first lines).
    placed.find((p) => p.role === 'unknown' && employerName.length > 2 && p.before.split('\n').slice(-3).some((l) => l.toLowerCase().includes(employerName.toLowerCase())));
  // A labelled employer address in two rows wins over an address only its place on the page ties to the employer.
  const job = near?.role === 'employer' ? near : (splitRows(f) ?? near);
  const tiedToName = job && (job.role === 'employer' || inHead(job) || (employerName.length > 2 && (namedJustBefore(job.before, employerName) || job.line.text.toLowerCase().includes(employerName.toLowerCase()))));
  // An employer abroad: its foreign letterhead or footer address rather than a US one nothing ties to it (a translator's, a notary's).
  // An original with its English translation on the same file (the translation's heading line, if any).
  const translated = translationStart(f.lines);
  const abroad = !tiedToName && foreignEmployerAddress(f, employerName, translated?.line ?? -1);
  if (job && !abroad) {
    // An address taken without a label or a sentence naming the employer, when another address with no cue competes, or when the employer itself is unsure: kept as evidence, left blank.
    const rivals = placed.filter((p) => p !== job && p.role === 'unknown' && !sameAddress(p, job));
    // A work location the letter states apart (a facility and its town) where this address is not: the
    // letterhead is an office's (a human resources service center's), not where the job is.
    const elsewhere = job.role !== 'employer' && cell(f.lines, workLocation, (raw) => otherPlace(raw, job.address)) !== undefined;
    const unsure = elsewhere || (!tiedToName && (rivals.length > 0 || !employerName || f.facts.find((x) => x.key === 'job.employer')?.confidence === 'low'));
    addAddress(f, 'job', job, unsure ? 'low' : undefined);
  }
  // No street for the employer, only where the work is: "Duty Station: City - County - State".
  if (!f.has('job.city')) {
    const station = cell(f.lines, ['duty station( \\([^)]*\\))?', ...workLocation], (raw) => dutyStation(raw) !== undefined);
    const where = station && dutyStation(station.raw);
    if (station && where) {
      f.add('job.city', where.city, station.line, station.context, { confidence: 'medium' });
      f.add('job.state', where.state, station.line, station.context, { confidence: 'medium' });
    }
  }
  const homes = placed.filter((p) => p.role === 'home');
  const home = homes[0];
  // Two different addresses both labelled as home: the reader cannot tell which is current.
  if (home) addAddress(f, 'address', home, homes.some((h) => !sameAddress(h, home)) ? 'low' : undefined);

  // Not the next box's numbered label ("11. Probability of Continued Employment").
  const titleValue = (raw: string) => !/^\(?\d{1,2}[a-z]?[.)]\s/i.test(raw) && !instruction(raw) && cleanTitle(raw).length > 2 && raw.length < 80 && !headerWord.test(raw) && !/\d{3}|@/.test(raw) && !/^(of|the|and)\b/i.test(raw);
  // The employee's position by its own label first: a bare "Title" box may be a lender's or the signer's.
  // With a translation on the file, the form is filled in English: the translation's wording.
  const labelledTitle = (lines: Line[]) => cell(lines, employeePosition, titleValue) ?? cell(lines, EL.title, titleValue);
  const occupation = (translated && labelledTitle(f.lines.slice(translated.line))) || labelledTitle(f.lines);
  const from = translated ? body.indexOf(translated.text.trim()) : -1;
  const inEnglish = from >= 0 ? occupationInProse(body.slice(from)) : undefined;
  const role = inEnglish ? { ...inEnglish, at: inEnglish.at + from } : occupationInProse(body);
  if (occupation) f.add('job.occupation', cleanTitle(occupation.raw), occupation.line, occupation.context);
  else if (role) f.add('job.occupation', cleanTitle(role.value), at(role.at), role.context, { method: 'pattern', confidence: role.weak && !employmentBefore(body, role.at + 2) ? 'low' : 'medium' });

  hours(f, body, at);

  const end = cell(f.lines, EL.end, (raw) => formMonth(date(raw)) !== undefined);
  const span = end ? undefined : spanInProse(body);
  if (end) f.add('job.to', formMonth(date(end.raw)), end.line, end.context);
  else if (span) f.add('job.to', formMonth(date(span.to.raw) ?? span.to.date), at(span.to.at), body.slice(span.from.at, span.to.at + span.to.raw.length), { method: 'pattern' });

  // A personnel action that appoints (an SF-50 "Nature of Action: … APPT"): its effective date is the start.
  const appointment = Boolean(cell(f.lines, ['(?:\\d-?[a-z]\\. )?nature of action'], (raw) => /\bappt\b|appointment/i.test(raw)));
  const start = cell(f.lines, appointment ? [...EL.start, 'effective date'] : EL.start, (raw) => formMonth(date(raw)) !== undefined);
  if (start) f.add('job.from', formMonth(date(start.raw)), start.line, start.context);
  else if (span) f.add('job.from', formMonth(date(span.from.raw) ?? span.from.date), at(span.from.at), body.slice(span.from.at, span.to.at + span.to.raw.length), { method: 'pattern' });
  else {
    const since = startInProse(body) ?? dateAfter(body, /\b(?:since|from|beginning|starting|effective|desde|(?:joined|began|started|commenced|hired)\b[^.]{0,50}?\b(?:on|in)|start(?:ed|ing)? date(?: of| was| is)?)\b/i, 25);
    if (since) {
      const d = dayFirst ? (parseDate(since.raw, { dayFirst: true }) ?? since.date) : since.date;
      // A date after "since"/"from"/"effective" alone may be a lease's, a loan's or a previous job's: only with an employment word before it.
      const sure = employmentBefore(body, since.at);
      f.add('job.from', formMonth(d), at(body.indexOf(since.raw)), since.raw, { method: 'pattern', ...(sure ? {} : { confidence: 'low' as const }) });
    }
  }
};

/**
 * A job's span told in a sentence of employment: "worked for us from 03/15/2019 to 08/30/2021",
 * "laboró desde el 15 de marzo de 2019 hasta el 30 de agosto de 2021", "del 01/02/2018 al 15/08/2021".
 */
export const spanInProse = (body: string): { from: DateAt; to: DateAt } | undefined => {
  const dates = datesIn(body);
  for (let i = 0; i + 1 < dates.length; i++) {
    const [from, to] = [dates[i] as DateAt, dates[i + 1] as DateAt];
    const between = body.slice(from.at + from.raw.length, to.at);
    const lead = body.slice(Math.max(0, from.at - 14), from.at);
    if (/^\s*(?:to|until|through|thru|[-–]|hasta(?:\s+el)?|al)\s*$/i.test(between) && /\b(?:from|between|desde(?:\s+el)?|del|entre(?:\s+el)?)\s*$/i.test(lead) && pastJob(body, from.at)) return { from, to };
  }
  return undefined;
};

// A job told in the past ("worked", "was employed", "laboró"), not a permit's validity, a leave or a contract's term.
const pastEmployment = /\b(?:worked|was (?:employed|hired|engaged)|served|held the (?:position|title)|labor[óo]|trabaj[óo]|se desempe[ñn][óo]|prest[óo] sus servicios|estuvo (?:empleado|vinculad[oa]))(?![\p{L}])/iu;
const notJobSpan = /\b(?:authori[sz]ation|permit|valid|vacation|leave|absence|contract|lease|vigencia|vacaciones|licencia|contrato)\b/i;
const pastJob = (body: string, at: number): boolean => {
  // The clause since the last full stop, not one that ends an initial ("S.A.", "C.V.") or a company's abbreviation ("Inc.").
  const clause = body.slice(Math.max(0, at - 120), at).split(/(?<!(?:^|[\s.])\p{Lu}|\b(?:Inc|INC|Corp|CORP|Co|CO|Ltd|LTD|Pvt|PVT|Bros|Mr|Ms|Mrs|Dr))[.;]\s+/u).pop() ?? '';
  return pastEmployment.test(clause) && !notJobSpan.test(clause);
};

// Words that tie a date to this employment: a hire verb, "employment", "start date", working for the company.
const employmentWords =
  /\b(?:joined|began|begun|started|commenced|hired|employed|engaged|onboarded|employment|employee|date of hire|hire date|start date|first day|working|worked|works|work|position|job|ingres[óo]|inici[óo]|comenz[óo]|empez[óo]|labora\w*|labor[óo]|trabaja\w*|trabaj[óo]|desempeñ[óo]|servicios|empresa|colabora\w*|contrata\w*|fecha de (?:ingreso|inicio|contrataci[óo]n)|empleado|puesto|cargo)\b/i;
/** The sentence before a date (up to 90 characters, not past a full stop) says it is when this employment began. */
export const employmentBefore = (body: string, at: number): boolean => {
  const before = body.slice(Math.max(0, at - 90), at);
  const sentence = before.split(/(?<!\b(?:Inc|Corp|Co|Ltd|Mr|Ms|Mrs|Dr|Jr|Sr|St|No|LLC|L\.L\.C|S\.A|P\.C|Sra|Lic|Ing))\.\s+(?=\p{Lu})/u).pop() ?? '';
  return employmentWords.test(sentence) && !/\b(?:previous|prior|former|before this|until|loan|lease|mortgage|renta|arrendamiento)\b/i.test(sentence);
};

const firstPersonEmployer = /\b(?:our (?:company|firm|organi[sz]ation|business|team|employee|staff|payroll|records)|with us|for us|we (?:certify|confirm|employ|hired|verify)|I (?:hired|employ)|nuestra (?:empresa|compañía|organizaci[óo]n)|con nosotros|para nosotros)\b/i;

// Where the job is done, as a label: the employer's site, which may differ from its letterhead's office.
const workLocation = ['(primary )?work (location|site)', 'worksite', 'place of work', 'facility location'];
/** A stated work location that is another place than the address: neither its street number nor its town, nor remote work. */
const otherPlace = (raw: string, address: { street: string; city: string }): boolean => {
  const text = raw.toLowerCase();
  const number = address.street.match(/^\d+/)?.[0];
  return /\p{L}{3}/u.test(raw) && !/\b(remote|hybrid|telework|home)\b/.test(text) && !(number && new RegExp(`\\b${number}\\b`).test(text)) && !text.includes(address.city.toLowerCase());
};

/**
 * A letter's letterhead: the lines at the top of its first page above its date, salutation or
 * subject (at most eight: the name, department, building, street, town, telephone).
 */
const letterheadOf = (lines: Line[]): Set<Line> => {
  const first = lines.filter((l) => l.page === lines[0]?.page).slice(0, 8);
  const end = first.findIndex((l) => /^(?:dear|to whom|re:|subject|asunto|a quien)\b/i.test(l.text) || (l.text.length < 40 && datesIn(l.text).length === 1 && !/\d{5}/.test(l.text)));
  return new Set(end < 0 ? [] : first.slice(0, end));
};

/** A street and city line right under the first line: a letterhead's address block. */
const headAddress = (f: DocumentFacts): boolean => placedAddresses(f).some((p) => p.role !== 'other' && p.role !== 'home' && f.lines.indexOf(p.line) >= 1 && f.lines.indexOf(p.line) <= 2);

/**
 * An employer abroad: the foreign address on its letterhead or footer (not one a sentence or a
 * label gives as somebody's home, a notary's, an embassy's or a previous one). Sure beside the
 * employer's name, as the one address heading or closing the letter (or the original before its
 * translation), or printed twice; else kept as evidence, left blank.
 */
const foreignEmployerAddress = (f: DocumentFacts, employerName: string, translated: number): boolean => {
  const lineOf = (p: PlacedForeign) => f.lines[p.line] as Line;
  const named = (p: PlacedForeign) => employerName.length > 2 && (namedJustBefore(p.before, employerName) || lineOf(p).text.toLowerCase().includes(employerName.toLowerCase()));
  // Segments apart: "… Rajasthan, India | CIN: …" reads as two boxes.
  const candidates = foreignAddressesIn(f.lines.map((l) => l.segments.join(' | '))).filter((p) => {
    const role = roleBefore(p.before);
    // An embassy's or a consulate's address (a letter addressed to one) is never the employer's.
    const consular = /\b(?:embass|consula|consulate|embajada|consulado)/i.test(p.before.split('\n').slice(-2).join(' '));
    return !consular && (role === 'employer' || role === 'unknown' || named(p));
  });
  const found = candidates.find(named) ?? candidates[0];
  if (!found) return false;
  const a = found.address;
  const line = lineOf(found);
  const context = [a.street, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ');
  const edge = found.line < 6 || found.line >= f.lines.length - 6 || (found.line < translated && found.line >= translated - 4);
  const sure = named(found) || ((edge || candidates.length > 1) && candidates.every((c) => c.address.street.toLowerCase() === a.street.toLowerCase()));
  const options = { method: 'pattern' as const, confidence: sure ? ('medium' as const) : ('low' as const) };
  f.add('job.street', a.street, line, context, options);
  f.add('job.city', a.city, line, context, options);
  if (a.state) f.add('job.state', a.state, line, context, options);
  if (a.zip) f.add('job.zip', a.zip, line, context, options);
  f.add('job.country', a.country, line, context, options);
  return true;
};

/**
 * Where an English translation of the letter begins on the same file: a short heading line
 * ("TRANSLATION FROM SPANISH INTO ENGLISH", "Certified Translation") with the letter after it.
 * Not a translator's closing certificate (the last lines) nor a company named for translating.
 */
const translationStart = (lines: Line[]): { line: number; text: string } | undefined => {
  const i = lines.findIndex((l, k) => k > 2 && k < lines.length - 8 && l.text.trim().length < 60 && /\b(?:english )?translation\b(?! (?:services|agency|company|inc|llc))/i.test(l.text) && !/^\s*(?:certificate|certification|affidavit|statement) of/i.test(l.text));
  return i >= 0 ? { line: i, text: (lines[i] as Line).text } : undefined;
};

/**
 * The employer's address in two labelled rows of a report: "Employer Address ….. 45 Industrial Park
 * Rd" over "City, State, ZIP ….. Edison, NJ 08837", read as one address tied to the employer.
 */
const splitRows = (f: DocumentFacts): (Placed & { role: Role }) | undefined => {
  const street = cell(f.lines, ["employer'?s? (street )?address", '(company|business) address', 'address of (the )?employer'], (raw) => /^\d+[A-Za-z]?\s+\S/.test(raw) && !/\d{5}/.test(raw));
  if (!street) return undefined;
  const from = f.lines.indexOf(street.line);
  const town = cell(f.lines.slice(from + 1, from + 3), ['city,? state,? (and )?zip( code)?', 'city ?/ ?state ?/ ?zip( code)?'], (raw) => /\d{5}/.test(raw));
  const address = town && parseAddress(`${street.raw}\n${town.raw}`);
  return address ? { address, start: 0, end: 0, line: street.line, before: street.context, text: `${street.raw}, ${town.raw}`, role: 'employer' } : undefined;
};

/** "HOMENICKFORT - KING - WASHINGTON", "Austin, TX": a town and a US state, with a county between or not. */
const dutyStation = (raw: string): { city: string; state: string } | undefined => {
  const parts = raw.split(/\s+[-–]\s+|\s*,\s*/).map((p) => p.trim()).filter(Boolean);
  const state = parts.length >= 2 ? stateCode(parts.at(-1) as string) : undefined;
  const city = parts[0] ?? '';
  return state && /^\p{L}[\p{L} .'-]{1,40}$/u.test(city) ? { city: titleIfUpper(city), state } : undefined;
};

/** Two placings of one address (a letterhead repeated in a footer). */
export const sameAddress = (a: Placed, b: Placed): boolean => a.address.street.toLowerCase() === b.address.street.toLowerCase() && a.address.zip.slice(0, 5) === b.address.zip.slice(0, 5);

/** The words before an address end with the company's name and at most a "located at" ("Acme LLC, located at", "Acme LLC at"). */
export const namedJustBefore = (before: string, name: string): boolean => {
  if (name.length < 3) return false;
  const i = before.toLowerCase().lastIndexOf(name.toLowerCase());
  return i >= 0 && /^[,.]?\s*(?:(?:which is |that is )?(?:located|situated|based|headquartered) (?:at|in)|at|en|ubicad[oa] en|con domicilio en)?\s*[:,]?\s*$/i.test(before.slice(i + name.length));
};

/** Full- or part-time: a ticked box, a labelled status, the words in the body, or the hours a week. */
const hours = (f: DocumentFacts, body: string, at: (offset: number) => Line) => {
  const first = f.lines[0] as Line;
  const ticked = tickedOption(body, [['Full-time', fullTimeWords], ['Part-time', partTimeWords]]);
  if (ticked) {
    const i = body.search(/\[\s*[xX✓✔]\s*\]|\(\s*[xX]\s*\)|[☒☑■✔✓]/);
    return f.add('job.hours', ticked, i >= 0 ? at(i) : first, i >= 0 ? body.slice(i, i + 40) : ticked, { method: 'pattern' });
  }
  // Not the next box's numbered label ("33. Part-Time Hours Per Biweekly Pay Period").
  const status = cell(f.lines, EL.hours, (raw) => hoursOf(raw) !== undefined && !/^\(?\d{1,2}[a-z]?[.)]\s/i.test(raw));
  if (status) return f.add('job.hours', hoursOf(status.raw), status.line, status.context);
  // Not a box's own label ("33. Part-Time Hours Per Biweekly Pay Period").
  const open = withoutEmptyBoxes(body).replace(/\bpart[- ]time hours per (?:week|biweekly pay period|pay period)\b/gi, '');
  const words = open.match(new RegExp(`(${fullTimeWords.replace(/\\bFT\\b\|/, '')})|(${partTimeWords.replace(/\\bPT\\b\|/, '')})`, 'i'));
  if (words) return f.add('job.hours', words[1] ? 'Full-time' : 'Part-time', at(body.indexOf(words[0])), words[0], { method: 'pattern' });
  const weekly = cell(f.lines, EL.weekly, (raw) => /^\d{1,2}(\.\d+)?\b/.test(raw));
  const n = weekly ? Number.parseFloat(weekly.raw) : weeklyHours(open);
  if (n !== undefined && n > 0 && n <= 80) f.add('job.hours', n >= 35 ? 'Full-time' : 'Part-time', weekly?.line ?? first, weekly?.context ?? `${n} hours per week`, { method: 'pattern', confidence: 'medium' });
  return undefined;
};
