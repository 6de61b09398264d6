import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { StructureRequest, StructureResult } from '@formpath/contracts';
import { APP_CONFIG, LOGGER, errorReason, type AppConfig } from '@formpath/server-kit';
import { extractDeterministic } from '../extraction/deterministic-extractor.js';
import { extractWithLlm } from '../llm/llm-extractor.js';
import { mergeExtractions } from './merge-extractions.js';

/**
 * Documents to form data. The deterministic extractor always runs; a language model runs too
 * only when one is configured (no document text leaves otherwise), and its values merge in.
 */
@Injectable()
export class StructuringService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async structure(request: StructureRequest): Promise<StructureResult> {
    const rules = extractDeterministic(request);
    const extractors = ['rules'];
    let merged = { formData: rules.formData, fields: rules.fields };
    if (this.config.OPENAI_API_KEY) {
      try {
        const llm = await extractWithLlm({ apiKey: this.config.OPENAI_API_KEY, baseUrl: this.config.OPENAI_BASE_URL, model: this.config.OPENAI_MODEL }, request);
        merged = mergeExtractions(merged, llm);
        extractors.push(`llm:${this.config.OPENAI_MODEL}`);
      } catch (err) {
        // The rules' result stands on its own; the model is an addition.
        this.logger.warn({ err: errorReason(err) }, 'language model extraction failed; using the rules only');
      }
    }
    return { ...merged, documents: rules.documents, extractors };
  }
}
