import { startServiceProcess } from '@formpath/persistence';
import { ReviewModule } from './review.module.js';
import { reviewDatabase } from './review.database.js';

await startServiceProcess('review', ReviewModule, [reviewDatabase]);
