import { Controller } from '@nestjs/common';
import { documentsSubjects, type DocumentsRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { ReviewAccessService } from './review-access.service.js';

@Controller()
export class ReviewAccessHandlers {
  constructor(private readonly access: ReviewAccessService) {}

  @BusHandler(documentsSubjects.reviewView)
  view(@BusPayload() input: DocumentsRequest<'reviewView'>) {
    return this.access.view(input);
  }

  @BusHandler(documentsSubjects.setFields)
  setFields(@BusPayload() input: DocumentsRequest<'setFields'>) {
    return this.access.setFields(input);
  }
}
