import { z } from 'zod';
import type { FieldGuide } from './field-guide.js';
import { defineSubject } from './subject.js';
import { formTypes } from './form-models.js';


/**
 * What reading one page may cost: it is rendered for OCR at `dpi`, lowered to stay within
 * `maxPixels`; a page so large that this leaves less than `minDpi` cannot be read, and an image
 * over `maxImagePixels` is not decoded (a 600 dpi legal-size scan has 40 million pixels).
 */
export const pageLimits = { dpi: 200, maxPixels: 8_000_000, minDpi: 50, maxImagePixels: 50_000_000 } as const;

/** Width × height (in points) past which the pixel budget leaves less than `minDpi`: the page cannot be read. */
export const maxPageArea = pageLimits.maxPixels * (72 / pageLimits.minDpi) ** 2;

export const documentKinds = [
  'passport', 'i94', 'birth_certificate', 'marriage_certificate', 'divorce_decree', 'employment_letter',
  'drivers_license', 'social_security_card', 'uscis_notice', 'ead_card', 'i20', 'lease_or_utility_bill', 'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const confidences = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof confidences)[number];

export const sessionStatuses = ['uploaded', 'processing', 'processed', 'error'] as const;
export const documentStatuses = ['uploaded', 'queued', 'reading', 'read', 'processed', 'error'] as const;

/** Where a value was read: which document, which page, and the text around it. */
export const provenanceSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  documentKind: z.enum(documentKinds),
  page: z.number().int().positive(),
  snippet: z.string().max(300),
  method: z.enum(['mrz', 'barcode', 'label', 'pattern', 'llm']),
});
export type Provenance = z.output<typeof provenanceSchema>;

const candidateSchema = z.object({
  value: z.string(),
  confidence: z.enum(confidences),
  sources: z.array(provenanceSchema),
});

/** One form field's value with its evidence; `conflicts` holds values other documents disagree with. */
export const fieldEvidenceSchema = candidateSchema.extend({ conflicts: z.array(candidateSchema).default([]) });
export type FieldEvidence = z.output<typeof fieldEvidenceSchema>;

export const pageTextSchema = z.object({
  page: z.number().int().positive(),
  text: z.string(),
  source: z.enum(['text-layer', 'ocr']),
  confidence: z.number().min(0).max(100).nullable(),
  /** The text of PDF417 symbols on the page (a licence's back), as their error correction restored it. */
  barcodes: z.array(z.string().max(4000)).max(4).optional(),
});
export type PageText = z.output<typeof pageTextSchema>;

const formType = z.enum(formTypes);
const userScoped = z.object({ userId: z.string().min(1) });
const sessionScoped = userScoped.extend({ sessionId: z.string().uuid() });

export const uploadedDocumentSchema = z.object({
  documentId: z.string(),
  sessionId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  status: z.string(),
  uploadedAt: z.string(),
});
export type UploadedDocument = z.output<typeof uploadedDocumentSchema>;

export const documentSummarySchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  pageCount: z.number(),
  status: z.enum(documentStatuses),
  kind: z.enum(documentKinds).nullable(),
  errorReason: z.string().nullable(),
  uploadedAt: z.string(),
  originalDeleted: z.boolean(),
});

export type DocumentSummary = z.output<typeof documentSummarySchema>;

export const extractedDataSchema = z.object({
  rawOcrText: z.string(),
  fields: z.record(z.string(), fieldEvidenceSchema),
  documents: z.array(z.object({ documentId: z.string(), fileName: z.string(), kind: z.enum(documentKinds), confidence: z.enum(confidences) })),
  extractors: z.array(z.string()),
});
export type ExtractedData = z.output<typeof extractedDataSchema>;

/** `GET /api/documents/{id}`: the application session with its documents and results. */
export const documentViewSchema = z.object({
  id: z.string(),
  documentId: z.string().nullable(),
  sessionId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  formType: formType,
  status: z.enum(sessionStatuses),
  errorReason: z.string().nullable(),
  formData: z.record(z.string(), z.unknown()).nullable(),
  extractedData: extractedDataSchema.nullable(),
  rawOcrText: z.string(),
  documents: z.array(documentSummarySchema),
  uploadedAt: z.string(),
  processedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type DocumentView = z.output<typeof documentViewSchema>;

export const progressSchema = z.object({
  sessionId: z.string(),
  status: z.enum(sessionStatuses),
  stage: z.enum(['idle', 'ocr', 'structuring', 'form', 'done', 'error']),
  errorReason: z.string().nullable(),
  documents: z.array(
    z.object({ documentId: z.string(), fileName: z.string(), status: z.enum(documentStatuses), pagesDone: z.number(), pages: z.number() }),
  ),
  ocr: z.number().min(0).max(100),
  ai: z.number().min(0).max(100),
  form: z.number().min(0).max(100),
});
export type Progress = z.output<typeof progressSchema>;

export const structureRequestSchema = z.object({
  formType,
  documents: z.array(z.object({ documentId: z.string(), fileName: z.string(), pages: z.array(pageTextSchema) })),
});
export type StructureRequest = z.output<typeof structureRequestSchema>;

export const structureResultSchema = z.object({
  formData: z.record(z.string(), z.unknown()),
  fields: z.record(z.string(), fieldEvidenceSchema),
  documents: z.array(z.object({ documentId: z.string(), kind: z.enum(documentKinds), confidence: z.enum(confidences) })),
  extractors: z.array(z.string()),
});
export type StructureResult = z.output<typeof structureResultSchema>;

/** A durable OCR job: one per document; the bus carries the object key, never the bytes. */
export const ocrJobSchema = z.object({ documentId: z.string().uuid(), storageKey: z.string().min(1) });
export type OcrJob = z.output<typeof ocrJobSchema>;
export const ocrJobs = { stream: 'FORMPATH_JOBS', subject: 'jobs.ocr.document' } as const;

const ok = z.object({ success: z.literal(true) });

export const documentsSubjects = {
  prepareUpload: defineSubject('documents.upload.prepare', userScoped.extend({ sessionId: z.string().uuid().optional() }), ok),
  registerDocument: defineSubject(
    'documents.document.register',
    userScoped.extend({
      sessionId: z.string().uuid().optional(),
      fileName: z.string().min(1).max(255),
      fileSize: z.number().int().positive(),
      pageCount: z.number().int().positive(),
      storageKey: z.string().min(1),
    }),
    uploadedDocumentSchema,
  ),
  setFormType: defineSubject('documents.session.set-form-type', sessionScoped.extend({ formType }), ok.extend({ formType })),
  process: defineSubject('documents.session.process', sessionScoped.extend({ formType: formType.optional() }), progressSchema),
  progress: defineSubject('documents.session.progress', sessionScoped, progressSchema),
  get: defineSubject('documents.document.get', userScoped.extend({ id: z.string().uuid() }), documentViewSchema),
  rawText: defineSubject('documents.session.raw-text', sessionScoped, z.object({ sessionId: z.string(), rawOcrText: z.string() })),
  // The guide is built from the catalog and checked by its tests; its shape is the FieldGuide type.
  fieldGuide: defineSubject('documents.session.field-guide', sessionScoped, z.custom<FieldGuide>((value) => typeof value === 'object' && value !== null)),
  updateForm: defineSubject(
    'documents.session.update-form',
    sessionScoped.extend({ formData: z.record(z.string(), z.unknown()) }),
    ok.extend({ formData: z.record(z.string(), z.unknown()) }),
  ),
  removeDocument: defineSubject('documents.document.remove', userScoped.extend({ documentId: z.string().uuid() }), ok),
  // From OCR workers: page progress and the finished text; both idempotent.
  pageRead: defineSubject('documents.document.page-read', z.object({ documentId: z.string().uuid(), page: z.number().int().positive(), pages: z.number().int().positive() }), ok),
  textExtracted: defineSubject('documents.document.text-extracted', z.object({ documentId: z.string().uuid(), pages: z.array(pageTextSchema) }), ok),
  jobFailed: defineSubject('documents.document.failed', z.object({ documentId: z.string().uuid(), reason: z.string().max(500) }), ok),
  // For the review service only: an application by its id (a review link, checked there, is the authority).
  reviewView: defineSubject(
    'documents.session.review-view',
    z.object({ sessionId: z.string().uuid() }),
    z.object({
      userId: z.string(),
      formType,
      status: z.enum(sessionStatuses),
      fileNames: z.array(z.string()),
      formData: z.record(z.string(), z.unknown()).nullable(),
      fields: z.record(z.string(), fieldEvidenceSchema),
    }),
  ),
  setFields: defineSubject(
    'documents.session.set-fields',
    z.object({
      sessionId: z.string().uuid(),
      values: z.record(z.string().max(200), z.string().max(500)),
      // What each field must hold now for the write to apply (else REVIEW_STALE): no newer answer is overwritten.
      expected: z.record(z.string().max(200), z.string().max(500)).default({}),
    }),
    ok.extend({ changes: z.array(z.object({ path: z.string(), oldValue: z.string(), newValue: z.string() })) }),
  ),
} as const;

export type DocumentsRequest<K extends keyof typeof documentsSubjects> = z.input<(typeof documentsSubjects)[K]['request']>;

export const aiSubjects = {
  structure: defineSubject('ai.session.structure', structureRequestSchema, structureResultSchema),
} as const;

/** The wizard's steps (spec 1 §2), numeric; 1.5 is the form choice. */
export const wizardSteps = [1, 1.5, 2, 3, 4, 5, 6] as const;
export type WizardStepNumber = (typeof wizardSteps)[number];
export const wizardStepSchema = z.literal(wizardSteps, { message: 'step must be one of 1, 1.5, 2, 3, 4, 5, 6' });

/** An application the applicant can come back to: its view and the wizard step to resume at. */
export const resumeViewSchema = documentViewSchema.extend({ wizardStep: wizardStepSchema });
export type ResumeView = z.output<typeof resumeViewSchema>;

/** `GET /api/documents/latest`: the newest open, unexpired application, or null. */
export const latestApplicationSchema = z.object({ application: resumeViewSchema.nullable() });
export type LatestApplication = z.output<typeof latestApplicationSchema>;

/** `PUT /api/documents/{sessionId}/step` body. */
export const wizardStepBodySchema = z.object({ step: wizardStepSchema });

/** Resume: where the applicant is, and closing an application when they start a new one. */
export const applicationSubjects = {
  latest: defineSubject('documents.session.latest', userScoped, latestApplicationSchema),
  setStep: defineSubject('documents.session.set-step', sessionScoped.extend({ step: wizardStepSchema }), ok.extend({ wizardStep: wizardStepSchema })),
  close: defineSubject('documents.session.close', sessionScoped, ok),
} as const;
