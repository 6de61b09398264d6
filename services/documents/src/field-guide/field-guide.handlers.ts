import { Controller } from '@nestjs/common';
import { documentsSubjects, type DocumentsRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { FieldGuideService } from './field-guide.service.js';

@Controller()
export class FieldGuideHandlers {
  constructor(private readonly guide: FieldGuideService) {}

  @BusHandler(documentsSubjects.fieldGuide)
  build(@BusPayload() input: DocumentsRequest<'fieldGuide'>) {
    return this.guide.build(input);
  }
}
