import { Controller } from '@nestjs/common';
import { documentsSubjects, type PageText, type SubjectRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { ProcessingService } from './processing.service.js';

type Req<K extends keyof typeof documentsSubjects> = SubjectRequest<(typeof documentsSubjects)[K]>;

@Controller()
export class ProcessingHandlers {
  constructor(private readonly processing: ProcessingService) {}

  @BusHandler(documentsSubjects.process)
  process(@BusPayload() input: Req<'process'>) {
    return this.processing.start(input);
  }

  @BusHandler(documentsSubjects.progress)
  progress(@BusPayload() input: Req<'progress'>) {
    return this.processing.progress(input);
  }

  @BusHandler(documentsSubjects.pageRead)
  pageRead(@BusPayload() input: Req<'pageRead'>) {
    return this.processing.pageRead(input);
  }

  @BusHandler(documentsSubjects.textExtracted)
  textExtracted(@BusPayload() input: { documentId: string; pages: PageText[] }) {
    return this.processing.textExtracted(input);
  }

  @BusHandler(documentsSubjects.jobFailed)
  jobFailed(@BusPayload() input: Req<'jobFailed'>) {
    return this.processing.jobFailed(input);
  }
}
