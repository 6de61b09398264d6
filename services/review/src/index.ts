export { ReviewModule } from './review.module.js';
export { reviewDatabase } from './review.database.js';
export { OutboxService, type OutboxMessage } from './mail/outbox.service.js';
