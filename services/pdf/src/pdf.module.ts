import { Module } from '@nestjs/common';
import { BusModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { AsylumDraftHandlers } from './asylum/asylum-draft.handlers.js';
import { AsylumDraftService } from './asylum/asylum-draft.service.js';
import { FormPagesHandlers } from './form-pages/form-pages.handlers.js';
import { FormPagesService } from './form-pages/form-pages.service.js';
import { PdfGenerationHandlers } from './generation/pdf-generation.handlers.js';
import { PdfGenerationService } from './generation/pdf-generation.service.js';

/** Official form filling, continuation sheets, filing instructions, page images of the blank forms and the draft I-589. */
@Module({
  imports: [StorageModule, BusModule],
  controllers: [PdfGenerationHandlers, FormPagesHandlers, AsylumDraftHandlers],
  providers: [PdfGenerationService, FormPagesService, AsylumDraftService],
})
export class PdfModule {}
