import { Inject, Injectable } from '@nestjs/common';
import { DomainError, reviewEmailProblem, type ReviewSendResult } from '@formpath/contracts';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { ApplicationOwner } from '../links/application-owner.js';
import { tokenOfLinkUrl } from '../links/link-token.js';
import { LinksService } from '../links/links.service.js';
import { MailDelivery } from './mail-delivery.service.js';
import { composeReviewEmail } from './review-email.js';

export interface SendRequest {
  userId: string;
  sessionId: string;
  email: string;
  url: string;
  /** The applicant's address, named in the email as who asks (null: an account without one). */
  userEmail: string | null;
}

/**
 * Sends the application's open link to an attorney: only a link of ours that is open for this
 * application (nobody can make us send arbitrary URLs), within the per-user limit, by SMTP when
 * configured, else into the outbox. The answer says which.
 */
@Injectable()
export class SendLinkService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly owner: ApplicationOwner,
    private readonly links: LinksService,
    private readonly mail: MailDelivery,
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
    const { via, messageId } = await this.mail.deliver({
      userId: request.userId, sessionId: request.sessionId, linkHash: link.tokenHash, to, replyTo: request.userEmail, email, kind: 'invitation',
    });
    return { sent: true, to, via, messageId };
  }
}
