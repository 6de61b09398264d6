export { ReviewModule } from './review.module.js';
export { reviewDatabase } from './review.database.js';
export { OutboxService, type OutboxMessage } from './mail/outbox.service.js';
export { KeyRotation } from './sealing/key-rotation.service.js';
export { ReviewStore } from './reviews/review-store.js';
