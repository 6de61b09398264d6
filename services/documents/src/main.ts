import { startServiceProcess } from '@formpath/persistence';
import { DocumentsModule } from './documents.module.js';
import { documentsDatabase } from './documents.database.js';

await startServiceProcess('documents', DocumentsModule, [documentsDatabase]);
