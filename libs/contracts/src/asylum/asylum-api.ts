import { z } from 'zod';
import { defineSubject } from '../subject.js';
import { asylumRules } from './questionnaire.js';

// The asylum guide's calls: follow-up questions (spec 2 §7) and the applicant's saved progress.
export const asylumLanguages = ['en', 'es'] as const;
export type AsylumLanguage = (typeof asylumLanguages)[number];

const questionTypes = z.enum(['text', 'textarea', 'radio', 'date']);

export const followUpAnswerSchema = z.strictObject({
  questionId: z.string().max(100).optional(),
  question: z.string().max(2000),
  answer: z.string().max(asylumRules.maxAnswerLength),
  /** The stored value when it differs from the shown answer: a radio option id, a YYYY-MM-DD date. */
  value: z.string().max(100).optional(),
});
export type FollowUpAnswer = z.output<typeof followUpAnswerSchema>;

export const followUpsBodySchema = z.strictObject({
  answers: z.array(followUpAnswerSchema, { error: 'answers must be a list of questions and answers.' }).max(200),
  count: z.number().int().min(1).max(asylumRules.followUpCount).default(asylumRules.followUpCount),
  language: z.enum(asylumLanguages).default('en'),
});
export type FollowUpsBody = z.input<typeof followUpsBodySchema>;

export const followUpQuestionSchema = z.object({
  id: z.string().max(100),
  text: z.string().max(2000),
  type: questionTypes,
  options: z.array(z.string().max(200)).max(20).optional(),
  required: z.boolean(),
  category: z.string().max(100),
});

export const followUpsResponseSchema = z.object({
  questions: z.array(followUpQuestionSchema),
  metadata: z.object({ source: z.enum(['ai', 'fallback']), count: z.number().int(), message: z.string().optional() }),
});
export type FollowUpsResponse = z.output<typeof followUpsResponseSchema>;

/** What the guide keeps for an applicant: on the device always, and on the server once signed in (sealed there). */
export const asylumProgressSchema = z.strictObject({
  answers: z
    .record(z.string().max(100), z.string().max(asylumRules.maxAnswerLength, 'An answer can be at most 10,000 characters long.'))
    .refine((a) => Object.keys(a).length <= 200, 'Too many answers.')
    .refine((a) => Object.values(a).reduce((n, v) => n + v.length, 0) <= asylumRules.maxTotalAnswerLength, 'Your answers are too long to save together (200,000 characters at most). Please shorten the longest ones.'),
  followUps: z.array(followUpQuestionSchema).max(asylumRules.followUpCount * 2).default([]),
  followUpSource: z.enum(['ai', 'fallback']).nullable().default(null),
  checked: z.array(z.string().max(100)).max(100).default([]),
  step: z.number().int().min(1).max(asylumRules.totalSteps).default(1),
  page: z.number().int().min(0).max(100).default(0),
  /** When the applicant last changed it (their clock): the newer of device and server wins. */
  updatedAt: z.iso.datetime(),
});
export type AsylumProgress = z.output<typeof asylumProgressSchema>;

const owner = z.object({ userId: z.string().min(1) });
export const storedProgressSchema = z.object({ progress: asylumProgressSchema.nullable() });

export const asylumSubjects = {
  followUps: defineSubject('ai.asylum.follow-ups', followUpsBodySchema, followUpsResponseSchema),
  getProgress: defineSubject('documents.asylum-progress.get', owner, storedProgressSchema),
  saveProgress: defineSubject('documents.asylum-progress.save', owner.extend({ progress: asylumProgressSchema }), storedProgressSchema),
  deleteProgress: defineSubject('documents.asylum-progress.delete', owner, z.object({ deleted: z.boolean() })),
} as const;
