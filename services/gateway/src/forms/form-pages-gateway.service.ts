import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, formTypes, pdfSubjects, type FormType } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { PerClientLimit } from '../http/per-client-limit.js';
import { supportedEditions } from '@formpath/forms';
import { OBJECT_STORE, type ObjectStore } from '@formpath/storage';

// The first drawing of a page reads and renders the template (well under a second); later ones are stored.
const renderTimeoutMs = 30_000;

@Injectable()
export class FormPagesGatewayService {
  private readonly limit: PerClientLimit;

  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Public like the blank form, so limited per client: each request is a bus call and a storage read.
    this.limit = new PerClientLimit(config.FORM_PAGES_PER_MINUTE, 'FORM_PAGES_RATE_LIMITED');
  }

  /** `edition` (optional) names the edition the page is asked of: another edition's page is not ours to give. */
  async send(req: Request, res: Response, formType: string, page: string, edition?: string) {
    await this.limit.admit(req);
    if (!(formTypes as readonly string[]).includes(formType) || !/^[1-9]\d?$/.test(page)) throw new DomainError('FORM_PAGE_NOT_FOUND');
    if (edition !== undefined && edition !== supportedEditions[formType as FormType]) throw new DomainError('FORM_PAGE_NOT_FOUND', `This page of the form does not exist: Formpath has Form ${formType} edition ${supportedEditions[formType as FormType]}.`);
    const { key } = await this.bus.request(pdfSubjects.formPage, { formType: formType as FormType, page: Number(page) }, renderTimeoutMs);
    const bytes = await this.store.get(key);
    res
      .status(200)
      .set({
        'Content-Type': 'image/png',
        'Content-Length': String(bytes.length),
        // The page of one edition never changes (the web app asks with `?edition=`).
        'Cache-Control': edition ? 'public, max-age=604800, immutable' : 'public, max-age=3600',
      })
      .end(bytes);
  }
}
