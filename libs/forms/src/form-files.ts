import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { catalogFile, type CatalogForm, type DraftCatalog, type DraftForm, type FormCatalog, type ManifestEntry, type SupportedForm } from './catalog.js';

// Server side only: the committed catalogs, and where the official blank PDFs are kept.
const require = createRequire(import.meta.url);

// Through the package's own `./catalogs/*` export: the JSON stays in src, built code or not.
const catalogs = (file: string): unknown => require(`@formpath/forms/catalogs/${file}`);

export function loadCatalog(form: SupportedForm): FormCatalog;
export function loadCatalog(form: DraftForm): DraftCatalog;
export function loadCatalog(form: CatalogForm): FormCatalog | DraftCatalog;
export function loadCatalog(form: CatalogForm): FormCatalog | DraftCatalog {
  return catalogs(catalogFile(form)) as FormCatalog | DraftCatalog;
}
export const loadManifest = (): ManifestEntry[] => catalogs('manifest.json') as ManifestEntry[];

/** `FORMS_DIR`, else `../shared/forms` beside the checkout when present, else `var/forms` (filled by `npm run forms:fetch`). */
export const defaultFormsDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env['FORMS_DIR'] ?? (existsSync(path.resolve('../shared/forms/MANIFEST.json')) ? path.resolve('../shared/forms') : path.resolve('var/forms'));

/** Where the official blank PDF of a form is kept in a forms directory (the manifest's file name). */
export const templateFile = (form: CatalogForm, dir: string = defaultFormsDir()): string =>
  path.join(dir, loadManifest().find((m) => m.form === form)?.file ?? `${form.toLowerCase()}.pdf`);
