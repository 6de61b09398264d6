import { ChatOpenAI } from '@langchain/openai';
import { z } from 'zod';
import type { AsylumLanguage, FollowUpAnswer } from '@formpath/contracts';
import type { LlmSettings } from '../llm/llm-extractor.js';

const questionsSchema = z.object({
  questions: z
    .array(
      z.object({
        text: z.string().describe('one follow-up question, second person, plain words'),
        type: z.enum(['text', 'textarea', 'radio', 'date']).describe('textarea for anything narrative'),
        options: z.array(z.string()).describe('the choices of a radio question; empty otherwise'),
        category: z.string().describe('a short topic; "AI Deep Dive" when none fits'),
      }),
    )
    .describe('the follow-up questions, most important first'),
});
export type ModelQuestion = z.output<typeof questionsSchema>['questions'][number];

const languageNames: Record<AsylumLanguage, string> = { en: 'English', es: 'Spanish (usted)' };

/**
 * With OPENAI_BASE_URL / OPENAI_API_KEY: follow-up questions written for these answers, in the
 * applicant's language. The answers go to the configured endpoint only; they are never logged.
 */
export const followUpsFromModel = async (settings: LlmSettings, answers: readonly FollowUpAnswer[], count: number, language: AsylumLanguage): Promise<ModelQuestion[]> => {
  const model = new ChatOpenAI({
    apiKey: settings.apiKey,
    model: settings.model,
    temperature: 0.2,
    // One attempt within the gateway's wait: a slow model gives way to the curated set in time.
    maxRetries: 0,
    timeout: 25_000,
    ...(settings.baseUrl ? { configuration: { baseURL: settings.baseUrl } } : {}),
  });
  const structured = model.withStructuredOutput(questionsSchema, { name: 'asylum_follow_ups', method: 'jsonSchema' });
  const given = answers.map((a, i) => `${i + 1}. Q: ${a.question}\n   A: ${a.answer}`).join('\n');
  const result = await structured.invoke([
    {
      role: 'system',
      content:
        'You help a person prepare their own US asylum application (Form I-589). From their answers so far, write follow-up ' +
        'questions an asylum officer would ask: concrete dates, places, who did what, why they believe they were targeted, ' +
        'whether they sought protection, what they fear now, and what evidence could show it. Be gentle: many applicants ' +
        'are survivors of violence. Never suggest an answer, never promise an outcome, give no legal advice. ' +
        `Write exactly ${count} questions in ${languageNames[language]}.`,
    },
    { role: 'user', content: `Answers so far:\n${given}` },
  ]);
  return result.questions;
};
