import { Injectable } from '@nestjs/common';
import type { ReviewStatus, ReviewStatusView } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { ApplicationOwner } from '../links/application-owner.js';
import type { Owned } from '../links/links.service.js';
import { ReviewEntity } from './review.entity.js';

/** The attorney's verdict on an application, as the download step shows it: pending until a review exists. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDatabase('review') private readonly db: ServiceDatabase,
    private readonly owner: ApplicationOwner,
  ) {}

  async status({ userId, sessionId }: Owned): Promise<ReviewStatusView> {
    await this.owner.assert(userId, sessionId);
    const review = await this.db.em.findOne(ReviewEntity, { sessionId });
    return { reviewStatus: (review?.status as ReviewStatus | undefined) ?? 'pending' };
  }
}
