import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { AppConfig } from '@formpath/server-kit';
import { isApiPath } from '../http/api-path.js';
import { remoteNames } from '../remotes/remote-manifest.service.js';

const immutable = (res: Response, path: string) => {
  // Content-hashed files never change; entry points and HTML must be revalidated.
  res.setHeader('Cache-Control', /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

// The API's own 404 answers these, never the web app; /metrics lives on METRICS_PORT only.
const notAPage = (path: string) => isApiPath(path) || /^\/(?:health(?:\/|$)|metrics$|remotes\/)/i.test(path);

/** The landing pages the build pre-rendered (shells/web/scripts/prerender.mjs): path -> file below the web root. */
const prerenderedPages = (webDir: string): Record<string, string> | undefined => {
  try {
    return JSON.parse(readFileSync(join(webDir, 'prerendered/manifest.json'), 'utf8')) as Record<string, string>;
  } catch {
    return undefined;
  }
};

/**
 * The built shell and remotes; a landing page's pre-rendered HTML for its exact path (it paints
 * before any script runs); the shell's index.html for every other page (client routing).
 */
export const staticSite = (config: AppConfig): Router => {
  const router = express.Router();
  const webDir = resolve(config.WEB_DIST_DIR);
  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, express.static(resolve(config.REMOTES_DIR, name, 'dist'), { index: false, setHeaders: immutable }));
  }
  // express.static checks dotfiles below its root only, so a dotted parent directory is fine.
  router.use(express.static(webDir, { index: false, setHeaders: immutable }));
  // Read once, at the first page request (npm start builds before it starts the app).
  let prerendered: Record<string, string> | undefined;
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (notAPage(req.path)) return next();
    const index = join(webDir, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The Formpath web app has not been built yet. Run `npm run build`, then reload.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    prerendered ??= prerenderedPages(webDir) ?? {};
    const page = prerendered[req.path];
    if (page && existsSync(join(webDir, page))) return res.sendFile(page, { root: webDir });
    // Relative to its root: an absolute path is refused when any directory of it starts with a
    // dot (a clone under ~/.local/src/formpath), while only the name below root is checked here.
    res.sendFile('index.html', { root: webDir });
  });
  return router;
};
