import 'reflect-metadata';
import { Module, type Type } from '@nestjs/common';
import { CoreModule, loadConfig, runService } from '@formpath/server-kit';
import { runMigrationsCommand } from './migrate-command.js';
import type { ServiceDatabaseOptions } from './service-database.js';

/**
 * The entry point of a service process in distributed mode: `main.js` serves its handlers on
 * the bus, `main.js migrate` applies its migrations and exits.
 */
export const startServiceProcess = async (name: string, feature: Type, databases: ServiceDatabaseOptions[]): Promise<void> => {
  const config = loadConfig();
  if (process.argv[2] === 'migrate') {
    await runMigrationsCommand(config, databases);
    return;
  }
  @Module({ imports: [CoreModule.forRoot(config, name), feature] })
  class ServiceProcessModule {}
  await runService(name, ServiceProcessModule, config);
};
