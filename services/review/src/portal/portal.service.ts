import { createHash } from 'node:crypto';
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
import { checkEdits } from './review-edits.js';

// Provenance without internal ids: the attorney sees file, page and the text around the value.
const withoutIds = (fields: Record<string, FieldEvidence>): Record<string, PortalEvidence> =>
  Object.fromEntries(
    Object.entries(fields).map(([path, f]) => [path, { value: f.value, confidence: f.confidence, sources: f.sources.map(({ documentId: _id, ...source }) => source) }]),
  );

/** Which answers the attorney saw: a digest of every answer, in path order. */
const versionOf = (leaves: Record<string, string>): string =>
  createHash('sha256').update(JSON.stringify(Object.entries(leaves).sort(([a], [b]) => (a < b ? -1 : 1)))).digest('base64url').slice(0, 22);

/**
 * The attorney's side: everything goes through the link's token, which is looked up by its hash
 * and must be open; unknown, revoked and expired tokens get one answer. A review is final for
 * its link: claimed once (the link's unique review row, with its audit trail), then applied
 * where the answers are still those the attorney saw; a refused edit takes the claim back.
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
      formVersion: versionOf(formLeaves(app.formData)),
      submitted: submitted && { reviewStatus: submitted.verdict, submittedAt: submitted.reviewedAt },
    };
  }

  async submit({ token, ...body }: { token: string } & ReviewSubmitBody): Promise<ReviewSubmitResult> {
    const link = await this.openLink(token);
    const verdict = body.reviewStatus ?? 'reviewed';
    if (await this.store.ofLink(link.id)) throw new DomainError('REVIEW_ALREADY_SUBMITTED');
    const app = await this.application(link);
    if (!app.formData || app.status !== 'processed') throw new DomainError('REVIEW_NOT_READY');
    const current = formLeaves(app.formData);
    if (body.formVersion && body.formVersion !== versionOf(current)) throw new DomainError('REVIEW_STALE');
    const { values, comments } = checkEdits(app.formType, current, body.formData ? formLeaves(body.formData) : {}, body.comments ?? {});

    const changes: NewChange[] = [
      ...Object.entries(values).map(([path, newValue]) => ({ path, oldValue: current[path] ?? '', newValue, comment: comments.get(path) ?? null })),
      ...[...comments].filter(([path]) => !Object.hasOwn(values, path)).map(([path, comment]) => ({ path, oldValue: null, newValue: null, comment })),
    ];
    const claimed = await this.store.claim({ sessionId: link.sessionId, userId: link.userId, linkId: link.id, verdict, notes: body.reviewNotes ?? '' }, changes);
    if (!claimed) throw new DomainError('REVIEW_ALREADY_SUBMITTED');
    const paths = Object.keys(values);
    if (paths.length) {
      try {
        const expected = Object.fromEntries(paths.map((path) => [path, current[path] ?? '']));
        await this.bus.request(documentsSubjects.setFields, { sessionId: link.sessionId, values, expected });
      } catch (err) {
        // Refused: nothing was written, the attorney may submit again. A timeout says nothing
        // about what happened, so the review stands as recorded.
        if (err instanceof DomainError && err.code !== 'BUS_TIMEOUT') await this.store.release(claimed.id);
        throw err;
      }
    }
    // Not awaited: a slow or absent mail server never holds up, or fails, the attorney's submit.
    void this.notice.reviewed({ link, verdict, changedFields: paths.length, comments: comments.size });
    return { success: true, reviewStatus: verdict, changedFields: paths.length, submittedAt: claimed.reviewedAt };
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
