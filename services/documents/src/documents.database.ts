import type { ServiceDatabaseOptions } from '@formpath/persistence';
import { Migration20261121000200_documents_init } from './migrations/Migration20261121000200_documents_init.js';
import { Migration20261124000000_documents_sealed_columns } from './migrations/Migration20261124000000_documents_sealed_columns.js';
import { Migration20261125000000_documents_wizard_step } from './migrations/Migration20261125000000_documents_wizard_step.js';
import { Migration20261126000000_documents_asylum_progress } from './migrations/Migration20261126000000_documents_asylum_progress.js';
import { AsylumProgressEntity } from './asylum-progress/asylum-progress.entity.js';
import { ApplicationSessionEntity } from './sessions/application-session.entity.js';
import { DocumentEntity } from './sessions/document.entity.js';

export const documentsDatabase: ServiceDatabaseOptions = {
  name: 'documents',
  entities: [ApplicationSessionEntity, DocumentEntity, AsylumProgressEntity],
  migrations: [Migration20261121000200_documents_init, Migration20261124000000_documents_sealed_columns, Migration20261125000000_documents_wizard_step, Migration20261126000000_documents_asylum_progress],
};
