import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DomainError, reviewEmailProblem, type ReviewSendResult } from '@formpath/contracts';
import { APP_CONFIG, LOGGER, type AppConfig } from '@formpath/server-kit';
import { ApplicationOwner } from '../links/application-owner.js';
import { tokenOfLinkUrl } from '../links/link-token.js';
import { LinksService } from '../links/links.service.js';
import { MailTransport } from './mail-transport.js';
import { OutboxService } from './outbox.service.js';
import { composeReviewEmail } from './review-email.js';

export interface SendRequest {
  userId: string;
  sessionId: string;
  email: string;
  url: string;
  /** The applicant's address, named in the email as who asks (null: an account without one). */
  userEmail: string | null;
}

/** What may go into a log or a row about a failed send: codes only, never the server's text (it may quote the address). */
const failureCode = (err: unknown): string => {
  const e = err as { code?: unknown; responseCode?: unknown };
  return [typeof e?.code === 'string' ? e.code : 'ERROR', typeof e?.responseCode === 'number' ? String(e.responseCode) : ''].filter(Boolean).join(' ');
};

/**
 * Sends the application's open link to an attorney: only a link of ours that is open for this
 * application (nobody can make us send arbitrary URLs), within the per-user limit, by SMTP when
 * configured, else into the outbox. The answer says which.
 */
@Injectable()
export class SendLinkService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly owner: ApplicationOwner,
    private readonly links: LinksService,
    private readonly outbox: OutboxService,
    private readonly transport: MailTransport,
  ) {}

  async send(request: SendRequest): Promise<ReviewSendResult> {
    await this.owner.assert(request.userId, request.sessionId);
    const problem = reviewEmailProblem(request.email);
    if (problem) throw new DomainError(problem === 'required' ? 'REVIEW_EMAIL_REQUIRED' : 'REVIEW_EMAIL_INVALID');
    const to = request.email.trim();
    const token = tokenOfLinkUrl(this.config.publicUrl, request.url);
    const link = token ? await this.links.openLink(request.sessionId, token) : null;
    if (!token || !link) throw new DomainError('REVIEW_LINK_NOT_FOUND');

    const email = composeReviewEmail({ inviter: request.userEmail, url: request.url.trim(), expiresAt: link.expiresAt });
    const via = this.transport.configured ? 'smtp' : 'outbox';
    const { id } = await this.outbox.add({ userId: request.userId, sessionId: request.sessionId, linkHash: link.tokenHash, to, email, via });
    if (via === 'outbox') return { sent: true, to, via, messageId: id };

    try {
      const messageId = await this.transport.send({ to, replyTo: request.userEmail, ...email });
      await this.outbox.settle(id, { status: 'sent', messageId });
      return { sent: true, to, via, messageId };
    } catch (err) {
      const error = failureCode(err);
      this.logger.warn({ outboxId: id, error }, 'review email not sent');
      await this.outbox.settle(id, { status: 'failed', error });
      throw new DomainError('REVIEW_SEND_FAILED');
    }
  }
}
