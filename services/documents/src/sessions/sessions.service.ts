import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError, formSchemas, uploadLimits, type DocumentView, type FieldEvidence, type FormType, type UploadedDocument } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { OBJECT_STORE, type ObjectStore } from '@formpath/storage';
import { ApplicationSessionEntity, type ApplicationSessionRecord } from './application-session.entity.js';
import { DocumentEntity, type DocumentRecord, type DocumentRow } from './document.entity.js';
import { realignListEvidence } from './list-evidence.js';
import { rawOcrText, toDocumentView } from './session-view.js';

export interface Owned {
  userId: string;
  sessionId: string;
}

/** Application sessions and their documents; every read and write checks the owner. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /** The session if this user owns it; another user's session does not exist for them. */
  async owned({ userId, sessionId }: Owned, em: EntityManager = this.db.em, lock = false): Promise<ApplicationSessionRecord> {
    const session = await em.findOne(ApplicationSessionEntity, { id: sessionId, userId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!session) throw new DomainError('NOT_FOUND');
    return session;
  }

  /** In upload order, without their text: progress is polled often and the text is large. */
  documentsOf(sessionId: string, em: EntityManager = this.db.em): Promise<DocumentRow[]> {
    // MikroORM's partial-load type does not reduce to the plain row type; the row is exactly that.
    return em.find(DocumentEntity, { sessionId }, { orderBy: { uploadedAt: 'asc', id: 'asc' }, exclude: ['sealedPages'] }) as Promise<DocumentRow[]>;
  }

  /** In upload order, with the text of every page. */
  documentsWithText(sessionId: string, em: EntityManager = this.db.em): Promise<DocumentRecord[]> {
    return em.find(DocumentEntity, { sessionId }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
  }

  /** Checked before an upload is read: the session exists, is the caller's and has room. */
  async prepareUpload(input: { userId: string; sessionId?: string | undefined }): Promise<{ success: true }> {
    if (input.sessionId) await this.assertRoom(this.db.em, await this.owned({ userId: input.userId, sessionId: input.sessionId }));
    return { success: true };
  }

  async register(input: {
    userId: string;
    sessionId?: string | undefined;
    fileName: string;
    fileSize: number;
    pageCount: number;
    storageKey: string;
  }): Promise<UploadedDocument> {
    return this.db.em.transactional(async (em) => {
      const now = new Date();
      let session: ApplicationSessionRecord;
      if (input.sessionId) {
        // Locked: concurrent uploads into one session are serialised, so the limit holds.
        session = await this.owned({ userId: input.userId, sessionId: input.sessionId }, em, true);
        await this.assertRoom(em, session);
        session.updatedAt = now;
        if (session.status !== 'processing') Object.assign(session, { status: 'uploaded', stage: 'idle' });
      } else {
        session = em.create(ApplicationSessionEntity, {
          id: randomUUID(),
          userId: input.userId,
          formType: 'I-485',
          status: 'uploaded',
          stage: 'idle',
          createdAt: now,
          updatedAt: now,
          expiresAt: new Date(now.getTime() + this.config.SESSION_RETENTION_HOURS * 3_600_000),
        });
      }
      // The session row first: the document references it.
      await em.flush();
      const document = em.create(DocumentEntity, {
        id: randomUUID(),
        sessionId: session.id,
        userId: input.userId,
        fileName: input.fileName,
        fileSize: input.fileSize,
        pageCount: input.pageCount,
        storageKey: input.storageKey,
        status: 'uploaded',
        pagesDone: 0,
        uploadedAt: now,
      });
      await em.flush();
      return {
        documentId: document.id,
        sessionId: session.id,
        fileName: document.fileName,
        fileSize: document.fileSize,
        status: document.status,
        uploadedAt: now.toISOString(),
      };
    });
  }

  async setFormType(input: Owned & { formType: FormType }): Promise<{ success: true; formType: FormType }> {
    const session = await this.owned(input);
    session.formType = input.formType;
    session.updatedAt = new Date();
    await this.db.em.flush();
    return { success: true, formType: input.formType };
  }

  /** By session id or by the id of one of its documents. */
  async view({ userId, id }: { userId: string; id: string }): Promise<DocumentView> {
    let session = await this.db.em.findOne(ApplicationSessionEntity, { id, userId });
    if (!session) {
      const document = await this.db.em.findOne(DocumentEntity, { id, userId });
      if (document) session = await this.db.em.findOne(ApplicationSessionEntity, { id: document.sessionId, userId });
    }
    if (!session) throw new DomainError('NOT_FOUND');
    return toDocumentView(session, await this.documentsWithText(session.id), id);
  }

  async rawText(input: Owned): Promise<{ sessionId: string; rawOcrText: string }> {
    const session = await this.owned(input);
    return { sessionId: session.id, rawOcrText: rawOcrText(await this.documentsWithText(session.id)) };
  }

  /** The applicant's edits replace the form; it must match the session's form model. */
  async updateForm(input: Owned & { formData: Record<string, unknown> }): Promise<{ success: true; formData: Record<string, unknown> }> {
    const session = await this.owned(input);
    const parsed = formSchemas[session.formType as FormType].safeParse(input.formData);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new DomainError('DOCUMENTS_FORM_INVALID', `The form data is not valid: ${issue?.path.join('.') || 'form'}: ${issue?.message ?? ''}`.trim());
    }
    const extracted = session.extracted as { fields?: Record<string, FieldEvidence> } | null;
    if (extracted?.fields) session.extracted = { ...extracted, fields: realignListEvidence(extracted.fields, session.formData, parsed.data) };
    session.formData = parsed.data as Record<string, unknown>;
    session.updatedAt = new Date();
    await this.db.em.flush();
    return { success: true, formData: session.formData };
  }

  /** Removes a document the applicant no longer wants, original included, unless it is being processed. */
  async remove({ userId, documentId }: { userId: string; documentId: string }): Promise<{ success: true }> {
    const document = await this.db.em.findOne(DocumentEntity, { id: documentId, userId });
    if (!document) throw new DomainError('NOT_FOUND');
    const session = await this.owned({ userId, sessionId: document.sessionId });
    if (session.status === 'processing') throw new DomainError('DOCUMENTS_BUSY');
    if (document.storageKey) await this.store.delete(document.storageKey);
    await this.db.em.nativeDelete(DocumentEntity, { id: documentId });
    return { success: true };
  }

  private async assertRoom(em: EntityManager, session: ApplicationSessionRecord): Promise<void> {
    const count = await em.count(DocumentEntity, { sessionId: session.id });
    if (count >= uploadLimits.maxDocumentsPerSession) throw new DomainError('UPLOAD_SESSION_FULL');
  }
}
