import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Embedded mode: every service module shares one PGlite cluster under DATA_DIR (each in its own
// schema), because a data directory can be opened by one PGlite instance only.
const instances = new Map<string, { db: Promise<PGlite>; users: number }>();

export const acquirePglite = (dataDir: string): Promise<PGlite> => {
  const dir = dataDir === 'memory://' ? dataDir : resolve(join(dataDir, 'pglite'));
  let entry = instances.get(dir);
  if (!entry) {
    if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
    entry = { db: PGlite.create({ dataDir: dir }), users: 0 };
    instances.set(dir, entry);
  }
  entry.users += 1;
  return entry.db;
};

export const releasePglite = async (db: PGlite): Promise<void> => {
  for (const [dir, entry] of instances) {
    if ((await entry.db) !== db) continue;
    entry.users -= 1;
    if (entry.users === 0) {
      instances.delete(dir);
      await db.close();
    }
    return;
  }
};
