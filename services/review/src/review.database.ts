import type { ServiceDatabaseOptions } from '@formpath/persistence';
import { ReviewLinkEntity } from './links/review-link.entity.js';
import { OutboxMessageEntity } from './mail/outbox-message.entity.js';
import { Migration20261125000000_review_init } from './migrations/Migration20261125000000_review_init.js';
import { Migration20261126000000_review_portal } from './migrations/Migration20261126000000_review_portal.js';
import { ReviewEntity } from './reviews/review.entity.js';

export const reviewDatabase: ServiceDatabaseOptions = {
  name: 'review',
  entities: [ReviewLinkEntity, OutboxMessageEntity, ReviewEntity],
  migrations: [Migration20261125000000_review_init, Migration20261126000000_review_portal],
};
