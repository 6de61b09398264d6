import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError, legalExplainBodySchema, legalForms, legalSubjects, type LegalExplanation } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { GatewayAuthService } from '../auth/gateway-auth.service.js';
import { PerClientLimit } from '../http/per-client-limit.js';

/** Legal explanations for signed-in applicants, limited per user; the question is never logged. */
@Injectable()
export class LegalGatewayService {
  private readonly limit: PerClientLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bus: BusClient,
    private readonly auth: GatewayAuthService,
  ) {
    this.limit = new PerClientLimit(config.LEGAL_QUESTIONS_PER_MINUTE, 'LEGAL_RATE_LIMITED');
  }

  async explain(req: Request, body: unknown): Promise<LegalExplanation> {
    const user = await this.auth.requireUser(req);
    const parsed = legalExplainBodySchema.safeParse(body ?? {});
    if (!parsed.success) throw new DomainError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
    await this.limit.admitKey(`user:${user.id}`);
    return this.bus.request(legalSubjects.explain, parsed.data);
  }

  async guidance(req: Request, formType: string): Promise<LegalExplanation> {
    await this.auth.requireUser(req);
    const form = legalForms.find((f) => f.toLowerCase() === formType.toLowerCase());
    if (!form) throw new DomainError('NOT_FOUND', `There is no guidance for form ${formType}: Formpath explains the ${legalForms.join(' and ')}.`);
    return this.bus.request(legalSubjects.guidance, { formType: form });
  }
}
