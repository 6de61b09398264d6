import { z } from 'zod';
import { defineSubject } from './subject.js';
import { deviceTypes } from './rules.js';

export const visitSchema = z.object({
  sessionId: z.string().min(1).max(128),
  page: z.string().min(1).max(2048),
  userAgent: z.string().max(1024).default(''),
  referrer: z.string().max(2048).default(''),
  deviceType: z.enum(deviceTypes),
});
export type VisitInput = z.input<typeof visitSchema>;

export const conversionSchema = z.object({
  event: z.string().min(1).max(100).regex(/^[a-z0-9_]+$/, 'event names are lower_snake_case'),
  sessionId: z.string().min(1).max(128),
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
  source: z.string().max(200).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  userId: z.string().max(128).optional(),
});
export type ConversionInput = z.input<typeof conversionSchema>;

const recorded = z.object({ id: z.string() });

export const analyticsSubjects = {
  recordVisit: defineSubject('analytics.visit.record', visitSchema, recorded),
  recordConversion: defineSubject('analytics.conversion.record', conversionSchema, recorded),
} as const;
