import { z } from 'zod';
import { formTypes } from './form-models.js';
import { defineSubject } from './subject.js';

const scope = z.object({ userId: z.string().min(1), sessionId: z.string().uuid() });

/** A generated PDF in object storage: the bus carries its key, never its bytes. */
export const generatedFileSchema = z.object({
  key: z.string().min(1),
  fileName: z.string().min(1),
  formType: z.enum(formTypes),
  pages: z.number().int().positive(),
  /** Continuation sheets added after the form's Additional Information part. */
  continuationSheets: z.number().int().min(0),
});
export type GeneratedFile = z.output<typeof generatedFileSchema>;

/**
 * A draft Form I-589 in object storage (one per user; a new draft replaces the last): its key,
 * download name, pages in all and the Supplement B continuation sheets among them.
 */
export const asylumDraftFileSchema = z.object({
  key: z.string().min(1),
  fileName: z.string().min(1),
  pages: z.number().int().positive(),
  continuationSheets: z.number().int().min(0),
});
export type AsylumDraftFile = z.output<typeof asylumDraftFileSchema>;

/** A follow-up question of the guide as the applicant saw it, and their answer (Supplement B takes them whole). */
export const asylumDraftFollowUpSchema = z.object({ question: z.string().max(2000), answer: z.string().max(10000) });
export type AsylumDraftFollowUp = z.output<typeof asylumDraftFollowUpSchema>;

/**
 * The questionnaire's answers by question id; with a sessionId, that application's form data fills
 * what the answers leave blank (when its family name is the applicant's); the follow-up questions
 * answered, in the order asked.
 */
export const asylumDraftRequestSchema = z.object({
  userId: z.string().min(1),
  answers: z.record(z.string(), z.string().max(20000)),
  sessionId: z.string().uuid().nullable(),
  followUps: z.array(asylumDraftFollowUpSchema).max(30).default([]),
});
export type AsylumDraftRequest = z.input<typeof asylumDraftRequestSchema>;

/** Every draft of a user deleted (after a download, or when they delete their answers): how many there were. */
export const deleteAsylumDraftsRequestSchema = z.object({ userId: z.string().min(1) });
export const deleteAsylumDraftsResponseSchema = z.object({ deleted: z.number().int().min(0) });

export const pdfSubjects = {
  fillForm: defineSubject('pdf.form.fill', scope.extend({ flatten: z.boolean().default(false) }), generatedFileSchema),
  instructions: defineSubject('pdf.instructions.create', scope, generatedFileSchema),
  /** A page of the blank official form as a PNG in storage (the field guide's thumbnails). */
  formPage: defineSubject('pdf.form.page', z.object({ formType: z.enum(formTypes), page: z.number().int().min(1).max(99) }), z.object({ key: z.string().min(1) })),
  /** A DRAFT Form I-589 filled from the asylum questionnaire (and the application's documents), every page marked as a draft. */
  asylumDraft: defineSubject('pdf.asylum.draft', asylumDraftRequestSchema, asylumDraftFileSchema),
  /** Deletes every stored draft I-589 of a user; the draft holds their whole story. */
  deleteAsylumDrafts: defineSubject('pdf.asylum.delete-drafts', deleteAsylumDraftsRequestSchema, deleteAsylumDraftsResponseSchema),
} as const;
