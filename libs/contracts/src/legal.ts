import { z } from 'zod';
import { formTypes } from './form-models.js';
import { defineSubject } from './subject.js';
import { hasControlCharacters } from './rules.js';

// The forms explained are the forms Formpath fills.
export const legalForms = formTypes;
export type LegalForm = (typeof legalForms)[number];

/** Where a passage of the official form sits: the form and edition, page, and part and item when it has them. */
export interface PassageMetadata {
  id: string;
  form: LegalForm;
  edition: string;
  page: number;
  part: number | null;
  item: string | null;
  /** Where the text was taken from: a field's tooltip, or the page's printed text. */
  kind: 'field' | 'page';
}

export interface LegalSource {
  content: string;
  metadata: PassageMetadata;
}

/** Spec 2 §3 "Legal explanation response"; `usage.total_tokens` is 0 without a model. */
export interface LegalExplanation {
  success: true;
  error: null;
  data: { output: string; sources: LegalSource[]; answeredBy: 'passages' | 'model'; answered: boolean };
  usage: { total_tokens: number };
}

export const legalExplainBodySchema = z.object({
  query: z
    .string({ error: 'Please type a question.' })
    .max(1000, 'Please keep your question under 1,000 characters.')
    .refine((q) => q.trim().length > 0, 'Please type a question.')
    .refine((q) => !hasControlCharacters(q), 'control characters are not allowed')
    .transform((q) => q.trim()),
  formType: z.enum(legalForms).optional(),
});
export type LegalExplainBody = z.input<typeof legalExplainBodySchema>;

const explanation = z.custom<LegalExplanation>((v) => typeof v === 'object' && v !== null);

export const legalSubjects = {
  explain: defineSubject('ai.legal.explain', legalExplainBodySchema, explanation),
  guidance: defineSubject('ai.legal.guidance', z.object({ formType: z.enum(legalForms) }), explanation),
} as const;
