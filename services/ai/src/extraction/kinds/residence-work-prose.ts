import { parseDate, parseUsAddress, titleCase } from '@formpath/forms';
import type { Line } from '../text.js';
import { dateAfter, type DateAt } from './residence-work-text.js';

// Sentence patterns of employment letters (English and Spanish): who employs the person, in
// what position, since when. Each takes the page as one string (wrapped lines joined).

// A company name: capitalised words, joined by ",", "and", "&", "y", " - " ("Green, Erdman and Hand, Inc.", "Hauck - Davis").
const company = String.raw`([\p{Lu}\d][\p{L}\d&'.-]*(?:(?:,? (?:and|&|y|of|de) |, | - | )[\p{Lu}\d][\p{L}\d&'.-]*){0,7})`;
// What a person signing for the employer may be: one list for the sentence patterns (case-sensitive:
// Title, lower and upper case) and for the signature lines (any case).
const signerRoleWords = [
  'owner', 'co-owner', 'president', 'vice president', 'manager', 'general manager', 'office manager', 'proprietor', 'director', 'ceo', 'founder', 'partner', 'supervisor', 'foreman',
  'administrator', 'superintendent', 'coordinator', 'officer', 'principal', 'dueñ[oa]', 'propietari[oa]', 'gerente', 'directora', 'administrador[a]?', 'jef[ea]', 'supervisora', 'encargad[oa]',
];
const roleWord = `(?:${signerRoleWords.map((w) => `[${w[0]}${w[0]?.toUpperCase()}]${w.slice(1)}|${w.toUpperCase()}`).join('|')})`;
// A department after a role ("Director of Operations") is not the company.
const department = String.raw`(?:[Oo]perations|[Ff]inance|[Nn]ursing|[Hh]uman [Rr]esources|HR\b|[Ss]ales|[Mm]arketing|[Ee]ngineering|[Aa]dministration|[Pp]ersonnel|[Aa]ccounting|[Pp]ayroll|[Rr]ecursos [Hh]umanos|[Vv]entas|[Pp]ersonal|[Oo]peraciones|[Ff]inanzas|the\s)`;
const employs = [
  'employed (?:by|with|at)', 'an? (?:\\w+[- ])?(?:time )?employee (?:of|at|with)', '(?:works?|working|worked) (?:for|at|with)', 'joined', 'on the payroll of', 'employment with',
  'been with', 'hired by', '(?:owner|co-owner|proprietor|founder)(?: and \\w+)? of',
  // The signer's own role: "I, Jane Roe, Administrator of Acme", "Yo, Ana Ruiz, gerente de Acme".
  `(?:I|Yo),\\s+[\\p{L}. '-]{3,50},\\s+(?:the\\s+|el\\s+|la\\s+)?(?:[\\p{L}-]+\\s+){0,3}?${roleWord}\\s+(?:of|at|for|de)(?!\\s+${department})`, 'dueñ[oa] de', 'propietari[oa] de', 'labora (?:en|para)', 'trabaja (?:en|para)', 'presta sus servicios (?:en|para)', 'empleado\\(?a?\\)? (?:activo\\(?a?\\)? )?de', 'la empresa', 'colaborador(?:a)? de',
].join('|');
const closing = /^(sincerely|regards|best regards|kind regards|respectfully|yours (?:truly|sincerely|faithfully)|cordially|atentamente|cordialmente|saludos)\b/i;

export interface EmployerFound {
  name: string;
  line: Line;
  context: string;
  /** The body names it too (or a sentence says they work there). */
  confirmed: boolean;
}

const notCompany = /^(the|our|this|a|an|we|us|you|mr|ms|mrs|dr|dear|re|date|to|subject|department of|state of|u\.s\.|uscis|human resources|recursos humanos)\b/i;
// A signer's role alone under the closing ("Administrator") names no company.
const roleAlone = new RegExp(`^(?:(?:general|office|operations|store|plant|site|hr|branch)\\s+)?${roleWord}$`, 'i');
const plausible = (s: string) => s.length > 2 && s.length < 70 && !/^\d/.test(s) && !notCompany.test(s) && !roleAlone.test(s) && !parseDate(s) && !parseUsAddress(s) && !/@|www\.|\d{3}/.test(s);

/** A name without the comma or full stop after it, but with the stop that ends "S.A.S.", "C.V.", "Inc.". */
// The full stop of an initial ("S.A.S.") or of a company's abbreviation ("Inc.", "PVT. LTD.") is the name's own.
const withoutStop = (name: string): string => (/(?<![\p{L}\p{N}])(?:\p{L}|inc|corp|co|ltd|bros|assn|pvt)\.$/iu.test(name) ? name : name.replace(/,$/, '').replace(/[,.]$/, ''));

/** Names a company the letter is on: letterhead, signature block and footer, and what the sentences say. */
export const employerInProse = (lines: Line[], body: string): EmployerFound | undefined => {
  const candidates: Array<{ name: string; line: Line }> = [];
  const push = (name: string | undefined, line: Line) => {
    // "Acme Corp - Human Resources" in a footer: the name alone, unless the body names it whole ("Hauck - Davis").
    const whole = name && withoutStop(name).trim();
    for (const n of [whole, whole?.replace(/\s+-\s+.*$/, '')]) if (n && plausible(n) && !candidates.some((c) => c.name === n)) candidates.push({ name: n, line });
  };
  for (const l of lines.slice(0, 3)) push(l.segments[0], l);
  const close = lines.findIndex((l) => closing.test(l.text));
  // A signature line "Owner, Acme Roofing LLC": the company after the signer's role.
  if (close >= 0) for (const l of lines.slice(close + 1, close + 6)) push(withoutSignerRole(l.segments[0] ?? ''), l);
  for (const l of lines.slice(-2)) push(l.segments[0], l);

  const said = [...body.matchAll(new RegExp(`(?:${employs})\\s+${company}`, 'gu'))].map((m) => ({ name: withoutStop(m[1] as string), at: m.index ?? 0, context: m[0] }));
  // The signer's own name ("I, Jane Roe, owner of ...", the name under the closing) is never the company.
  const signer = body.match(/\b(?:I|Yo),\s+([\p{Lu}][\p{L}'. -]{2,50}?),/u)?.[1]?.toLowerCase();
  for (let i = candidates.length - 1; i >= 0; i--) if (signer && candidates[i]?.name.toLowerCase() === signer) candidates.splice(i, 1);
  const inBody = (name: string) => body.toLowerCase().split(name.toLowerCase()).length - 1;
  // A letterhead or signature name that a sentence also names.
  const saidOf = (c: { name: string }) => said.some((x) => x.name.toLowerCase().startsWith(c.name.toLowerCase()) || c.name.toLowerCase().startsWith(x.name.toLowerCase()));
  const confirmed =
    candidates.find((c) => saidOf(c) && inBody(c.name) >= 2) ?? candidates.find(saidOf) ?? candidates.find((c) => inBody(c.name) >= 2 && c.name.split(/\s+/).length <= 8);
  if (confirmed) return { ...confirmed, context: confirmed.line.text, confirmed: true };
  const first = said.find((s) => plausible(s.name));
  if (first) {
    const line = lines.find((l) => l.text.includes(first.name.split(' ')[0] as string)) ?? (lines[0] as Line);
    return { name: first.name, line, context: first.context, confirmed: true };
  }
  const head = candidates[0];
  return head && lines.indexOf(head.line) === 0 ? { ...head, context: head.line.text, confirmed: false } : undefined;
};

const signerRoles = new RegExp(`^(?:${signerRoleWords.join('|')})\\s*[,:-]\\s*`, 'i');
/** "Owner, Acme Roofing LLC" → "Acme Roofing LLC"; other lines unchanged. */
export const withoutSignerRole = (line: string): string => line.replace(signerRoles, '');

const stop = /^(on|in|at|with|since|for|and|from|earning|working|making|who|where|which|effective|starting|beginning|until|through|en|con|desde|a|al|y|por|durante|the|our|this|that|its|his|her)$/i;
const titleCues = [
  'position of', 'position as', 'title of(?! (?:the )?(?:approving|certifying|signing|authori[sz]ed|issuing) official)', 'role of', 'job title of', 'employed as', 'works as', 'working as', 'serves as', 'serving as', 'hired as', 'engaged as', 'capacity of',
  'capacity as', 'designation(?: at the time of (?:leaving|relieving|separation))? (?:was|is)', 'last (?:held )?designation (?:was|is)', 'holds the (?:position|title|role) of', 'in the (?:position|role) of', 'job title is', 'position is', 'title is', 'desempeñando el (?:puesto|cargo) de', 'en el puesto de',
  '(?:works?|working|worked|employed|hired|trabaja|labora)\\s+(?:for|with|at|by|para|con)\\s+(?:us|me|my company|our company|my business|our business|the company|our firm|my firm|nosotros|mi empresa|nuestra empresa)\\s+(?:as|como)',
  'ocupa el (?:puesto|cargo) de', 'con el (?:puesto|cargo) de', 'puesto de', 'cargo de', 'como', 'as',
];

/** The job title a sentence gives ("holds the position of Data Analyst", "employed as a registered nurse"). */
export const occupationInProse = (body: string): { value: string; at: number; context: string; weak: boolean } | undefined => {
  const cue = new RegExp(`\\b(?:${titleCues.join('|')})\\s+(?:an?\\s+|our\\s+|the\\s+|un\\s+|una\\s+)?`, 'giu');
  let best: { value: string; at: number; context: string; weak: boolean } | undefined;
  const values = new Set<string>();
  for (const m of body.matchAll(cue)) {
    const after = body.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 80);
    const words: string[] = [];
    for (const w of after.split(/\s+/)) {
      const bare = w.replace(/[.,;:)"]+$/, '');
      if (!bare || stop.test(bare) || !/^[\p{L}][\p{L}/&'-]*$/u.test(bare) && !/^(?:&|of|de|y|and)$/i.test(bare)) break;
      words.push(bare);
      if (bare !== w || words.length >= 5) break;
    }
    while (words.length && /^(of|de|y|and|&)$/i.test(words.at(-1) as string)) words.pop();
    if (!words.length) continue;
    // A specialty in brackets right after the title: "Maintenance Technician (Electrical)".
    const bracket = after.slice(after.indexOf(words.at(-1) as string) + (words.at(-1) as string).length).match(/^\s*(\(\p{Lu}[\p{L} /&-]{1,29}\))/u);
    // (After a Spanish cue the bracket is the title's translation: "puesto de Contador (Accountant)".)
    if (bracket && words.length < 5 && !/puesto|cargo|como|desempe/i.test(m[0]) && !/\b(?:see|shift|turno|attached|full|part|temporary|contract)\b/i.test(bracket[1] as string)) words.push(bracket[1] as string);
    const capital = /^\p{Lu}/u.test(words[0] as string);
    // "has been working at my restaurant as a line cook": "as" in the clause of a working verb is a title, in any case.
    const working = /^(como|as)\b/i.test(m[0]) && /\b(?:work(?:s|ed|ing)?|employed|hired|trabaj\w*|labor\w*)\b[^.;:]{0,60}$/i.test(body.slice(Math.max(0, (m.index ?? 0) - 70), m.index ?? 0));
    // After "como"/"as", only a capitalised title ("as a Software Engineer", not "as a result").
    if (/^(como|as)\b/i.test(m[0]) && !capital && !working) continue;
    const value = capital ? words.join(' ') : titleCase(words.join(' '));
    if (/^(full|part|permanent|temporary|regular|employee|member|staff|tiempo|parte)\b/i.test(value)) continue;
    // A bare "as"/"como" ("known as", "such as") is weak evidence; "position of", "employed as", "working … as" are not.
    const weak = /^(como|as)\s/i.test(m[0]) && !working;
    const hit = { value, at: m.index ?? 0, context: `${m[0]}${words.join(' ')}`, weak };
    if (!weak) values.add(value.toLowerCase());
    // The first strong cue in the text that gives a title; a bare "as" only when no strong cue does.
    if (!best || (best.weak && !weak) || (best.weak === weak && hit.at < best.at)) best = hit;
  }
  // Two strong cues that give different titles compete: the reader cannot tell which is the job.
  return best && values.size > 1 ? { ...best, weak: true } : best;
};

/** The date a sentence says the employment began ("joined our company on", "desde el", "a partir del"). */
export const startInProse = (body: string): DateAt | undefined =>
  dateAfter(
    body,
    new RegExp(
      [
        '\\b(?:joined|began|begun|started|commenced|hired|employed|engaged|onboarded)\\b[^.]{0,60}?\\b(?:on|in|effective|as of)',
        '\\b(?:employment|job|position|service) (?:began|started|commenced|start(?:ed)? date)(?: on| in| is| was)?',
        '\\b(?:date of hire|hire date|start date|first day of (?:work|employment)|employment date)(?: is| was| of)?',
        '\\b(?:since|from)',
        '\\b(?:desde|a partir) (?:el|del)',
        '\\b(?:ingres[óo]|inici[óo]|comenz[óo]|empez[óo])(?=\\s)[^.]{0,40}?\\b(?:el|en)',
        '\\bfecha de (?:ingreso|inicio|contrataci[óo]n)(?: es| fue)?',
      ].join('|'),
      'i',
    ),
    30,
  );
