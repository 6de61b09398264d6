import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

/** Every remote the architecture names; a remote is offered only once it has been built. */
export const remoteNames = ['wizard', 'localized', 'asylum', 'review', 'admin'] as const;

export interface RemoteManifest {
  remotes: Array<{ name: string; entry: string }>;
}

@Injectable()
export class RemoteManifestService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  distDir(name: string): string {
    return resolve(this.config.REMOTES_DIR, name, 'dist');
  }

  /** Read at every request (a stat per remote) so a rebuilt remote is picked up without a restart. */
  manifest(): RemoteManifest {
    const remotes = remoteNames.flatMap((name) => {
      try {
        const { mtimeMs } = statSync(join(this.distDir(name), 'remoteEntry.js'));
        return [{ name, entry: `/remotes/${name}/remoteEntry.js?v=${Math.round(mtimeMs)}` }];
      } catch {
        return [];
      }
    });
    return { remotes };
  }
}
