// The field coverage report of each supported form edition (and of the draft I-589): how many
// catalog fields the map writes, and every field left empty on purpose, grouped by the reason.
// Runs on the built code.
//   npm run build && npm run forms:coverage [-- --fields]
import { createRequire } from 'node:module';
import { catalogFile, coverage, i589FromAnswers, planForm as plan, planI589, sampleAsylumAnswers } from '@formpath/forms';
import { fullI485, fullI765 } from '@formpath/testing';

const require = createRequire(import.meta.url);
const loadCatalogFor = (form) => require(`@formpath/forms/catalogs/${catalogFile(form)}`);
// The plans of fully populated synthetic applicants, with and without more rows than the form has.
// The I-589 draft: questionnaires alone, with an I-485 or an I-765, and one using every row of the
// form (more children than its rows, each with a middle name and an A-Number; a department abroad).
const i589Plans = (seed) => {
  const docs = fullI485(seed, { overflow: true });
  const full = {
    ...docs,
    children: [...docs.children, ...docs.children].map((c, i) => ({
      ...c,
      full_name: c.full_name.split(' ').length > 2 ? c.full_name : c.full_name.replace(' ', ' Rosa '),
      a_number: c.a_number || `A${200000000 + seed * 100 + i}`,
    })),
    address_history_5_years: docs.address_history_5_years.map((h) => ({ ...h, state: h.state || 'Francisco Morazan' })),
  };
  // The documents are used only when they are the applicant's: the answers carry their family name.
  const as = (family, extra = {}, options) => ({ ...sampleAsylumAnswers(seed, options), family_name: family, ...extra });
  const i485 = fullI485(seed);
  const i765 = fullI765(seed);
  return [
    planI589(i589FromAnswers(sampleAsylumAnswers(seed), null)),
    planI589(i589FromAnswers(as(i485.biographic_information.full_name.family_name, {}, { long: true }), i485)),
    planI589(i589FromAnswers(as(full.biographic_information.full_name.family_name, { marital_status: 'married', spouse_name: '', children: '' }), full)),
    planI589(i589FromAnswers(as(i765.applicant_last_name), i765)),
  ];
};
const planForm = (form) =>
  [1, 2, 3, 4, 5, 6].flatMap((seed) =>
    form === 'I-485' ? [plan(form, fullI485(seed)), plan(form, fullI485(seed, { overflow: true }))] : form === 'I-589' ? i589Plans(seed) : [plan(form, fullI765(seed))],
  );

const listFields = process.argv.includes('--fields');
for (const form of ['I-485', 'I-765', 'I-589']) {
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
