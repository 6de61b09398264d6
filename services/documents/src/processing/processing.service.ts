import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { aiSubjects, DomainError, ocrJobs, type FormType, type OcrJob, type PageText, type Progress } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { BusClient, JOB_QUEUE, LOGGER, errorReason, type JobQueue } from '@formpath/server-kit';
import { ApplicationSessionEntity } from '../sessions/application-session.entity.js';
import { DocumentEntity, isRead, isSettled, type DocumentRow } from '../sessions/document.entity.js';
import { toProgress } from '../sessions/session-view.js';
import { SessionsService, type Owned } from '../sessions/sessions.service.js';
import { OriginalsService } from './originals.service.js';

// Structuring is one call that may reach a language model: give it more than a plain request.
const structureTimeoutMs = 120_000;

/**
 * The processing saga: one durable OCR job per document, then structuring once every document
 * is read, then the form data is stored and the originals deleted. Each step is idempotent, so
 * a redelivered job or a repeated request changes nothing.
 */
@Injectable()
export class ProcessingService implements BeforeApplicationShutdown {
  private readonly structuring = new Set<Promise<void>>();

  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    private readonly sessions: SessionsService,
    private readonly originals: OriginalsService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async start(input: Owned & { formType?: FormType | undefined }): Promise<Progress> {
    const em = this.db.em;
    const session = await this.sessions.owned(input);
    const documents = await this.sessions.documentsOf(session.id);
    if (documents.length === 0) throw new DomainError('DOCUMENTS_NONE');
    if (session.status === 'processing') return toProgress(session, documents);
    const now = new Date();
    Object.assign(session, {
      formType: input.formType ?? session.formType,
      status: 'processing',
      stage: 'ocr',
      errorReason: null,
      processingStartedAt: now,
      updatedAt: now,
    });
    const toRead = documents.filter((d) => !isRead(d) && d.storageKey);
    for (const d of toRead) Object.assign(d, { status: 'queued', pagesDone: 0, errorReason: null });
    await em.flush();
    for (const d of toRead) await this.enqueue(d, now);
    if (toRead.length === 0) await this.afterRead(session.id);
    return toProgress(session, documents);
  }

  /** Structuring runs detached from the request that triggered it: let it finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.structuring]);
  }

  async progress(input: Owned): Promise<Progress> {
    const session = await this.sessions.owned(input);
    return toProgress(session, await this.sessions.documentsOf(session.id));
  }

  async pageRead({ documentId, page }: { documentId: string; page: number }): Promise<{ success: true }> {
    await this.db.em.nativeUpdate(DocumentEntity, { id: documentId, status: { $in: ['queued', 'reading'] }, pagesDone: { $lt: page } }, { status: 'reading', pagesDone: page });
    return { success: true };
  }

  /** Stores a document's text (idempotent) and moves the saga on when it was the last one. */
  async textExtracted({ documentId, pages }: { documentId: string; pages: PageText[] }): Promise<{ success: true }> {
    const document = await this.db.em.findOne(DocumentEntity, { id: documentId });
    if (!document) return { success: true }; // the session expired meanwhile: nothing to keep
    if (!isRead(document)) {
      Object.assign(document, { pages, status: 'read', pagesDone: document.pageCount, readAt: new Date(), errorReason: null });
      await this.db.em.flush();
    }
    await this.afterRead(document.sessionId);
    return { success: true };
  }

  /** A job failed on every attempt: the document ends in error with the reason. */
  async jobFailed({ documentId, reason }: { documentId: string; reason: string }): Promise<{ success: true }> {
    const document = await this.db.em.findOne(DocumentEntity, { id: documentId });
    if (!document) return { success: true };
    if (!isRead(document)) {
      Object.assign(document, { status: 'error', errorReason: `We could not read this document: ${reason}` });
      await this.db.em.flush();
    }
    await this.afterRead(document.sessionId);
    return { success: true };
  }

  /** Re-queues unread documents of sessions still processing (after a restart of embedded mode). */
  async resume(olderThan: Date): Promise<void> {
    const em = this.db.em.fork();
    const stuck = await em.find(ApplicationSessionEntity, { status: 'processing', updatedAt: { $lt: olderThan } });
    for (const session of stuck) {
      const documents = await this.sessions.documentsOf(session.id, em);
      for (const d of documents.filter((d) => ['queued', 'reading'].includes(d.status) && d.storageKey)) await this.enqueue(d, session.processingStartedAt ?? new Date());
      if (session.stage === 'structuring') await em.nativeUpdate(ApplicationSessionEntity, { id: session.id }, { stage: 'ocr' });
      await this.afterRead(session.id);
    }
  }

  private async enqueue(document: DocumentRow, runStartedAt: Date): Promise<void> {
    const job: OcrJob = { documentId: document.id, storageKey: document.storageKey as string };
    // The id de-duplicates a repeated publish of the same run, not a later re-processing.
    await this.jobs.publish(ocrJobs.subject, `${document.id}:${new Date(runStartedAt).getTime()}`, job);
  }

  /** When every document is settled, exactly one caller wins the move to structuring. */
  private async afterRead(sessionId: string): Promise<void> {
    const em = this.db.em.fork();
    const documents = await this.sessions.documentsOf(sessionId, em);
    if (!documents.every(isSettled)) return;
    const won = await em.nativeUpdate(ApplicationSessionEntity, { id: sessionId, status: 'processing', stage: 'ocr' }, { stage: 'structuring', updatedAt: new Date() });
    if (won === 0) return;
    const run = this.structure(sessionId)
      .catch((err: unknown) => this.logger.error({ sessionId, err: errorReason(err) }, 'structuring failed'))
      .finally(() => this.structuring.delete(run));
    this.structuring.add(run);
  }

  private async structure(sessionId: string): Promise<void> {
    const em = this.db.em.fork();
    const session = await em.findOneOrFail(ApplicationSessionEntity, { id: sessionId });
    const documents = (await this.sessions.documentsWithText(sessionId, em)).filter(isRead);
    if (documents.length === 0) {
      await this.fail(em, sessionId, 'none of the documents could be read');
      return;
    }
    try {
      const result = await this.bus.request(
        aiSubjects.structure,
        { formType: session.formType as FormType, documents: documents.map((d) => ({ documentId: d.id, fileName: d.fileName, pages: d.pages ?? [] })) },
        structureTimeoutMs,
      );
      await em.nativeUpdate(ApplicationSessionEntity, { id: sessionId }, { stage: 'form', updatedAt: new Date() });
      const kinds = new Map(result.documents.map((d) => [d.documentId, d.kind]));
      for (const d of documents) Object.assign(d, { status: 'processed', kind: kinds.get(d.id) ?? 'other' });
      Object.assign(session, {
        formData: result.formData,
        extracted: { fields: result.fields, documents: result.documents.map((d) => ({ ...d, fileName: documents.find((x) => x.id === d.documentId)?.fileName ?? '' })), extractors: result.extractors },
        status: 'processed',
        stage: 'done',
        processedAt: new Date(),
        updatedAt: new Date(),
      });
      await em.flush();
    } catch (err) {
      await this.fail(em, sessionId, `we could not structure the documents (${errorReason(err)})`);
      return;
    }
    await this.originals.deleteForSession(sessionId);
  }

  private async fail(em: EntityManager, sessionId: string, reason: string): Promise<void> {
    await em.nativeUpdate(ApplicationSessionEntity, { id: sessionId }, { status: 'error', stage: 'error', errorReason: reason, updatedAt: new Date() });
  }
}
