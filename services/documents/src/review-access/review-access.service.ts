import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { DomainError, changedLeaves, emptyForm, formLeaves, formSchemas, withLeaves, type DocumentsRequest, type FieldEvidence, type FormType } from '@formpath/contracts';
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
      formData: session.formData ?? null,
      fields: extracted?.fields ?? {},
    };
  }

  /**
   * Sets leaves of the form (an attorney's edits, or the applicant undoing one) under a row lock,
   * so two writers never lose each other's values; answers with what actually changed.
   */
  async setFields({ sessionId, values }: DocumentsRequest<'setFields'>) {
    return this.db.em.transactional(async (em) => {
      const session = await em.findOne(ApplicationSessionEntity, { id: sessionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!session) throw new DomainError('NOT_FOUND');
      if (!session.formData) throw new DomainError('REVIEW_NOT_READY');
      const formType = session.formType as FormType;
      // Keys every form of this type has (defaults filled) or this one has (its list rows).
      const known = { ...formLeaves(emptyForm(formType)), ...formLeaves(session.formData) };
      const unknown = Object.keys(values).find((path) => !(path in known));
      if (unknown) throw new DomainError('REVIEW_FIELD_UNKNOWN', `The review changes a field this application does not have: ${unknown}.`);
      const current = formSchemas[formType].parse(session.formData) as Record<string, unknown>;
      const next = withLeaves(current, values);
      const changed = changedLeaves(current, next);
      if (Object.keys(changed).length === 0) return { success: true as const, changes: [] };
      const parsed = formSchemas[formType].safeParse(next);
      if (!parsed.success) throw new DomainError('DOCUMENTS_FORM_INVALID', `The form data is not valid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      const before = formLeaves(current);
      session.formData = parsed.data as Record<string, unknown>;
      session.updatedAt = new Date();
      await em.flush();
      return { success: true as const, changes: Object.entries(changed).map(([path, newValue]) => ({ path, oldValue: before[path] ?? '', newValue })) };
    });
  }
}
