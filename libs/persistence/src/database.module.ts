import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, HealthRegistry, LOGGER, waitForHandlersIdle, type AppConfig } from '@formpath/server-kit';
import type { Logger } from 'pino';
import { ServiceDatabase, type ServiceDatabaseOptions } from './service-database.js';

export const databaseToken = (name: string) => `formpath:database:${name}`;

/** Injects the ServiceDatabase of the named service. */
export const InjectDatabase = (name: string) => Inject(databaseToken(name));

class DatabaseCloser implements OnApplicationShutdown {
  constructor(private readonly db: ServiceDatabase) {}
  async onApplicationShutdown(): Promise<void> {
    // The bus has stopped delivering by now; let the handlers already running finish.
    await waitForHandlersIdle();
    await this.db.close();
  }
}

@Module({})
export class DatabaseModule {
  /** Opens the service's database, migrates it in embedded mode, and reports it to /health. */
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    const token = databaseToken(options.name);
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: token,
          inject: [APP_CONFIG, HealthRegistry, LOGGER],
          useFactory: async (config: AppConfig, health: HealthRegistry, logger: Logger) => {
            const db = await ServiceDatabase.open(config, options);
            if (config.migrateOnStart) {
              const applied = await db.migrate();
              if (applied.length) logger.info({ schema: options.name, applied }, 'migrations applied');
            }
            db.register();
            health.register(`database:${options.name}`, () => db.ping());
            return db;
          },
        },
        { provide: `${token}:closer`, inject: [token], useFactory: (db: ServiceDatabase) => new DatabaseCloser(db) },
      ],
      exports: [token],
    };
  }
}
