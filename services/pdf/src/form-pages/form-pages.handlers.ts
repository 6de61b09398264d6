import { Controller } from '@nestjs/common';
import { pdfSubjects, type FormType } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { FormPagesService } from './form-pages.service.js';

@Controller()
export class FormPagesHandlers {
  constructor(private readonly pages: FormPagesService) {}

  @BusHandler(pdfSubjects.formPage)
  page(@BusPayload() request: { formType: FormType; page: number }) {
    return this.pages.page(request);
  }
}
