import { Module } from '@nestjs/common';
import { BusModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { PdfGenerationHandlers } from './generation/pdf-generation.handlers.js';
import { PdfGenerationService } from './generation/pdf-generation.service.js';

/** Official form filling, continuation sheets and filing instructions. */
@Module({ imports: [StorageModule, BusModule], controllers: [PdfGenerationHandlers], providers: [PdfGenerationService] })
export class PdfModule {}
