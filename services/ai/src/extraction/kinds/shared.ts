import type { DocumentFacts } from '../document-facts.js';
import { findLabelled } from '../labels.js';
import { countryOfRegion } from '../regions.js';
import { normaliseCountry, titleCase, identifiers as id } from '@formpath/forms';

// Label vocabularies: the wordings documents use, English first, then Spanish and French.
export const L = {
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

export const place = (raw: string): { city?: string; country?: string } => {
  const parts = raw.split(/\s*,\s*/).map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) return {};
  const country = normaliseCountry(parts.at(-1) as string) ?? (parts.length > 1 ? countryOfRegion(parts.at(-1) as string) : undefined);
  if (country && parts.length > 1) return { city: titleCase(parts[0] as string), country };
  if (country) return { country };
  return parts.length === 1 && /^[\p{L} .'-]{2,40}$/u.test(parts[0] as string) ? { city: titleCase(parts[0] as string) } : {};
};

export const personBasics = (f: DocumentFacts, fullLabels: string[] = L.full) => {
  f.name('name', { family: L.family, given: L.given, full: fullLabels });
  f.date('dob', L.dob);
  f.labelled('sex', L.sex, id.sex);
};

export const birthPlace = (f: DocumentFacts) => {
  const found = findLabelled(f.lines, L.birthPlace, (raw) => Object.keys(place(raw)).length > 0);
  if (found) {
    const { city, country } = place(found.raw);
    f.add('birth.city', city, found.line, found.context);
    f.add('birth.country', country, found.line, found.context);
  }
  if (!f.has('birth.country')) f.labelled('birth.country', L.birthCountry, normaliseCountry);
};

/** A Spanish document (it prints numeric dates day first): more Spanish function words than English ones. */
export const isSpanish = (text: string): boolean => {
  const es = text.match(/\b(de|del|la|las|los|el|que|por|para|con|una|se|su)\b/gi)?.length ?? 0;
  const en = text.match(/\b(the|and|of|to|is|for|with|this|that|your)\b/gi)?.length ?? 0;
  return es >= 6 && es > en * 1.5;
};

/** A name printed in capitals, in title case ("UNIVERSITY OF TEXAS" as "University of Texas"); else as printed. */
export const titleIfUpper = (s: string): string => (s === s.toUpperCase() && /\p{Lu}{3}/u.test(s) ? titleCase(s.toLowerCase()).replace(/\bOf\b/g, 'of').replace(/\bAnd\b/g, 'and') : s);
