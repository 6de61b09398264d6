import { Controller } from '@nestjs/common';
import { documentsSubjects, type DocumentsRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { ProcessingService } from './processing.service.js';

@Controller()
export class ProcessingHandlers {
  constructor(private readonly processing: ProcessingService) {}

  @BusHandler(documentsSubjects.process)
  process(@BusPayload() input: DocumentsRequest<'process'>) {
    return this.processing.start(input);
  }

  @BusHandler(documentsSubjects.progress)
  progress(@BusPayload() input: DocumentsRequest<'progress'>) {
    return this.processing.progress(input);
  }

  @BusHandler(documentsSubjects.pageRead)
  pageRead(@BusPayload() input: DocumentsRequest<'pageRead'>) {
    return this.processing.pageRead(input);
  }

  @BusHandler(documentsSubjects.textExtracted)
  textExtracted(@BusPayload() input: DocumentsRequest<'textExtracted'>) {
    return this.processing.textExtracted(input);
  }

  @BusHandler(documentsSubjects.jobFailed)
  jobFailed(@BusPayload() input: DocumentsRequest<'jobFailed'>) {
    return this.processing.jobFailed(input);
  }
}
