import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, applicationSubjects, documentsSubjects, isUuid, reviewSubjects, type DocumentRead, type DocumentView, type FormType, type Progress, type WizardStepNumber } from '@formpath/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG, BusClient, LOGGER, errorReason, type AppConfig } from '@formpath/server-kit';
import { GatewayAuthService } from '../auth/gateway-auth.service.js';

const finished = (p: Progress) => p.status === 'processed' || p.status === 'error';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The edge of the documents API: who is asking, then one bus request (or a wait on progress). */
@Injectable()
export class DocumentsGatewayService {
  constructor(
    private readonly auth: GatewayAuthService,
    private readonly bus: BusClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async setFormType(req: Request, sessionId: string, formType: FormType) {
    return this.bus.request(documentsSubjects.setFormType, { ...(await this.scope(req, sessionId)), formType });
  }

  /** Starts processing and answers when it is done, as the spec's client expects. */
  async process(req: Request, sessionId: string, formType: FormType | undefined): Promise<DocumentView> {
    const scope = await this.scope(req, sessionId);
    let progress = await this.bus.request(documentsSubjects.process, { ...scope, ...(formType ? { formType } : {}) });
    const deadline = Date.now() + this.config.PROCESS_TIMEOUT_MS;
    while (!finished(progress)) {
      if (Date.now() > deadline) throw new DomainError('DOCUMENTS_PROCESSING_TIMEOUT');
      await sleep(100);
      progress = await this.bus.request(documentsSubjects.progress, scope);
    }
    if (progress.status === 'error') {
      throw new DomainError('DOCUMENTS_PROCESSING_FAILED', `Processing failed: ${progress.errorReason ?? 'unknown reason'}`);
    }
    return this.bus.request(documentsSubjects.get, { userId: scope.userId, id: sessionId });
  }

  /** The application and, as spec 1 §7 reads it, its review status, notes and time. */
  async get(req: Request, id: string): Promise<DocumentRead> {
    const { userId } = await this.scope(req, id);
    const view = await this.bus.request(documentsSubjects.get, { userId, id });
    try {
      const { reviewStatus, reviewNotes, reviewedAt } = await this.bus.request(reviewSubjects.status, { userId, sessionId: view.sessionId });
      return { ...view, reviewStatus, reviewNotes, reviewedAt };
    } catch (err) {
      // The application stays readable when the review service is not: its review reads as pending.
      this.logger.warn({ err: errorReason(err) }, 'review status not available for a documents read');
      return { ...view, reviewStatus: 'pending', reviewNotes: null, reviewedAt: null };
    }
  }

  async latest(req: Request) {
    const user = await this.auth.requireUser(req);
    return this.bus.request(applicationSubjects.latest, { userId: user.id });
  }

  async setStep(req: Request, sessionId: string, step: WizardStepNumber) {
    return this.bus.request(applicationSubjects.setStep, { ...(await this.scope(req, sessionId)), step });
  }

  async close(req: Request, sessionId: string) {
    return this.bus.request(applicationSubjects.close, await this.scope(req, sessionId));
  }

  async remove(req: Request, documentId: string) {
    const { userId } = await this.scope(req, documentId);
    return this.bus.request(documentsSubjects.removeDocument, { userId, documentId });
  }

  async fieldGuide(req: Request, sessionId: string) {
    return this.bus.request(documentsSubjects.fieldGuide, await this.scope(req, sessionId));
  }

  async rawText(req: Request, sessionId: string) {
    return this.bus.request(documentsSubjects.rawText, await this.scope(req, sessionId));
  }

  async updateForm(req: Request, sessionId: string, body: Record<string, unknown>) {
    // The spec's client sends the form itself; `{ formData }` is accepted too.
    const formData = (body['formData'] && typeof body['formData'] === 'object' ? body['formData'] : body) as Record<string, unknown>;
    return this.bus.request(documentsSubjects.updateForm, { ...(await this.scope(req, sessionId)), formData });
  }

  /** Server-sent events: the session's progress each time it changes, until it is finished. */
  async events(req: Request, res: Response, sessionId: string): Promise<void> {
    const scope = await this.scope(req, sessionId);
    let progress = await this.bus.request(documentsSubjects.progress, scope);
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    // The client went away (the response's connection closed) or the server is shutting down.
    let closed = false;
    res.on('close', () => (closed = true));
    let last = '';
    let lastWrite = Date.now();
    // A stream opened before processing starts waits for it (the wizard connects first).
    const idleUntil = Date.now() + 5 * 60_000;
    while (!closed) {
      const data = JSON.stringify(progress);
      if (data !== last) {
        res.write(`event: progress\ndata: ${data}\n\n`);
        last = data;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite > 15_000) {
        res.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
      if (finished(progress) || (progress.stage === 'idle' && Date.now() > idleUntil)) break;
      await sleep(progress.stage === 'idle' ? 500 : 200);
      progress = await this.bus.request(documentsSubjects.progress, scope).catch(() => progress);
    }
    if (!closed) res.write(`event: end\ndata: ${JSON.stringify({ status: progress.status })}\n\n`);
    res.end();
  }

  /** The signed-in user and a well-formed session id; anything else is refused before the bus. */
  async scope(req: Request, sessionId: string) {
    const user = await this.auth.requireUser(req);
    if (!isUuid(sessionId)) throw new DomainError('NOT_FOUND');
    return { userId: user.id, sessionId };
  }
}
