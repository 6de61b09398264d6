import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DomainError, type ReviewDelivery } from '@formpath/contracts';
import { LOGGER } from '@formpath/server-kit';
import { MailTransport } from './mail-transport.js';
import { OutboxService } from './outbox.service.js';
import type { ReviewEmail } from './review-email.js';

export interface Delivery {
  userId: string;
  sessionId: string;
  linkHash: string;
  to: string;
  replyTo: string | null;
  email: ReviewEmail;
  kind: 'invitation' | 'notice';
}

/** What may go into a log or a row about a failed send: codes only, never the server's text (it may quote the address). */
const failureCode = (err: unknown): string => {
  const e = err as { code?: unknown; responseCode?: unknown };
  return [typeof e?.code === 'string' ? e.code : 'ERROR', typeof e?.responseCode === 'number' ? String(e.responseCode) : ''].filter(Boolean).join(' ');
};

/** Every email is recorded in the outbox first; it goes out over SMTP when configured, else stays there. */
@Injectable()
export class MailDelivery {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly outbox: OutboxService,
    private readonly transport: MailTransport,
  ) {}

  async deliver({ replyTo, ...message }: Delivery): Promise<{ via: ReviewDelivery; messageId: string }> {
    const via = this.transport.configured ? 'smtp' : 'outbox';
    const { id } = await this.outbox.add({ ...message, via });
    if (via === 'outbox') return { via, messageId: id };
    try {
      const messageId = await this.transport.send({ to: message.to, replyTo, ...message.email });
      await this.outbox.settle(id, { status: 'sent', messageId });
      return { via, messageId };
    } catch (err) {
      const error = failureCode(err);
      this.logger.warn({ outboxId: id, error }, 'review email not sent');
      await this.outbox.settle(id, { status: 'failed', error });
      throw new DomainError('REVIEW_SEND_FAILED');
    }
  }
}
