import { z } from 'zod';
import { defineSubject } from './subject.js';
import { deviceTypes, hasControlCharacters, withoutReviewToken } from './rules.js';

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

export const analyticsSubjects = {
  recordVisit: defineSubject('analytics.visit.record', visitSchema, recorded),
  recordConversion: defineSubject('analytics.conversion.record', conversionSchema, recorded),
} as const;
