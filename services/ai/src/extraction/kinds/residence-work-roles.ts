import type { DocumentFacts } from '../document-facts.js';
import type { FactKey } from '../facts.js';
import { addressesIn, roleOf, type Placed } from './residence-work-text.js';

// Whose address is it: the words before an address (its label, the sentence that introduces it,
// the block's first lines) tell the applicant's home from a landlord's, a utility's, a law
// office's, an application support center's, a field office's, a school's, an employer's or a
// former home. The cue nearest the address wins.

export type Role = 'home' | 'previous' | 'employer' | 'other' | 'unknown';

const words = (list: string[]) => new RegExp(list.map((w) => `\\b${w}\\b`).join('|'), 'i');

export const homeCues = words([
  'premises', 'property( address)?', 'rental (unit|property|address)', 'leased( premises| property| unit)?', 'dwelling', 'service (address|location)', 'service at', 'installation address',
  'residing at', 'resides at', 'reside at', 'lives at', 'living at', 'home address', 'residential address', 'residence', 'current address', 'physical address', 'unit address',
  'street address', 'apartment address', 'address of (the )?(tenant|employee|applicant|customer|premises|property|unit|resident)', "employee'?s? (home )?address",
  "tenant'?s? address", "resident'?s? address", 'employee( information| details)?', "customer'?s? address", 'resident\\(?s?\\)?', 'tenant\\(?s?\\)?', 'lessees?', 'account holder', 'bill to', 'billed to', 'mailing address',
  'inmueble', 'vivienda', 'ubicad[oa] en', 'situad[oa] en', 'domicilio del (arrendatario|inquilino|trabajador|empleado)', 'direcci[óo]n del (inmueble|arrendatario|inquilino)',
  'direcci[óo]n de servicio', 'casa habitaci[óo]n',
  // A room or a home rented out: "rent to Lodger the room located at", "the house situated at".
  '(room|house|home|unit|apartment|premises|property|dwelling) (located|situated) at', 'lodgers?', 'roomers?',
]);
export const previousCues = words([
  'previous(ly)?', 'prior', 'former(ly)?', 'before (the start|moving|the term|occupancy)', 'forwarding', 'anterior', 'old address', 'moved from',
]);
export const employerCues = words([
  "employer('?s)? address", 'employer( information| details)?', 'company (address|information|details)', 'company address', 'business address', 'work ?(site|location|address)', 'place of (employment|work|business)', 'our (office|offices|address|headquarters)',
  'domicilio de la empresa', 'direcci[óo]n de la empresa', 'domicilio del empleador', 'oficinas (en|ubicadas en)', 'domicilio fiscal',
  '(regd\\.?|registered|head|corporate) office',
]);
export const otherCues = words([
  // First (alternatives are tried in order): an address label that names whose it is, "Landlord mailing address", "dirección postal del arrendador".
  "(landlord|lessor|homeowner|owner|property manager|manager|agent)('?s)? (mailing |postal |business |billing |notice )?address", 'homeowners?', 'direcci[óo]n (postal )?del (arrendador|propietario)',
  'landlord', 'lessor', 'owner', 'manag(er|ement|ing)', 'agent', 'remit( to)?', 'payable', 'payments?', 'attn', 'attention', 'attorney', 'law (office|firm|group)',
  'esq', 'c/o', 'in care of', 'counsel', 'representative', 'application support center', 'asc', 'service center', 'benefits center', 'field office', 'uscis', 'district office',
  'immigration services', 'lockbox', 'contact center', 'school', 'university', 'college', 'campus', 'institution', 'dso', 'verification (center|services)', 'directed to',
  'questions', 'provider', 'payroll', 'arrendador', 'propietario', 'headquarters', 'translator', 'notary', 'leasing office', 'office', 'realty', 'property group', 'apartment homes',
  'return (this form |it )?to', 'mail (this form |payment )?to', 'send (payments? |correspondence )?to', 'agency', 'department of', 'bank', 'cc', 'copy (sent )?to', 'emergency contact',
  'apersonarse', 'oficina', 'administraci[óo]n', 'embassy', 'consulate', 'consular', 'embajada', 'consulado',
]);

const identifierField = /[^:\n]{2,60}:\s*[A-Z]{0,4}[-#]?\s?\d[\d -]{5,}\d(?=\s{3}|\s*$|\s*\n)/gm;

/**
 * The words whose cues count for an address: its own line so far and the lines just above it
 * (two when the line above is a person's name, as in a window-envelope block under an issuer's
 * header; else three). Identifier fields ("USCIS Online Account Number: 1234…") and the values
 * of complete "Label: value" fields above ("Notice Type: ASC Appointment Notice") are not cues;
 * their labels are ("Landlord: Jane Roe").
 */
export const cueContext = (before: string): string => {
  const lines = before.split('\n');
  const own = lines.pop() ?? '';
  const above = lines.at(-1) ?? '';
  const personLine = /^\s*(?:(?:mr|ms|mrs|dr)\.?\s+)?[\p{Lu}][\p{L}'.-]+(?:\s+[\p{Lu}][\p{L}'.-]+){1,4}\s*$/u.test(above) && !otherCues.test(above) && !homeCues.test(above) && !employerCues.test(above);
  const fields = lines.slice(personLine ? -1 : -2).map((l) =>
    l
      .replace(identifierField, ' ')
      .split(/\s{3,}/)
      .map((segment) => segment.replace(/^([^:]{1,40}):\s*\S.*$/, '$1:'))
      .join('   '),
  );
  return [...fields, own].join('\n');
};

/** Whose address the words before it point to (its label, the sentence, the block's first lines): the cue nearest the address wins. */
export const roleBefore = (before: string, extra: Array<[Role, RegExp]> = []): Role =>
  roleOf<Role>(cueContext(before), [['home', homeCues], ['previous', previousCues], ['employer', employerCues], ['other', otherCues], ...extra], 'unknown');

/** Every address with its owner as the words before it say. */
export const placedAddresses = (f: DocumentFacts, extra: Array<[Role, RegExp]> = []): Array<Placed & { role: Role }> =>
  addressesIn(f.lines).map((p, i, all) => {
    // The words since the previous address only: its cues belong to it.
    const prev = all[i - 1];
    const before = prev ? p.before.slice(Math.max(0, p.before.length - (p.start - prev.end))) : p.before;
    // "USCIS Online Account Number: 1234…", "Receipt #: …": an identifier's label is no cue for the address below it.
    return { ...p, role: roleBefore(before, extra) };
  });

/** The address as facts under a prefix, as `DocumentFacts.address` adds them. */
export const addAddress = (f: DocumentFacts, prefix: 'address' | 'job' | 'school', p: Placed, confidence?: 'high' | 'medium' | 'low'): void => {
  const a = p.address;
  const context = p.text.replace(/\s+/g, ' ');
  const options = { method: 'pattern' as const, ...(confidence ? { confidence } : {}) };
  f.add(`${prefix}.street` as FactKey, a.street, p.line, context, options);
  if (prefix === 'address') f.add('address.unit', a.unit || '—', p.line, context, options);
  f.add(`${prefix}.city` as FactKey, a.city, p.line, context, options);
  f.add(`${prefix}.state` as FactKey, a.state, p.line, context, options);
  f.add(`${prefix}.zip` as FactKey, a.zip, p.line, context, options);
};
