export { AnalyticsModule } from './analytics.module.js';
export { analyticsDatabase } from './analytics.database.js';
export { SubscribersService } from './subscribers/subscribers.service.js';
