import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { applicationSubjects, asylumProgressSchema, asylumSubjects, DomainError, followUpsBodySchema, pdfSubjects, type FollowUpsResponse } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { GatewayAuthService } from '../auth/gateway-auth.service.js';
import { PdfDownloadsService } from '../documents/pdf-downloads.service.js';
import { PerClientLimit } from '../http/per-client-limit.js';

// A model may take a while to write 15 questions; filling the 12-page I-589 takes a few seconds.
const followUpsTimeoutMs = 45_000;
const fillTimeoutMs = 60_000;

const invalid = (issues: { message: string }[]) => new DomainError('VALIDATION_FAILED', issues[0]?.message);

/**
 * The asylum guide: follow-up questions (open to anyone on the guide, limited per connection),
 * the signed-in applicant's saved progress, and their draft I-589.
 */
@Injectable()
export class AsylumGatewayService {
  private readonly limit: PerClientLimit;
  private readonly drafts: PerClientLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bus: BusClient,
    private readonly auth: GatewayAuthService,
    private readonly downloads: PdfDownloadsService,
  ) {
    this.limit = new PerClientLimit(config.ASYLUM_FOLLOW_UPS_PER_MINUTE, 'ASYLUM_RATE_LIMITED');
    // Filling the I-589 takes a second or more of CPU: a handful a minute is plenty for a person.
    this.drafts = new PerClientLimit(config.ASYLUM_DRAFTS_PER_MINUTE, 'ASYLUM_DRAFT_RATE_LIMITED');
  }

  async followUps(req: Request, body: unknown): Promise<FollowUpsResponse> {
    const parsed = followUpsBodySchema.safeParse(body ?? {});
    if (!parsed.success) throw invalid(parsed.error.issues);
    await this.limit.admit(req);
    return this.bus.request(asylumSubjects.followUps, parsed.data, followUpsTimeoutMs);
  }

  async progress(req: Request) {
    const user = await this.auth.requireUser(req);
    return this.bus.request(asylumSubjects.getProgress, { userId: user.id });
  }

  async saveProgress(req: Request, body: unknown) {
    const user = await this.auth.requireUser(req);
    const parsed = asylumProgressSchema.safeParse(body ?? {});
    if (!parsed.success) throw invalid(parsed.error.issues);
    return this.bus.request(asylumSubjects.saveProgress, { userId: user.id, progress: parsed.data });
  }

  /** The answers, and any draft made from them. */
  async deleteProgress(req: Request) {
    const user = await this.auth.requireUser(req);
    await this.bus.request(pdfSubjects.deleteAsylumDrafts, { userId: user.id });
    return this.bus.request(asylumSubjects.deleteProgress, { userId: user.id });
  }

  /** The draft I-589 from the saved answers and, when there is one, the applicant's latest application's form data. */
  async draftI589(req: Request, res: Response) {
    const user = await this.auth.requireUser(req);
    await this.drafts.admitKey(`user:${user.id}`);
    const { progress } = await this.bus.request(asylumSubjects.getProgress, { userId: user.id });
    if (!progress || !Object.keys(progress.answers).length) throw new DomainError('ASYLUM_NO_ANSWERS');
    const { application } = await this.bus.request(applicationSubjects.latest, { userId: user.id });
    const sessionId = application?.formData ? application.sessionId : null;
    const followUps = progress.followUps.flatMap((q) => (progress.answers[q.id] ? [{ question: q.text, answer: progress.answers[q.id] as string }] : []));
    const file = await this.bus.request(pdfSubjects.asylumDraft, { userId: user.id, answers: progress.answers, followUps, sessionId }, fillTimeoutMs);
    try {
      await this.downloads.send(res, file);
    } finally {
      // The draft holds the whole story: it is not kept once it has been sent.
      await this.bus.request(pdfSubjects.deleteAsylumDrafts, { userId: user.id });
    }
  }
}
