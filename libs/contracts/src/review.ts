import { z } from 'zod';
import { confidences, documentViewSchema, provenanceSchema, sessionStatuses } from './documents.js';
import { formTypes } from './form-models.js';
import { defineSubject } from './subject.js';

/** Where a share link leads: `{PUBLIC_URL}{reviewLinkPath}{token}`; the attorney portal serves it. */
export const reviewLinkPath = '/attorney-review/';

/** What the applicant sees (spec 2 §4): 'approved', or 'pending' for anything else. */
export const reviewStatuses = ['pending', 'approved'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What the attorney chooses (spec 2 §4): 'reviewed' is shown as 'Reviewed with comments', the default. */
export const reviewVerdicts = ['reviewed', 'approved'] as const;
export type ReviewVerdict = (typeof reviewVerdicts)[number];

/** Limits of what an attorney may send back. */
export const reviewLimits = { notes: 5000, comment: 1000, comments: 200, tokenLookupsPerMinute: 30 } as const;

export const reviewDeliveries = ['smtp', 'outbox'] as const;
export type ReviewDelivery = (typeof reviewDeliveries)[number];

/** Spec 1 §5 and §8: the texts of the share step's email box (the server's error messages too). */
export const reviewEmailRules = {
  required: 'Email required: Please enter an email address.',
  invalid: 'Invalid email: Please enter a valid email address.',
} as const;

/** `POST /api/review-links`: the link itself, shown once (only its hash is stored). */
export const reviewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ReviewLink = z.output<typeof reviewLinkSchema>;

/** `GET /api/review-links/:sessionId`: the active link's state, never its URL. */
export const reviewLinkStateSchema = z.object({
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ReviewLinkState = z.output<typeof reviewLinkStateSchema>;

/** `POST /api/review-links/:sessionId/send` body: the attorney's address and the link shown to the applicant. */
export const reviewSendBodySchema = z.object({
  email: z.string({ error: reviewEmailRules.invalid }).max(64 * 1024, reviewEmailRules.invalid).default(''),
  // Missing fields are the service's to refuse (after the sign-in check): the link is then not one of ours.
  url: z.string({ error: 'The review link is not valid. Please create a new link.' }).max(4096, 'The review link is not valid. Please create a new link.').default(''),
});
export type ReviewSendBody = z.input<typeof reviewSendBodySchema>;

/** What happened to the email: sent over SMTP, or stored in the outbox (no SMTP configured). */
export const reviewSendResultSchema = z.object({
  sent: z.literal(true),
  to: z.string(),
  via: z.enum(reviewDeliveries),
  messageId: z.string(),
});
export type ReviewSendResult = z.output<typeof reviewSendResultSchema>;

/** One field the attorney changed or commented on, and what the applicant did with it. */
export const reviewChangeSchema = z.object({
  id: z.string(),
  path: z.string(),
  /** null: a comment without a change. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  comment: z.string().nullable(),
  resolution: z.enum(['open', 'accepted', 'undone']),
  changedAt: z.string(),
});
export type ReviewChange = z.output<typeof reviewChangeSchema>;

/** `GET /api/review-links/:sessionId/status`: the latest submitted review, 'pending' with nothing until there is one. */
export const reviewStatusSchema = z.object({
  reviewStatus: z.enum(reviewStatuses),
  reviewVerdict: z.enum(reviewVerdicts).nullable(),
  reviewNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  changes: z.array(reviewChangeSchema),
});
export type ReviewStatusView = z.output<typeof reviewStatusSchema>;

/** `GET /api/documents/{id}` (spec 1 §7): the application with its review status, notes and time. */
export const documentReadSchema = documentViewSchema.extend(reviewStatusSchema.pick({ reviewStatus: true, reviewNotes: true, reviewedAt: true }).shape);
export type DocumentRead = z.output<typeof documentReadSchema>;

/** `POST /api/review-links/:sessionId/changes/:changeId`: keep the attorney's value, or put the old one back. */
export const reviewResolveBodySchema = z.object({ resolution: z.enum(['accepted', 'undone'], { error: "resolution must be 'accepted' or 'undone'" }) });

const portalEvidenceSchema = z.object({
  value: z.string(),
  confidence: z.enum(confidences),
  sources: z.array(provenanceSchema.omit({ documentId: true })),
});
export type PortalEvidence = z.output<typeof portalEvidenceSchema>;

/** `GET /api/review/:token`: what the attorney needs, nothing more (no ids, no owner, no raw text). */
export const reviewPortalViewSchema = z.object({
  fileName: z.string(),
  fileNames: z.array(z.string()),
  status: z.enum(sessionStatuses),
  formType: z.enum(formTypes),
  formData: z.record(z.string(), z.unknown()).nullable(),
  /** Where each value was read (file, page, text around it): no internal ids. */
  fields: z.record(z.string(), portalEvidenceSchema),
  expiresAt: z.string(),
  /** Which version of the answers the attorney sees: a submit against another is refused. */
  formVersion: z.string(),
  /** Set once this link's review was submitted: the link then only shows that. */
  submitted: z.object({ reviewStatus: z.enum(reviewVerdicts), submittedAt: z.string() }).nullable(),
});
export type ReviewPortalView = z.output<typeof reviewPortalViewSchema>;

/** `POST /api/review/:token`: the verdict, notes, the edited form data and comments per field path. */
export const reviewSubmitBodySchema = z.object({
  /** The `formVersion` the attorney reviewed; without it, edits apply to whatever the answers are now. */
  formVersion: z.string({ error: 'formVersion must be text' }).max(128).optional(),
  reviewStatus: z.enum(reviewVerdicts, { error: "reviewStatus must be 'reviewed' or 'approved'" }).default('reviewed'),
  reviewNotes: z.string({ error: 'reviewNotes must be text' }).max(reviewLimits.notes, `Notes can be at most ${reviewLimits.notes} characters.`).default(''),
  formData: z.record(z.string(), z.unknown(), { error: 'formData must be an object' }).optional(),
  comments: z
    .record(z.string().max(200), z.string().max(reviewLimits.comment, `A comment can be at most ${reviewLimits.comment} characters.`), { error: 'comments must map field paths to text' })
    .refine((c) => Object.keys(c).length <= reviewLimits.comments, `At most ${reviewLimits.comments} comments.`)
    .default({}),
});
export type ReviewSubmitBody = z.input<typeof reviewSubmitBodySchema>;

export const reviewSubmitResultSchema = z.object({
  success: z.literal(true),
  reviewStatus: z.enum(reviewVerdicts),
  changedFields: z.number().int(),
  submittedAt: z.string(),
});
export type ReviewSubmitResult = z.output<typeof reviewSubmitResultSchema>;

const byToken = z.object({ token: z.string().max(128) });

const owned = z.object({ userId: z.string().min(1), sessionId: z.string().uuid() });

/** Sending may wait for an SMTP server: its bus request gets this long instead of the default. */
export const reviewSendTimeoutMs = 45_000;

export const reviewSubjects = {
  createLink: defineSubject('review.link.create', owned, reviewLinkSchema),
  getLink: defineSubject('review.link.get', owned, reviewLinkStateSchema),
  revokeLink: defineSubject('review.link.revoke', owned, z.object({ revoked: z.boolean() })),
  sendLink: defineSubject(
    'review.link.send',
    owned.extend({ email: z.string().max(64 * 1024), url: z.string().max(4096), userEmail: z.string().max(320).nullable() }),
    reviewSendResultSchema,
  ),
  status: defineSubject('review.status.get', owned, reviewStatusSchema),
  resolveChange: defineSubject('review.change.resolve', owned.extend({ changeId: z.string().uuid() }).merge(reviewResolveBodySchema), reviewChangeSchema),
  portalView: defineSubject('review.portal.view', byToken, reviewPortalViewSchema),
  portalSubmit: defineSubject('review.portal.submit', byToken.merge(reviewSubmitBodySchema), reviewSubmitResultSchema),
} as const;
