import { existsSync } from 'node:fs';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { legalForms, type LegalExplanation, type LegalForm, type LegalSource } from '@formpath/contracts';
import { defaultFormsDir, loadCatalog, templateFile } from '@formpath/forms';
import { APP_CONFIG, LOGGER, type AppConfig } from '@formpath/server-kit';
import { extractiveAnswer } from './extractive-answer.js';
import { guidanceTopics, saying } from './guidance.js';
import { answerHits, shownPlaces, toSource } from './sources.js';
import { readFormPages } from './form-text.js';
import { LegalIndex, type Hit } from './legal-index.js';
import { answerWithModel, UngroundedAnswerError } from './model-answer.js';
import { pagePassages } from './page-passages.js';
import { fieldPassages, type Passage } from './passages.js';

const shown = (hits: readonly Hit[]): LegalSource[] => shownPlaces(hits).map(toSource);

/**
 * Legal explanations grounded in the official forms (spec 2 §7 /api/legal/*): BM25 over every
 * field's tooltip (the committed catalogs) and every page's printed text (the PDFs in FORMS_DIR,
 * when there), built once at start. The question itself is never logged.
 */
@Injectable()
export class LegalService implements OnModuleInit, OnModuleDestroy {
  private index: Promise<LegalIndex> | undefined;
  private readonly guidanceByForm = new Map<LegalForm, Promise<LegalExplanation>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.index = this.build();
    this.index.catch((err: unknown) => this.logger.error({ err }, 'the legal index could not be built'));
  }

  /** A process that stops while the index is being built waits for it: nothing runs after shutdown. */
  async onModuleDestroy(): Promise<void> {
    await this.index?.catch(() => undefined);
  }

  private async build(): Promise<LegalIndex> {
    // The catalogs first and at once (while the module starts), then the PDFs' text.
    const catalogs = legalForms.map((form) => [form, loadCatalog(form)] as const);
    const passages: Passage[] = catalogs.flatMap(([form, catalog]) => fieldPassages(form, catalog));
    const dir = defaultFormsDir();
    for (const [form, catalog] of catalogs) {
      const file = templateFile(form, dir);
      if (existsSync(file)) passages.push(...pagePassages(form, catalog.edition, await readFormPages(file)));
      else this.logger.warn({ form, dir }, 'official form PDF not found: legal answers use the field texts only');
    }
    const index = new LegalIndex(passages);
    this.logger.info({ passages: index.size }, 'legal index built');
    return index;
  }

  private async ready(): Promise<LegalIndex> {
    this.index ??= this.build();
    return this.index;
  }

  async explain({ query, formType }: { query: string; formType?: LegalForm | undefined }): Promise<LegalExplanation> {
    const hits = answerHits(await this.ready(), query, formType);
    // Answered from the best place alone: sentences of different items read as one would mislead.
    const passagesAnswer = extractiveAnswer(query, hits.slice(0, 1));
    const fallback: LegalExplanation = {
      success: true,
      error: null,
      data: { output: passagesAnswer, sources: shown(hits), answeredBy: 'passages', answered: passagesAnswer.length > 0 },
      usage: { total_tokens: 0 },
    };
    if (!this.config.OPENAI_API_KEY || !hits.length) return fallback;
    try {
      const model = await answerWithModel({ apiKey: this.config.OPENAI_API_KEY, baseUrl: this.config.OPENAI_BASE_URL, model: this.config.OPENAI_MODEL }, query, hits);
      const cited = hits.filter((h) => model.citations.includes(h.passage.id));
      return {
        success: true,
        error: null,
        data: { output: model.answer, sources: shown(cited.length ? cited : hits), answeredBy: 'model', answered: model.answered },
        usage: { total_tokens: model.totalTokens },
      };
    } catch (err) {
      // Refused (an invented citation) or unavailable: the passages still answer.
      this.logger.warn({ reason: err instanceof UngroundedAnswerError ? 'ungrounded' : 'unavailable', err: err instanceof UngroundedAnswerError ? undefined : err }, 'model answer not used');
      return fallback;
    }
  }

  /** What the guide opens with: the form's own words on completeness, the certification and extra space (no model). */
  guidance({ formType }: { formType: LegalForm }): Promise<LegalExplanation> {
    // The same for every applicant and every call: found once per form.
    let guidance = this.guidanceByForm.get(formType);
    if (!guidance) {
      guidance = this.ready().then((index) => quoteGuidance(index, formType));
      guidance.catch(() => this.guidanceByForm.delete(formType));
      this.guidanceByForm.set(formType, guidance);
    }
    return guidance;
  }
}

const quoteGuidance = (index: LegalIndex, formType: LegalForm): LegalExplanation => {
  const found = guidanceTopics.flatMap((topic) => {
    const passage = index.firstSaying(formType, topic);
    return passage ? [{ passage, text: saying(passage, topic) }] : [];
  });
  const output = found.map((f) => f.text).join('\n\n');
  return {
    success: true,
    error: null,
    data: { output, sources: found.map(({ passage }) => toSource({ passage, score: 1 })), answeredBy: 'passages', answered: output.length > 0 },
    usage: { total_tokens: 0 },
  };
};
