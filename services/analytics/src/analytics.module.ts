import { Module } from '@nestjs/common';
import { DatabaseModule } from '@formpath/persistence';
import { analyticsDatabase } from './analytics.database.js';
import { ConversionsHandlers } from './conversions/conversions.handlers.js';
import { ConversionsService } from './conversions/conversions.service.js';
import { VisitsHandlers } from './visits/visits.handlers.js';
import { VisitsService } from './visits/visits.service.js';

/** Visits (with device type) and conversion events. */
@Module({
  imports: [DatabaseModule.forService(analyticsDatabase)],
  controllers: [VisitsHandlers, ConversionsHandlers],
  providers: [VisitsService, ConversionsService],
})
export class AnalyticsModule {}
