import { Injectable } from '@nestjs/common';
import { DomainError, documentsSubjects, type ReviewChange, type ReviewStatusView } from '@formpath/contracts';
import { BusClient } from '@formpath/server-kit';
import { ApplicationOwner } from '../links/application-owner.js';
import type { Owned } from '../links/links.service.js';
import { ReviewStore } from './review-store.js';

/**
 * The applicant's side of reviews: the latest verdict with its notes (pending until one exists)
 * and the attorney's changes, each of which the applicant keeps or undoes.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly owner: ApplicationOwner,
    private readonly store: ReviewStore,
    private readonly bus: BusClient,
  ) {}

  async status({ userId, sessionId }: Owned): Promise<ReviewStatusView> {
    await this.owner.assert(userId, sessionId);
    const review = await this.store.latest(sessionId);
    return {
      // Spec 2 §4: 'approved' shows as approved, anything else as pending.
      reviewStatus: review?.verdict === 'approved' ? 'approved' : 'pending',
      reviewVerdict: review?.verdict ?? null,
      reviewNotes: review?.notes ?? null,
      reviewedAt: review?.reviewedAt ?? null,
      changes: await this.store.changes(sessionId),
    };
  }

  /**
   * Keeps the attorney's value, or puts the applicant's back, only where the field still holds
   * the value the choice replaces (a newer answer is never overwritten); a comment can only be
   * acknowledged. Two choices at once: the first wins, the second sees the change moved.
   */
  async resolve({ userId, sessionId, changeId, resolution }: Owned & { changeId: string; resolution: 'accepted' | 'undone' }): Promise<ReviewChange> {
    await this.owner.assert(userId, sessionId);
    const [change] = await this.store.changes(sessionId, changeId);
    if (!change) throw new DomainError('REVIEW_CHANGE_NOT_FOUND');
    if (change.resolution === resolution) return change;
    const isChange = change.oldValue !== null && change.newValue !== null;
    if (!isChange && resolution === 'undone') throw new DomainError('VALIDATION_FAILED', 'A comment has no change to undo.');
    // Keeping an open change writes nothing: the attorney's value is already there.
    if (isChange && !(change.resolution === 'open' && resolution === 'accepted')) {
      const [from, to] = resolution === 'undone' ? [change.newValue, change.oldValue] : [change.oldValue, change.newValue];
      try {
        await this.bus.request(documentsSubjects.setFields, { sessionId, values: { [change.path]: to as string }, expected: { [change.path]: from as string } });
      } catch (err) {
        if (err instanceof DomainError && (err.code === 'REVIEW_STALE' || err.code === 'REVIEW_FIELD_UNKNOWN')) throw new DomainError('REVIEW_CHANGE_STALE');
        throw err;
      }
    }
    if (!(await this.store.resolve(changeId, change.resolution, resolution))) throw new DomainError('REVIEW_CHANGE_STALE');
    return { ...change, resolution };
  }
}
