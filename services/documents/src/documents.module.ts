import { Module } from '@nestjs/common';
import { DatabaseModule } from '@formpath/persistence';
import { BusModule, JobsModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { AsylumProgressHandlers } from './asylum-progress/asylum-progress.handlers.js';
import { AsylumProgressService } from './asylum-progress/asylum-progress.service.js';
import { documentsDatabase } from './documents.database.js';
import { OriginalsService } from './processing/originals.service.js';
import { ProcessingHandlers } from './processing/processing.handlers.js';
import { ProcessingService } from './processing/processing.service.js';
import { ResumeHandlers } from './resume/resume.handlers.js';
import { ResumeService } from './resume/resume.service.js';
import { ReviewAccessHandlers } from './review-access/review-access.handlers.js';
import { ReviewAccessService } from './review-access/review-access.service.js';
import { RetentionService } from './retention/retention.service.js';
import { SealedColumns } from './sessions/sealed-columns.js';
import { FieldGuideHandlers } from './field-guide/field-guide.handlers.js';
import { FieldGuideService } from './field-guide/field-guide.service.js';
import { SessionsHandlers } from './sessions/sessions.handlers.js';
import { SessionsService } from './sessions/sessions.service.js';

/** Application sessions, documents, form data, the processing saga, retention sweeps and the asylum guide's saved answers. */
@Module({
  imports: [DatabaseModule.forService(documentsDatabase), StorageModule, JobsModule, BusModule],
  controllers: [SessionsHandlers, ProcessingHandlers, ResumeHandlers, ReviewAccessHandlers, FieldGuideHandlers, AsylumProgressHandlers],
  providers: [SealedColumns, SessionsService, ProcessingService, OriginalsService, RetentionService, ResumeService, ReviewAccessService, FieldGuideService, AsylumProgressService],
})
export class DocumentsModule {}
