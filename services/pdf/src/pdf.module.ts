import { Module } from '@nestjs/common';
import { BusModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { FormPagesHandlers } from './form-pages/form-pages.handlers.js';
import { FormPagesService } from './form-pages/form-pages.service.js';
import { PdfGenerationHandlers } from './generation/pdf-generation.handlers.js';
import { PdfGenerationService } from './generation/pdf-generation.service.js';

/** Official form filling, continuation sheets, filing instructions and page images of the blank forms. */
@Module({ imports: [StorageModule, BusModule], controllers: [PdfGenerationHandlers, FormPagesHandlers], providers: [PdfGenerationService, FormPagesService] })
export class PdfModule {}
