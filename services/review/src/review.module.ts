import { Module } from '@nestjs/common';
import { DatabaseModule } from '@formpath/persistence';
import { BusModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { ApplicationOwner } from './links/application-owner.js';
import { LinksHandlers } from './links/links.handlers.js';
import { LinksService } from './links/links.service.js';
import { MailTransport } from './mail/mail-transport.js';
import { OutboxService } from './mail/outbox.service.js';
import { SendLinkService } from './mail/send-link.service.js';
import { reviewDatabase } from './review.database.js';
import { ReviewsHandlers } from './reviews/reviews.handlers.js';
import { ReviewsService } from './reviews/reviews.service.js';

/** Share links for attorney review, the email that sends them (SMTP or the outbox), review status. */
@Module({
  imports: [DatabaseModule.forService(reviewDatabase), StorageModule, BusModule],
  controllers: [LinksHandlers, ReviewsHandlers],
  providers: [ApplicationOwner, LinksService, MailTransport, OutboxService, SendLinkService, ReviewsService],
})
export class ReviewModule {}
