// The field coverage report of each supported form edition: how many catalog fields the map
// writes, and every field left empty on purpose, grouped by the reason. Runs on the built code.
//   npm run build && npm run forms:coverage [-- --fields]
import { createRequire } from 'node:module';
import { catalogFile, coverage, planForm as plan } from '@formpath/forms';
import { fullI485, fullI765 } from '@formpath/testing';

const require = createRequire(import.meta.url);
const loadCatalogFor = (form) => require(`@formpath/forms/catalogs/${catalogFile(form)}`);
// The plans of fully populated synthetic applicants, with and without more rows than the form has.
const planForm = (form) =>
  [1, 2, 3, 4, 5, 6].flatMap((seed) => (form === 'I-485' ? [plan(form, fullI485(seed)), plan(form, fullI485(seed, { overflow: true }))] : [plan(form, fullI765(seed))]));

const listFields = process.argv.includes('--fields');
for (const form of ['I-485', 'I-765']) {
  const catalog = loadCatalogFor(form);
  const rows = coverage(catalog, planForm(form));
  const count = (status) => rows.filter((r) => r.status === status).length;
  console.log(`\n${form} (edition ${catalog.edition}): ${rows.length} fields; mapped ${count('mapped')}, left empty by design ${count('left empty')}, unexplained ${count('unexplained')}`);
  const byReason = new Map();
  for (const r of rows.filter((row) => row.status !== 'mapped')) byReason.set(r.reason || 'UNEXPLAINED', [...(byReason.get(r.reason || 'UNEXPLAINED') ?? []), r]);
  for (const [reason, fields] of [...byReason].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${String(fields.length).padStart(4)}  ${reason}`);
    if (listFields) for (const f of fields) console.log(`          p.${f.page} ${f.field}`);
  }
  if (count('unexplained')) process.exitCode = 1;
}
