export { AnalyticsModule } from './analytics.module.js';
export { analyticsDatabase } from './analytics.database.js';
