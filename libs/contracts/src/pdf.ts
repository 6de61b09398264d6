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

export const pdfSubjects = {
  fillForm: defineSubject('pdf.form.fill', scope.extend({ flatten: z.boolean().default(false) }), generatedFileSchema),
  instructions: defineSubject('pdf.instructions.create', scope, generatedFileSchema),
} as const;
