import { createLogger } from '@formpath/server-kit';
import { ServiceDatabase, type DatabaseSettings, type ServiceDatabaseOptions } from './service-database.js';

/** Distributed mode migrates explicitly, before the services start (`node dist/main.js migrate`). */
export const runMigrationsCommand = async (settings: DatabaseSettings, databases: ServiceDatabaseOptions[]): Promise<void> => {
  for (const options of databases) {
    const db = await ServiceDatabase.open(settings, options);
    try {
      const applied = await db.migrate();
      createLogger('migrate').info({ schema: options.name, applied }, 'migrations applied');
    } finally {
      await db.close();
    }
  }
};
