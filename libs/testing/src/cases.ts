import type { Kind, Truth } from './documents/document-spec.js';
import { layoutFamilies, type Split } from './documents/families/index.js';
import { createPersona, type Persona } from './persona.js';
import { Rng } from './random.js';
import { renderPdf } from './render.js';
import { scanPdf } from './scan.js';

export type { Kind, LayoutFamily, Truth } from './documents/document-spec.js';
export { layoutFamilies, type Split } from './documents/families/index.js';

export const allKinds: Kind[] = [
  'passport', 'i94', 'birth_certificate', 'marriage_certificate', 'divorce_decree', 'employment_letter',
  'drivers_license', 'social_security_card', 'uscis_notice', 'ead_card', 'i20', 'lease_or_utility_bill',
];

export interface GeneratedDocument {
  kind: Kind;
  /** The layout family it was drawn in ("passport/original", …). */
  family: string;
  /** What this document alone shows (paths as in the case's truth). */
  truth: Truth;
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

export interface CaseOptions {
  scanned?: boolean;
  /** Which layout families to draw from (default: the original one per kind). */
  split?: Split;
  /** One family per kind instead of a random one of the split (benchmarks walk them all). */
  family?: (kind: Kind, seed: number) => string | undefined;
}

/**
 * A synthetic applicant with documents of the given kinds, born-digital or scanned, and the
 * ground truth of every form field those documents support.
 */
export const generateCase = async (seed: number, kinds: Kind[], options: CaseOptions = {}): Promise<ApplicantCase> => {
  const persona = createPersona(seed);
  const rng = new Rng(seed * 31 + 7);
  const truth: Truth = { 'I-485': {}, 'I-765': {} };
  const documents: GeneratedDocument[] = [];
  let historyRow = 0;
  const ordered = [...kinds].sort((a, b) => (listOrder.indexOf(a) + 1 || 99) - (listOrder.indexOf(b) + 1 || 99));
  for (const kind of ordered) {
    const families = layoutFamilies(options.split ?? 'original', kind);
    const wanted = options.family?.(kind, seed);
    // One family: no draw, so the original split gives the documents it always gave for a seed.
    const family = (wanted && families.find((f) => f.id === wanted)) || (families.length === 1 ? families[0] : rng.pick(families));
    if (!family) throw new Error(`No ${options.split ?? 'original'} layout family for ${kind}`);
    const spec = family.build(persona, rng);
    const style = rng.pick(spec.styles);
    let bytes = await renderPdf(spec.blocks, style, rng);
    if (options.scanned) bytes = await scanPdf(bytes, rng);
    const row = Object.keys(spec.truth['I-485']).some((k) => k.includes('.#.')) ? historyRow++ : 0;
    const own: Truth = { 'I-485': {}, 'I-765': {} };
    for (const form of ['I-485', 'I-765'] as const) {
      for (const [path, value] of Object.entries(spec.truth[form])) if (value) own[form][path.replace('.#.', `.${row}.`)] = value;
      Object.assign(truth[form], own[form]);
    }
    documents.push({ kind, family: family.id, truth: own, fileName: spec.fileName, bytes, scanned: Boolean(options.scanned) });
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
