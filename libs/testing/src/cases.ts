import { birthCertificate, divorceDecree, marriageCertificate } from './documents/civil-documents.js';
import type { DocumentSpec, Kind, Truth } from './documents/document-spec.js';
import { driversLicense, eadCard, i94, passport, socialSecurityCard, uscisNotice } from './documents/identity-documents.js';
import { employmentLetter, i20, leaseOrUtilityBill } from './documents/residence-and-work.js';
import { createPersona, type Persona } from './persona.js';
import { Rng } from './random.js';
import { renderPdf } from './render.js';
import { scanPdf } from './scan.js';

export type { Kind, Truth } from './documents/document-spec.js';

const builders: Record<Kind, (p: Persona, rng: Rng) => DocumentSpec> = {
  passport,
  i94,
  birth_certificate: birthCertificate,
  marriage_certificate: marriageCertificate,
  divorce_decree: divorceDecree,
  employment_letter: employmentLetter,
  drivers_license: driversLicense,
  social_security_card: socialSecurityCard,
  uscis_notice: uscisNotice,
  ead_card: eadCard,
  i20,
  lease_or_utility_bill: leaseOrUtilityBill,
};

export const allKinds = Object.keys(builders) as Kind[];

export interface GeneratedDocument {
  kind: Kind;
  fileName: string;
  bytes: Uint8Array;
  scanned: boolean;
}

export interface ApplicantCase {
  seed: number;
  persona: Persona;
  documents: GeneratedDocument[];
  /** Expected form values (non-empty only), by form field path. */
  truth: Truth;
}

/** History rows are numbered in the order the form lists them: employment before school. */
const listOrder: Kind[] = ['employment_letter', 'i20'];

/**
 * A synthetic applicant with documents of the given kinds, born-digital or scanned, and the
 * ground truth of every form field those documents support.
 */
export const generateCase = async (seed: number, kinds: Kind[], options: { scanned?: boolean } = {}): Promise<ApplicantCase> => {
  const persona = createPersona(seed);
  const rng = new Rng(seed * 31 + 7);
  const truth: Truth = { 'I-485': {}, 'I-765': {} };
  const documents: GeneratedDocument[] = [];
  let historyRow = 0;
  const ordered = [...kinds].sort((a, b) => (listOrder.indexOf(a) + 1 || 99) - (listOrder.indexOf(b) + 1 || 99));
  for (const kind of ordered) {
    const spec = builders[kind](persona, rng);
    const style = rng.pick(spec.styles);
    let bytes = await renderPdf(spec.blocks, style, rng);
    if (options.scanned) bytes = await scanPdf(bytes, rng);
    documents.push({ kind, fileName: spec.fileName, bytes, scanned: Boolean(options.scanned) });
    const row = Object.keys(spec.truth['I-485']).some((k) => k.includes('.#.')) ? historyRow++ : 0;
    for (const form of ['I-485', 'I-765'] as const) {
      for (const [path, value] of Object.entries(spec.truth[form])) if (value) truth[form][path.replace('.#.', `.${row}.`)] = value;
    }
  }
  // Upload order is not the form's order.
  documents.sort(() => rng.next() - 0.5);
  return { seed, persona, documents, truth };
};

/** Leaf values of a form as path → string (arrays by index), skipping blanks. */
export const flattenForm = (form: unknown, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  if (typeof form === 'string') {
    if (form.trim()) out[prefix] = form;
  } else if (Array.isArray(form)) {
    form.forEach((v, i) => Object.assign(out, flattenForm(v, prefix ? `${prefix}.${i}` : String(i))));
  } else if (form && typeof form === 'object') {
    for (const [k, v] of Object.entries(form)) if (typeof v !== 'boolean') Object.assign(out, flattenForm(v, prefix ? `${prefix}.${k}` : k));
  }
  return out;
};

const same = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** Field-level scores: recall = correct / expected, precision = correct / filled. */
export const scoreForm = (expected: Record<string, string>, form: unknown) => {
  const filled = flattenForm(form);
  const correct = Object.entries(filled).filter(([path, value]) => expected[path] !== undefined && same(value, expected[path] as string));
  const wrong = Object.entries(filled).filter(([path, value]) => expected[path] === undefined || !same(value, expected[path] as string));
  const missing = Object.keys(expected).filter((path) => !filled[path]);
  return { expected: Object.keys(expected).length, filled: Object.keys(filled).length, correct: correct.length, wrong, missing };
};
