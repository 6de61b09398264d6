import { Injectable } from '@nestjs/common';
import {
  DomainError,
  documentsSubjects,
  formLeaves,
  type FieldEvidence,
  type PortalEvidence,
  type ReviewPortalView,
  type ReviewSubmitBody,
  type ReviewSubmitResult,
} from '@formpath/contracts';
import { BusClient } from '@formpath/server-kit';
import { LinksService, type OpenLink } from '../links/links.service.js';
import { ApplicantNotice } from '../mail/applicant-notice.service.js';
import { ReviewStore, type NewChange } from '../reviews/review-store.js';

// Provenance without internal ids: the attorney sees file, page and the text around the value.
const withoutIds = (fields: Record<string, FieldEvidence>): Record<string, PortalEvidence> =>
  Object.fromEntries(
    Object.entries(fields).map(([path, f]) => [path, { value: f.value, confidence: f.confidence, sources: f.sources.map(({ documentId: _id, ...source }) => source) }]),
  );

/**
 * The attorney's side: everything goes through the link's token, which is looked up by its hash
 * and must be open; unknown, revoked and expired tokens get one answer. A review is final for
 * its link: claimed once (the link's unique review row), then the edits applied and audited.
 */
@Injectable()
export class PortalService {
  constructor(
    private readonly links: LinksService,
    private readonly store: ReviewStore,
    private readonly bus: BusClient,
    private readonly notice: ApplicantNotice,
  ) {}

  async view({ token }: { token: string }): Promise<ReviewPortalView> {
    const link = await this.openLink(token);
    const app = await this.application(link);
    const submitted = await this.store.ofLink(link.id);
    return {
      fileName: app.fileNames[0] ?? '',
      fileNames: app.fileNames,
      status: app.status,
      formType: app.formType,
      formData: app.formData,
      fields: withoutIds(app.fields),
      expiresAt: link.expiresAt.toISOString(),
      submitted: submitted && { reviewStatus: submitted.verdict, submittedAt: submitted.reviewedAt },
    };
  }

  async submit({ token, ...body }: { token: string } & ReviewSubmitBody): Promise<ReviewSubmitResult> {
    const link = await this.openLink(token);
    const verdict = body.reviewStatus ?? 'reviewed';
    if (await this.store.ofLink(link.id)) throw new DomainError('REVIEW_ALREADY_SUBMITTED');
    const app = await this.application(link);
    if (!app.formData) throw new DomainError('REVIEW_NOT_READY');
    const current = formLeaves(app.formData);
    const edited = body.formData ? formLeaves(body.formData) : {};
    const comments = new Map(Object.entries(body.comments ?? {}).flatMap(([path, text]) => (text.trim() ? [[path, text.trim()] as const] : [])));
    const unknown = [...Object.keys(edited), ...comments.keys()].find((path) => !(path in current));
    if (unknown) throw new DomainError('REVIEW_FIELD_UNKNOWN', `The review changes a field this application does not have: ${unknown}.`);
    const values = Object.fromEntries(Object.entries(edited).filter(([path, value]) => current[path] !== value));

    const owner = { sessionId: link.sessionId, userId: link.userId, linkId: link.id };
    const claimed = await this.store.claim({ ...owner, verdict, notes: body.reviewNotes ?? '' });
    if (!claimed) throw new DomainError('REVIEW_ALREADY_SUBMITTED');
    let applied: Array<{ path: string; oldValue: string; newValue: string }>;
    try {
      applied = Object.keys(values).length ? (await this.bus.request(documentsSubjects.setFields, { sessionId: link.sessionId, values })).changes : [];
    } catch (err) {
      await this.store.release(claimed.id);
      throw err;
    }
    const changes: NewChange[] = [
      ...applied.map((c) => ({ ...c, comment: comments.get(c.path) ?? null })),
      ...[...comments].filter(([path]) => !applied.some((c) => c.path === path)).map(([path, comment]) => ({ path, oldValue: null, newValue: null, comment })),
    ];
    await this.store.addChanges({ id: claimed.id, ...owner }, changes);
    // A mail server that is down does not undo the attorney's review: the notice never throws.
    await this.notice.reviewed({ link, verdict, changedFields: applied.length, comments: comments.size });
    return { success: true, reviewStatus: verdict, changedFields: applied.length, submittedAt: claimed.reviewedAt };
  }

  private async openLink(token: string): Promise<OpenLink> {
    const link = await this.links.byToken(token);
    if (!link) throw new DomainError('REVIEW_LINK_NOT_FOUND');
    return link;
  }

  /** The application behind a link; one deleted since (retention) is a link that no longer works. */
  private async application(link: OpenLink) {
    try {
      return await this.bus.request(documentsSubjects.reviewView, { sessionId: link.sessionId });
    } catch (err) {
      if (err instanceof DomainError && err.code === 'NOT_FOUND') throw new DomainError('REVIEW_LINK_NOT_FOUND');
      throw err;
    }
  }
}
