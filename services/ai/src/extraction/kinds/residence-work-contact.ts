import type { DocumentFacts } from '../document-facts.js';
import type { Line } from '../text.js';
import { fold, identifiers as id } from '@formpath/forms';
import { cells } from './residence-work-layout.js';
import { flatten, roleOf, withoutPageFurniture } from './residence-work-text.js';

// The tenant's (customer's, resident's) phone and e-mail on a lease or a bill: labelled in the
// tenant's block, or in a sentence about the tenant, never the landlord's, the manager's, the
// leasing office's, an emergency contact's or the provider's customer service.

export const phoneLabels = [
  "(tenant|resident|lessee|customer|applicant)'?s? ((cell|mobile|home|primary|contact) )?(tele)?phone( number| no\\.?| #)?", '(primary|home|cell|cellular|mobile|contact|daytime|day|evening) ?(phone|number|tel\\.?)( number| no\\.?| #)?',
  'phone( number| no\\.?| #)?( on (account|file))?', 'telephone( number| no\\.?)?', 'tel\\.?', 'ph\\.?', 'tel/cel', 'contact( info(rmation)?)?', 'mobile( number| phone)?( on file)?', 'cell( phone)?', 'contact (phone|number|no\\.?)',
  'tel[ée]fono( celular| m[óo]vil| de contacto| del (arrendatario|inquilino))?', 'celular', 'm[óo]vil', 'n[úu]mero de tel[ée]fono',
];
export const emailLabels = [
  "(tenant|resident|lessee|customer|applicant)'?s? e-?mail( address)?", 'e-?mail( address)?( on (file|account))?', '(contact|paperless( billing)?|billing|primary|personal) e-?mail( address)?',
  'correo( electr[óo]nico)?( del (arrendatario|inquilino))?', 'e-?mail/correo',
];

const tenant = /\b(tenants?|lessees?|residents?|lodgers?|roomers?|occupants?|customer|account ?holder|bill to|applicant|arrendatario|inquilino|cliente|titular)\b/i;
const other = /\b(landlord|lessor|homeowner|owner|manager|management|agent|office|leasing|customer (service|care|support)|support|emergency|relationship|arrendador|propietario|call us|contact us|questions|outages?|payments?|hr|human resources|company)\b/i;

type Party = 'tenant' | 'other' | undefined;
/** Both named on one line: the one nearest the value (the end) is the block's. */
const partyOf = (text: string): Party => roleOf<'tenant' | 'other'>(text, [['tenant', tenant], ['other', other]], 'tenant');

/**
 * Whose block a labelled value sits in: its own label first, then the lines above, nearest
 * first; on a line of several columns ("Landlord: …      Tenant: …"), the cell above the label.
 */
export const blockParty = (lines: Line[], line: Line, context: string, column = 0): Party => {
  const i = lines.indexOf(line);
  const cellAbove = (l: Line) => {
    if (l.segments.length < 2) return l.text;
    const k = l.columns.reduce((best, c, j) => (c <= column + 3 && c >= (l.columns[best] ?? 0) ? j : best), 0);
    return l.segments[k] ?? l.text;
  };
  const own = line.segments.length > 1 ? cellAbove(line) : line.text;
  const above = lines.slice(Math.max(0, i - 4), i).map(cellAbove).reverse();
  for (const t of [context.length < 80 ? context : own, own, ...above]) {
    const hasTenant = tenant.test(t);
    const hasOther = other.test(t);
    if (hasTenant || hasOther) return hasTenant && hasOther ? partyOf(t) : hasTenant ? 'tenant' : 'other';
  }
  return undefined;
};

const phoneInText = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g;
const emailInText = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The tenant's phone and e-mail: labelled in the tenant's block, in a sentence about the tenant, or an e-mail that carries the tenant's name. */
export const tenantContact = (f: DocumentFacts): void => {
  contact(f, 'phone', phoneLabels, id.phone, phoneInText);
  // OCR may put a space beside the "@" ("ana.lopez7 @example.com").
  contact(f, 'email', emailLabels, (raw) => id.email(raw.replace(/\s*@\s*/, '@')), emailInText);
  if (!f.has('email')) {
    // An address that carries the tenant's own name ("ana.lopez12@…") is the tenant's.
    const names = f.facts.filter((x) => x.key === 'name.family' || x.key === 'name.given').flatMap((x) => fold(x.value).split(/[\s-]+/)).filter((n) => n.length >= 3);
    for (const line of f.lines) {
      for (const m of line.text.matchAll(emailInText)) {
        const local = fold(m[0].split('@')[0] as string).replace(/[^a-z]/g, '');
        // Whose it is: the sentence before it on its line, else the block above.
        const sentence = line.text.slice(0, m.index).split(/[.;!?]\s/).at(-1) ?? '';
        const i = f.lines.indexOf(line);
        const party = tenant.test(sentence) || other.test(sentence) ? partyOf(sentence) : i > 0 ? blockParty(f.lines, f.lines[i - 1] as Line, '') : undefined;
        if (names.length && names.some((n) => local.includes(n.replace(/[^a-z]/g, ''))) && party !== 'other') {
          f.add('email', id.email(m[0]), line, line.text, { method: 'pattern', confidence: 'medium' });
          return;
        }
      }
    }
  }
};

const contact = (f: DocumentFacts, key: 'phone' | 'email', labels: string[], normalise: (raw: string) => string | undefined, inText: RegExp) => {
  let undecided: { value: string; line: Line; context: string } | undefined;
  for (const found of cells(f.lines, labels, (raw) => normalise(raw) !== undefined)) {
    // On a line of several columns the whole line is no cue: the label's own cell is.
    const party = blockParty(f.lines, found.line, found.context === found.line.text && found.line.segments.length > 1 ? '' : found.context, found.column);
    if (party === 'other') continue;
    const value = normalise(found.raw) as string;
    if (party === 'tenant') return f.add(key, value, found.line, found.context);
    undecided ??= { value, line: found.line, context: found.context };
  }
  // In a sentence: the party named nearest before the number ("notices to the Tenant … at 555-…").
  const flat = flatten(withoutPageFurniture(f.lines));
  const text = flat.text;
  for (const m of text.matchAll(new RegExp(inText.source, 'g'))) {
    const value = normalise(m[0]);
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 140), at);
    const sentence = before.split(/[.;]\s|\n\n/).at(-1) ?? before;
    if (value && tenant.test(sentence) && roleOf(sentence, [['tenant', tenant], ['other', other]], 'other') === 'tenant') {
      return f.add(key, value, flat.lineAt(at), `${sentence.slice(-60)}${m[0]}`, { method: 'pattern', confidence: 'medium' });
    }
  }
  if (undecided) f.add(key, undecided.value, undecided.line, undecided.context);
  return undefined;
};
