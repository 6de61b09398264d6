import { Controller } from '@nestjs/common';
import { pdfSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { PdfGenerationService } from './pdf-generation.service.js';

@Controller()
export class PdfGenerationHandlers {
  constructor(private readonly pdf: PdfGenerationService) {}

  @BusHandler(pdfSubjects.fillForm)
  fillForm(@BusPayload() request: { userId: string; sessionId: string; flatten: boolean }) {
    return this.pdf.fillForm(request);
  }

  @BusHandler(pdfSubjects.instructions)
  instructions(@BusPayload() request: { userId: string; sessionId: string }) {
    return this.pdf.instructions(request);
  }
}
