import { z } from 'zod';
import { defineSubject } from './subject.js';

/** Where a share link leads: `{PUBLIC_URL}{reviewLinkPath}{token}`; the attorney portal serves it. */
export const reviewLinkPath = '/attorney-review/';

export const reviewStatuses = ['pending', 'approved', 'changes_requested'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

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

export const reviewStatusSchema = z.object({ reviewStatus: z.enum(reviewStatuses) });
export type ReviewStatusView = z.output<typeof reviewStatusSchema>;

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
} as const;
