import { RequestContext, type EntityManager, type EntitySchema, type MikroORM as CoreMikroORM } from '@mikro-orm/core';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import type { PGlite } from '@electric-sql/pglite';
import { handlerScopes } from '@formpath/server-kit';
import { acquirePglite, releasePglite } from './pglite-instance.js';

export interface ServiceDatabaseOptions {
  /** The service's name: also its PostgreSQL schema and MikroORM context name. */
  name: string;
  entities: EntitySchema[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- MikroORM's own constructor type
  migrations: Array<new (...args: any[]) => Migration>;
}

export interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

const openEntityManagers = new Set<EntityManager>();

// Every bus handler runs in its own request context over every database of this process.
handlerScopes.add((run: () => void) => RequestContext.create([...openEntityManagers], run));

/** One service's database: its own schema, entities and migrations. */
export class ServiceDatabase {
  private constructor(
    readonly name: string,
    readonly orm: CoreMikroORM,
    private readonly pglite: PGlite | undefined,
    private readonly migrations: ServiceDatabaseOptions['migrations'],
  ) {}

  static async open(settings: DatabaseSettings, options: ServiceDatabaseOptions): Promise<ServiceDatabase> {
    const common = {
      entities: options.entities,
      schema: options.name,
      contextName: options.name,
      extensions: [Migrator],
      migrations: { migrationsList: options.migrations, schema: options.name, snapshot: false, silent: true },
      discovery: { warnWhenNoEntities: false },
      debug: false,
      // Lets bundlers and test runners see the ORM's dynamic imports.
      dynamicImportProvider: (id: string) => import(id),
    };
    if (settings.DATABASE_URL) {
      const orm = await PostgresORM.init({ ...common, clientUrl: settings.DATABASE_URL, pool: { min: 0, max: 10 } });
      return new ServiceDatabase(options.name, orm as unknown as CoreMikroORM, undefined, options.migrations);
    }
    const pglite = await acquirePglite(settings.DATA_DIR);
    const orm = await PgliteORM.init({ ...common, dbName: 'formpath', driverOptions: { pglite } });
    return new ServiceDatabase(options.name, orm as unknown as CoreMikroORM, pglite, options.migrations);
  }

  get em(): EntityManager {
    return this.orm.em;
  }

  /** Applies pending migrations; returns the names applied. */
  async migrate(): Promise<string[]> {
    const applied = await this.orm.migrator.up();
    return applied.map((m) => m.name);
  }

  /** Lets bus handlers use `em` inside their request context. */
  register(): void {
    openEntityManagers.add(this.orm.em);
  }

  async ping(): Promise<void> {
    await this.orm.em.getConnection().execute('select 1');
  }

  async close(): Promise<void> {
    openEntityManagers.delete(this.orm.em);
    await this.orm.close(true);
    if (this.pglite) await releasePglite(this.pglite);
  }
}
