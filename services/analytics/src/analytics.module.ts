import { Module } from '@nestjs/common';
import { DatabaseModule } from '@formpath/persistence';
import { StorageModule } from '@formpath/storage';
import { analyticsDatabase } from './analytics.database.js';
import { ConversionsHandlers } from './conversions/conversions.handlers.js';
import { ConversionsService } from './conversions/conversions.service.js';
import { SubscribersHandlers } from './subscribers/subscribers.handlers.js';
import { SubscribersService } from './subscribers/subscribers.service.js';
import { VisitsHandlers } from './visits/visits.handlers.js';
import { VisitsService } from './visits/visits.service.js';

/** Visits (with device type), conversion events and the email list. */
@Module({
  imports: [DatabaseModule.forService(analyticsDatabase), StorageModule],
  controllers: [VisitsHandlers, ConversionsHandlers, SubscribersHandlers],
  providers: [VisitsService, ConversionsService, SubscribersService],
})
export class AnalyticsModule {}
