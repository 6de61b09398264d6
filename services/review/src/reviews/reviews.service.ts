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

  /** Keeps the attorney's value, or puts the applicant's back (a comment can only be acknowledged). */
  async resolve({ userId, sessionId, changeId, resolution }: Owned & { changeId: string; resolution: 'accepted' | 'undone' }): Promise<ReviewChange> {
    await this.owner.assert(userId, sessionId);
    const [change] = await this.store.changes(sessionId, changeId);
    if (!change) throw new DomainError('REVIEW_CHANGE_NOT_FOUND');
    if (change.oldValue === null || change.newValue === null) {
      if (resolution === 'undone') throw new DomainError('VALIDATION_FAILED', 'A comment has no change to undo.');
    } else if (resolution !== change.resolution) {
      const value = resolution === 'undone' ? change.oldValue : change.newValue;
      await this.bus.request(documentsSubjects.setFields, { sessionId, values: { [change.path]: value } });
    }
    await this.store.resolve(changeId, resolution);
    return { ...change, resolution };
  }
}
