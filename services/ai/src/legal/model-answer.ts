import { ChatOpenAI } from '@langchain/openai';
import { z } from 'zod';
import type { LlmSettings } from '../llm/llm-extractor.js';
import type { Hit } from './legal-index.js';

const answerSchema = z.object({
  answered: z.boolean().describe('false when the passages do not answer the question'),
  answer: z.string().describe('a short answer in plain words, in the language of the question'),
  citations: z.array(z.string()).describe('the ids of the passages the answer relies on'),
});

export interface ModelAnswer {
  answered: boolean;
  answer: string;
  citations: string[];
  totalTokens: number;
}

/** A citation of a passage that was not retrieved: the answer is refused, never shown. */
export class UngroundedAnswerError extends Error {
  constructor(readonly citations: string[]) {
    super(`The model cited passages that were not retrieved: ${citations.join(', ')}`);
    this.name = 'UngroundedAnswerError';
  }
}

/**
 * With OPENAI_BASE_URL / OPENAI_API_KEY: an answer written from the retrieved passages only,
 * citing them by id; it says so when they do not answer. Any citation outside them is refused.
 */
export const answerWithModel = async (settings: LlmSettings, query: string, hits: readonly Hit[]): Promise<ModelAnswer> => {
  const model = new ChatOpenAI({
    apiKey: settings.apiKey,
    model: settings.model,
    temperature: 0,
    maxRetries: 1,
    timeout: 30_000,
    ...(settings.baseUrl ? { configuration: { baseURL: settings.baseUrl } } : {}),
  });
  const structured = model.withStructuredOutput(answerSchema, { name: 'legal_answer', method: 'jsonSchema', includeRaw: true });
  const passages = hits.map((h) => `[${h.passage.id}] ${h.passage.form} (edition ${h.passage.edition}), page ${h.passage.page}${h.passage.item ? `, item ${h.passage.item}` : ''}: ${h.passage.text}`).join('\n');
  const { parsed, raw } = await structured.invoke([
    {
      role: 'system',
      content:
        'You explain USCIS forms to people preparing their own filing. Answer only from the passages given, cite their ids, ' +
        'and set answered to false when they do not answer the question. You are not a lawyer and give no legal advice.',
    },
    { role: 'user', content: `Passages:\n${passages}\n\nQuestion: ${query}` },
  ]);
  const retrieved = new Set(hits.map((h) => h.passage.id));
  const foreign = parsed.citations.filter((id) => !retrieved.has(id));
  if (foreign.length) throw new UngroundedAnswerError(foreign);
  const usage = (raw as { usage_metadata?: { total_tokens?: number } }).usage_metadata;
  return { answered: parsed.answered, answer: parsed.answer, citations: parsed.citations, totalTokens: usage?.total_tokens ?? 0 };
};
