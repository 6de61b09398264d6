export { DocumentsModule } from './documents.module.js';
export { documentsDatabase } from './documents.database.js';
export { SealedColumns } from './sessions/sealed-columns.js';
