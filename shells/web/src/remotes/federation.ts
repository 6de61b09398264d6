import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiRequest } from '@formpath/web-data';

export interface RemoteEntry {
  name: string;
  entry: string;
}

let manifest: Promise<RemoteEntry[]> | undefined;

/** The remotes the gateway serves, registered once from its manifest (no URL is baked into the build). */
export const remoteManifest = (): Promise<RemoteEntry[]> => {
  manifest ??= apiRequest('GET', '/api/remotes', undefined, { retries: 2, retryDelayMs: 500 })
    .then((res) => res.json() as Promise<{ remotes: RemoteEntry[] }>)
    .then(({ remotes }) => {
      registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
      return remotes;
    })
    .catch((err: unknown) => {
      manifest = undefined;
      throw err;
    });
  return manifest;
};

/** Loads an exposed module; `retry` forgets a failed entry so the next attempt fetches it again. */
export const loadRemoteModule = async <T>(remote: RemoteEntry, module: string, retry: boolean): Promise<T> => {
  if (retry) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  const loaded = await loadRemote<T>(`${remote.name}/${module}`);
  if (!loaded) throw new Error(`The ${remote.name} module ${module} is empty`);
  return loaded;
};
