import { z } from 'zod';
import type { Confidence } from './documents.js';

/**
 * Why Formpath leaves a field empty on purpose: the applicant's own sworn answer or choice, a
 * signature by hand, a box for USCIS or an attorney (and the form's bar codes), a section for an
 * interpreter or preparer, one completed at the interview, a box only for addresses abroad, or
 * an answer Formpath does not read from documents (the applicant types it).
 */
export const fieldHandlings = ['yours', 'byHand', 'office', 'interpreter', 'preparer', 'interview', 'abroad', 'notRead'] as const;
export type FieldHandling = (typeof fieldHandlings)[number];

/** Spec 2 §3 "Field guide item": one field of the official form, what it asks, and the applicant's answer. */
export interface FieldGuideItem {
  /** The PDF field's own name. */
  pdfKey: string;
  page: number;
  partNumber: number | null;
  partTitle: string;
  itemNumber: string | null;
  /** The field's short label; `questionText` is the form's whole tooltip for it. */
  label: string;
  questionText: string;
  isRequired: boolean;
  value: string;
  confidence: Confidence | null;
  explanation: string;
  fieldPurpose: string;
  /** Where the value was read: "passport.pdf, page 1" (null when typed or left empty). */
  dataSource: string | null;
  rawTextExtracted: string | null;
  extractionSource: 'mrz' | 'barcode' | 'label' | 'pattern' | 'llm' | 'typed' | null;
  /** The box on the page, in PDF points from the bottom left: [x1, y1, x2, y2]. */
  fieldPlacement: { page: number; rect: [number, number, number, number] };
  eligibilityCategory: string | null;
  /** Formpath leaves it for the applicant on purpose (their own answer or choice, a signature, the interview), with why. */
  leftForYou: string | null;
  /** Why it is empty on purpose, when it is (null for a field Formpath fills from the documents). */
  handling: FieldHandling | null;
  /** The model path the review step edits (null for fields the review does not hold). */
  path: string | null;
}

export interface FieldGuide {
  success: true;
  formType: 'I-485' | 'I-765';
  edition: string;
  pages: number;
  fieldGuide: FieldGuideItem[];
  totalFields: number;
  filledFields: number;
}

export const fieldGuideParamsSchema = z.object({ sessionId: z.string().uuid(), userId: z.string().min(1) });
