import { startServiceProcess } from '@formpath/persistence';
import { AnalyticsModule } from './analytics.module.js';
import { analyticsDatabase } from './analytics.database.js';

await startServiceProcess('analytics', AnalyticsModule, [analyticsDatabase]);
