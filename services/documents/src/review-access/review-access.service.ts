import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { DomainError, changedLeaves, formLeaves, formSchemas, withLeaves, type DocumentsRequest, type FieldEvidence, type FormType } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { ApplicationSessionEntity } from '../sessions/application-session.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';

/**
 * An application as the review service sees it: by id alone, since a review link (checked
 * there, never here) is what authorises an attorney. Nothing leaves for it that the portal
 * does not show: no raw text, no document ids.
 */
@Injectable()
export class ReviewAccessService {
  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    private readonly sessions: SessionsService,
  ) {}

  async view({ sessionId }: DocumentsRequest<'reviewView'>) {
    const session = await this.db.em.findOne(ApplicationSessionEntity, { id: sessionId });
    if (!session) throw new DomainError('NOT_FOUND');
    const documents = await this.sessions.documentsOf(session.id);
    const extracted = session.extracted as { fields?: Record<string, FieldEvidence> } | null;
    return {
      userId: session.userId,
      formType: session.formType as FormType,
      status: session.status as 'uploaded' | 'processing' | 'processed' | 'error',
      fileNames: documents.map((d) => d.fileName),
      // With the form model's defaults: every field the portal shows exists in the answers.
      formData: session.formData ? ((formSchemas[session.formType as FormType].safeParse(session.formData).data as Record<string, unknown> | undefined) ?? session.formData) : null,
      fields: extracted?.fields ?? {},
    };
  }

  /**
   * Sets leaves of the form (an attorney's edits, or the applicant keeping or undoing one) under a
   * row lock, only where each field still holds what the caller expects, so no newer answer is
   * overwritten; never while the documents are being read again. Answers with what changed.
   */
  async setFields({ sessionId, values, expected }: DocumentsRequest<'setFields'>) {
    return this.db.em.transactional(async (em) => {
      const session = await em.findOne(ApplicationSessionEntity, { id: sessionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!session) throw new DomainError('NOT_FOUND');
      if (!session.formData || session.status === 'processing') throw new DomainError('REVIEW_NOT_READY');
      const formType = session.formType as FormType;
      const parsed = formSchemas[formType].safeParse(session.formData);
      if (!parsed.success) throw new DomainError('DOCUMENTS_FORM_INVALID');
      const current = parsed.data as Record<string, unknown>;
      const before = formLeaves(current);
      const unknown = Object.keys(values).find((path) => !Object.hasOwn(before, path));
      if (unknown) throw new DomainError('REVIEW_FIELD_UNKNOWN', `The review changes a field this application does not have: ${unknown}.`);
      if (Object.entries(expected ?? {}).some(([path, value]) => before[path] !== value)) throw new DomainError('REVIEW_STALE');
      const changed = changedLeaves(current, withLeaves(current, values));
      if (Object.keys(changed).length === 0) return { success: true as const, changes: [] };
      const next = formSchemas[formType].safeParse(withLeaves(current, changed));
      if (!next.success) throw new DomainError('DOCUMENTS_FORM_INVALID', `The form data is not valid: ${next.error.issues[0]?.path.join('.')}: ${next.error.issues[0]?.message}`);
      session.formData = next.data as Record<string, unknown>;
      session.updatedAt = new Date();
      await em.flush();
      return { success: true as const, changes: Object.entries(changed).map(([path, newValue]) => ({ path, oldValue: before[path] ?? '', newValue })) };
    });
  }
}
