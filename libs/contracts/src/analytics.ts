import { z } from 'zod';
import { defineSubject } from './subject.js';
import { deviceTypes, emailProblem, hasControlCharacters, normalizeEmail, withoutReviewToken } from './rules.js';

// PostgreSQL refuses NUL in text and JSON: such input is the client's error, never a 500.
const text = (max: number, min = 0) => z.string().min(min).max(max).refine((v) => !hasControlCharacters(v), 'control characters are not allowed');
const noNul = (value: unknown) => !JSON.stringify(value ?? null).includes('\\u0000');

export const visitSchema = z.object({
  sessionId: text(128, 1),
  page: text(2048, 1).transform(withoutReviewToken),
  userAgent: text(1024).default(''),
  referrer: text(2048).default('').transform(withoutReviewToken),
  deviceType: z.enum(deviceTypes),
});
export type VisitInput = z.input<typeof visitSchema>;

export const conversionSchema = z.object({
  event: z.string().min(1).max(100).regex(/^[a-z0-9_]+$/, 'event names are lower_snake_case'),
  sessionId: text(128, 1),
  timestamp: z.union([text(64), z.number()]).optional(),
  source: text(200).optional(),
  metadata: z.record(z.string(), z.unknown()).refine(noNul, 'NUL characters are not allowed').optional(),
  userId: text(128).optional(),
});
export type ConversionInput = z.input<typeof conversionSchema>;

const recorded = z.object({ id: z.string() });

/** Where an email was captured (spec 2 §2's tags, plus the exit-intent popup of spec 1 §4). */
export const emailSources = ['hero_secondary', 'conversion_section', 'marriage_hero', 'spanish_marriage_hero', 'asylum_hero', 'asilo_hero', 'exit_popup'] as const;
export type EmailSource = (typeof emailSources)[number];

const personName = text(100).transform((v) => v.trim());

/** POST /api/collect-email (spec 1 §7). Consent is the submit itself; its time is the server's. */
export const collectEmailSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .max(320)
    .refine((v) => emailProblem(v) !== 'required', 'Please enter your email address.')
    .refine((v) => emailProblem(v) !== 'invalid', 'Please enter a valid email address.')
    .transform(normalizeEmail),
  firstName: personName.default(''),
  lastName: personName.default(''),
  source: z.enum(emailSources),
  language: z.enum(['en', 'es', 'tl']).default('en'),
  userAgent: text(1024).default(''),
  referrer: text(2048).default('').transform(withoutReviewToken),
});
export type CollectEmailInput = z.input<typeof collectEmailSchema>;

/** One answer for every capture, so the endpoint never tells whether an address was already on the list. */
export const collectEmailResultSchema = z.object({ received: z.literal(true) });
export type CollectEmailResult = z.infer<typeof collectEmailResultSchema>;

export const unsubscribeSchema = z.object({
  token: z.string({ error: 'This is not an unsubscribe link.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This is not an unsubscribe link. Please use the link from our email or page as it is.'),
});
export const unsubscribeResultSchema = z.object({ unsubscribed: z.boolean() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const analyticsSubjects = {
  recordVisit: defineSubject('analytics.visit.record', visitSchema, recorded),
  recordConversion: defineSubject('analytics.conversion.record', conversionSchema, recorded),
  collectEmail: defineSubject('analytics.email.collect', collectEmailSchema, collectEmailResultSchema),
  unsubscribe: defineSubject('analytics.email.unsubscribe', unsubscribeSchema, unsubscribeResultSchema),
} as const;
