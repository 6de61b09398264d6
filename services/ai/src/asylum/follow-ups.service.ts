import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { asylumRules, cleanAnswers, identityQuestions, type FollowUpAnswer, type FollowUpsResponse } from '@formpath/contracts';
import { APP_CONFIG, LOGGER, type AppConfig } from '@formpath/server-kit';
import { curatedFollowUps, curatedResponse } from './fallback-follow-ups.js';
import { followUpsFromModel } from './model-follow-ups.js';

interface FollowUpsRequest {
  answers: FollowUpAnswer[];
  count: number;
  language: 'en' | 'es';
}

const today = () => new Date().toISOString().slice(0, 10);
const sameText = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Spec 2 §7 POST /api/asylum/ai-questions: follow-up questions for the first 12 non-empty
 * answers. From the configured model when there is one; otherwise, or when it fails, the
 * curated set chosen by the answers (source 'fallback', with the spec's message).
 */
@Injectable()
export class FollowUpsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async followUps(request: FollowUpsRequest): Promise<FollowUpsResponse> {
    const answers = request.answers
      .map((a) => ({ ...a, question: a.question.trim(), answer: cleanAnswers({ a: a.answer }).a ?? '' }))
      // The browser leaves out who the applicant is; so does the server, whoever calls it.
      .filter((a) => a.answer && !(a.questionId && identityQuestions.has(a.questionId)))
      .slice(0, asylumRules.maxAnswersSent);
    if (!this.config.OPENAI_API_KEY) return curatedResponse(answers, request.count, request.language, today());
    try {
      const written = await followUpsFromModel({ apiKey: this.config.OPENAI_API_KEY, baseUrl: this.config.OPENAI_BASE_URL, model: this.config.OPENAI_MODEL }, answers, request.count, request.language);
      const seen = new Set<string>();
      const questions = written
        .map((q) => ({ ...q, text: q.text.trim(), category: q.category.trim() || asylumRules.followUpCategory }))
        .filter((q) => q.text && !seen.has(sameText(q.text)) && seen.add(sameText(q.text)))
        .slice(0, request.count);
      if (!questions.length) throw new Error('the model wrote no usable question');
      // A short answer is topped up from the curated set, so the applicant always gets `count`.
      const extra = curatedFollowUps(answers, request.count, request.language, today()).filter((q) => !seen.has(sameText(q.text)));
      const all = [...questions.map((q) => ({ text: q.text, type: q.type, options: q.type === 'radio' && q.options.length ? q.options : undefined, category: q.category })), ...extra].slice(0, request.count);
      return {
        questions: all.map((q, i) => ({ id: `ai_followup_${i + 1}`, text: q.text, type: q.options ? q.type : q.type === 'radio' ? 'textarea' : q.type, ...(q.options ? { options: q.options } : {}), required: false, category: q.category })),
        metadata: { source: 'ai', count: all.length },
      };
    } catch (err) {
      // The kind of failure only: a parse error's message can quote the model, and so the applicant.
      this.logger.warn({ failure: err instanceof Error ? err.name : typeof err }, 'asylum follow-ups: the model failed, the curated set is used');
      return curatedResponse(answers, request.count, request.language, today());
    }
  }
}
