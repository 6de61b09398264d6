import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, formTypes, pdfSubjects, type FormType } from '@formpath/contracts';
import { BusClient } from '@formpath/server-kit';
import { OBJECT_STORE, type ObjectStore } from '@formpath/storage';

// The first drawing of a page reads and renders the template (well under a second); later ones are stored.
const renderTimeoutMs = 30_000;

@Injectable()
export class FormPagesGatewayService {
  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async send(res: Response, formType: string, page: string) {
    if (!(formTypes as readonly string[]).includes(formType) || !/^[1-9]\d?$/.test(page)) throw new DomainError('FORM_PAGE_NOT_FOUND');
    const { key } = await this.bus.request(pdfSubjects.formPage, { formType: formType as FormType, page: Number(page) }, renderTimeoutMs);
    const bytes = await this.store.get(key);
    res
      .status(200)
      .set({
        'Content-Type': 'image/png',
        'Content-Length': String(bytes.length),
        // The same template always draws the same page; a new edition is a new catalog and a new build.
        'Cache-Control': 'public, max-age=86400',
      })
      .end(bytes);
  }
}
