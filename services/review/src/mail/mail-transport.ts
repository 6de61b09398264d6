import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

export interface OutgoingMail {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/** SMTP through nodemailer when SMTP_URL is set; without it there is nowhere to send but the outbox. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private transporter: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.SMTP_URL);
  }

  /** Sends one message; answers the server's message id. */
  async send(mail: OutgoingMail): Promise<string> {
    // Bounded waits: the applicant is waiting for the answer (the bus request allows 45 s).
    this.transporter ??= createTransport({ url: this.config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    const info = await this.transporter.sendMail({
      from: this.config.SMTP_FROM,
      // An address object, never a string a header parser could read as several recipients.
      to: { name: '', address: mail.to },
      ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return String(info.messageId);
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
