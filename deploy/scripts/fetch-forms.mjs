// Downloads the official blank USCIS forms Formpath fills, from the URLs in the committed
// manifest, into FORMS_DIR (default var/forms). Each file is checked against the manifest's
// SHA-256; the edition and field names are checked again when a template is loaded.
//   npm run forms:fetch
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.env.FORMS_DIR ?? 'var/forms');
const manifest = JSON.parse(readFileSync('libs/forms/src/catalogs/manifest.json', 'utf8'));
const wanted = manifest.filter((m) => ['I-485', 'I-765'].includes(m.form));
mkdirSync(dir, { recursive: true });
let failed = 0;
for (const entry of wanted) {
  try {
    const res = await fetch(entry.source, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(path.join(dir, entry.file), bytes);
    writeFileSync(path.join(dir, 'MANIFEST.json'), JSON.stringify(manifest, null, 1));
    console.log(
      sha256 === entry.sha256
        ? `${entry.form} (edition ${entry.edition}): saved to ${path.join(dir, entry.file)}`
        : `${entry.form}: saved, but it differs from the manifest's copy (USCIS may have published a new edition); Formpath checks the edition before using it`,
    );
  } catch (err) {
    failed++;
    console.error(`${entry.form} (edition ${entry.edition}): could not download ${entry.source}: ${err.cause?.message ?? err.message}`);
  }
}
process.exit(failed ? 1 : 0);
