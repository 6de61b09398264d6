import { Module } from '@nestjs/common';
import { DatabaseModule } from '@formpath/persistence';
import { BusModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { ApplicationOwner } from './links/application-owner.js';
import { LinksHandlers } from './links/links.handlers.js';
import { LinksService } from './links/links.service.js';
import { ApplicantNotice } from './mail/applicant-notice.service.js';
import { MailDelivery } from './mail/mail-delivery.service.js';
import { MailTransport } from './mail/mail-transport.js';
import { OutboxService } from './mail/outbox.service.js';
import { SendLinkService } from './mail/send-link.service.js';
import { PortalHandlers } from './portal/portal.handlers.js';
import { PortalService } from './portal/portal.service.js';
import { KeyRotation } from './sealing/key-rotation.service.js';
import { reviewDatabase } from './review.database.js';
import { ReviewStore } from './reviews/review-store.js';
import { ReviewsHandlers } from './reviews/reviews.handlers.js';
import { ReviewsService } from './reviews/reviews.service.js';

/** Share links, the attorney portal (reviews with an audit trail), the emails (SMTP or the outbox), review status. */
@Module({
  imports: [DatabaseModule.forService(reviewDatabase), StorageModule, BusModule],
  controllers: [LinksHandlers, ReviewsHandlers, PortalHandlers],
  providers: [ApplicationOwner, LinksService, MailTransport, MailDelivery, OutboxService, SendLinkService, ApplicantNotice, ReviewStore, ReviewsService, PortalService, KeyRotation],
})
export class ReviewModule {}
