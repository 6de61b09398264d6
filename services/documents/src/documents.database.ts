import type { ServiceDatabaseOptions } from '@formpath/persistence';
import { Migration20261121000200_documents_init } from './migrations/Migration20261121000200_documents_init.js';
import { ApplicationSessionEntity } from './sessions/application-session.entity.js';
import { DocumentEntity } from './sessions/document.entity.js';

export const documentsDatabase: ServiceDatabaseOptions = {
  name: 'documents',
  entities: [ApplicationSessionEntity, DocumentEntity],
  migrations: [Migration20261121000200_documents_init],
};
