import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { authSubjects, type ReviewVerdict } from '@formpath/contracts';
import { APP_CONFIG, BusClient, LOGGER, errorReason, type AppConfig } from '@formpath/server-kit';
import type { OpenLink } from '../links/links.service.js';
import { MailDelivery } from './mail-delivery.service.js';
import { composeReviewedEmail } from './review-email.js';

/** Tells the applicant that their reviewer has submitted, by email (SMTP or the outbox). */
@Injectable()
export class ApplicantNotice {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly bus: BusClient,
    private readonly mail: MailDelivery,
  ) {}

  /** Never throws: the review is saved; a notice that cannot go out is logged (without addresses). */
  async reviewed({ link, verdict, changedFields, comments }: { link: OpenLink; verdict: ReviewVerdict; changedFields: number; comments: number }): Promise<void> {
    try {
      const { email: to } = await this.bus.request(authSubjects.contact, { userId: link.userId });
      if (!to) return;
      const email = composeReviewedEmail({ verdict, changedFields, comments, appUrl: `${this.config.publicUrl}/app` });
      await this.mail.deliver({ userId: link.userId, sessionId: link.sessionId, linkHash: link.tokenHash, to, replyTo: null, email, kind: 'notice' });
    } catch (err) {
      this.logger.warn({ sessionId: link.sessionId, err: errorReason(err) }, 'the applicant could not be notified of the review');
    }
  }
}
