import { Inject, Injectable } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import { DomainError, pdfSubjects } from '@formpath/contracts';
import { BusClient } from '@formpath/server-kit';
import { OBJECT_STORE, type ObjectStore } from '@formpath/storage';
import { DocumentsGatewayService } from './documents-gateway.service.js';

// Filling the 24-page I-485 takes about a second; the bus default is for quick requests.
const fillTimeoutMs = 60_000;

/** The official form and the filing instructions as downloads: `pdf` writes them to storage, we stream them. */
@Injectable()
export class PdfDownloadsService {
  constructor(
    private readonly documents: DocumentsGatewayService,
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async generate(req: Request, sessionId: string) {
    const file = await this.fill(req, sessionId, false);
    const sheets = file.continuationSheets ? `, with ${file.continuationSheets} continuation sheet${file.continuationSheets > 1 ? 's' : ''}` : '';
    return { success: true, message: `Your ${file.formType} form is ready (${file.pages} pages${sheets}).`, fileName: file.fileName, pages: file.pages };
  }

  async downloadForm(req: Request, res: Response, sessionId: string, flatten: boolean) {
    await this.send(res, await this.fill(req, sessionId, flatten));
  }

  async downloadInstructions(req: Request, res: Response, sessionId: string) {
    await this.send(res, await this.bus.request(pdfSubjects.instructions, await this.documents.scope(req, sessionId), fillTimeoutMs));
  }

  private async fill(req: Request, sessionId: string, flatten: boolean) {
    return this.bus.request(pdfSubjects.fillForm, { ...(await this.documents.scope(req, sessionId)), flatten }, fillTimeoutMs);
  }

  async send(res: Response, file: { key: string; fileName: string }) {
    const bytes = await this.store.get(file.key).catch(() => {
      throw new DomainError('PDF_GENERATION_FAILED');
    });
    if (!bytes.length) throw new DomainError('PDF_GENERATION_FAILED', 'Downloaded PDF is empty');
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.length),
        // RFC 6266: an ASCII fallback name plus filename* for the exact one.
        'Content-Disposition': contentDisposition(file.fileName),
        'Cache-Control': 'no-store',
      })
      .end(bytes);
  }
}
