import { Module } from '@nestjs/common';
import { BusModule, JobsModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { OcrJobService } from './jobs/ocr-job.service.js';
import { OcrWorker } from './jobs/ocr-worker.js';
import { DocumentTextReader } from './pages/document-text-reader.js';
import { PageReader } from './pages/page-reader.js';
import { TesseractPool } from './recognition/tesseract-pool.js';

/** Text per page: the PDF's text layer where there is one, tesseract.js OCR elsewhere. */
@Module({
  imports: [StorageModule, JobsModule, BusModule],
  providers: [PageReader, TesseractPool, DocumentTextReader, OcrJobService, OcrWorker],
})
export class OcrModule {}
