import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { AppConfig } from '@formpath/server-kit';
import { remoteNames } from '../remotes/remote-manifest.service.js';

const immutable = (res: Response, path: string) => {
  // Content-hashed files never change; entry points and HTML must be revalidated.
  res.setHeader('Cache-Control', /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/health') || path === '/metrics';

/** The built shell and remotes, and the shell's index.html for every other page (client routing). */
export const staticSite = (config: AppConfig): Router => {
  const router = express.Router();
  const webDir = resolve(config.WEB_DIST_DIR);
  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, express.static(resolve(config.REMOTES_DIR, name, 'dist'), { index: false, setHeaders: immutable }));
  }
  router.use(express.static(webDir, { index: false, setHeaders: immutable }));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || req.path.startsWith('/remotes/')) return next();
    const index = join(webDir, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The Formpath web app has not been built yet. Run `npm run build`, then reload.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
};
