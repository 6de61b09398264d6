import { formDate, fullName } from '../../formats.js';
import { createPersona } from '../../persona.js';
import { Rng } from '../../random.js';
import { readFilledPdf } from '../../read-filled-pdf.js';
import { renderPdf } from '../../render.js';
import { birthDevelopment5 } from './civil-birth5.development.js';
import { birthDevelopment6 } from './civil-birth6.development.js';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
const families = [...birthDevelopment5, ...birthDevelopment6];

describe('birth certificate development families (parents, children)', () => {
  it('have their own ids, all birth certificates', () => {
    expect(new Set(families.map((f) => f.id)).size).toBe(families.length);
    for (const f of families) expect(f.kind).toBe('birth_certificate');
  });

  for (const family of families) {
    it(`${family.id}: truth lists the parents' facts the page prints, and no one else's`, async () => {
      for (let seed = 21; seed <= 32; seed++) {
        const p = createPersona(seed);
        const rng = new Rng(seed * 31 + 7);
        const spec = family.build(p, rng);
        const bytes = await renderPdf(spec.blocks, rng.pick(spec.styles), rng);
        const pdf = await readFilledPdf(bytes);
        let text = '';
        for (let n = 1; n <= pdf.pages; n++) text += ` ${await pdf.text(n)}`;
        await pdf.close();
        const page = norm(text);
        const truth = spec.truth['I-485'];
        const own = 'biographic_information.full_name.family_name' in truth;
        if (!own) {
          // A child's record: the child's row only, and the child's name on the page.
          expect(Object.keys(truth).every((k) => k.startsWith('children.0.'))).toBe(true);
          for (const w of fullName(p.child.name).split(' ')) expect(page).toContain(norm(w));
          continue;
        }
        // The parents' names are printed, word by word.
        for (const k of ['parents.0.full_name.family_name', 'parents.0.full_name.given_name', 'parents.1.full_name.family_name', 'parents.1.full_name.given_name']) {
          expect(page).toContain(norm(truth[k] as string));
        }
        // A parent's date of birth is expected only when the page prints it (a full date, not an age or a year).
        for (const [k, dob] of [['parents.0.date_of_birth', p.fatherBirth.dob], ['parents.1.date_of_birth', p.motherBirth.dob]] as const) {
          if (truth[k]) expect(truth[k]).toBe(formDate(dob));
          else expect(page).not.toContain(formDate(dob));
        }
        // A parent's country of birth is expected only with a place of birth ("natural de" a town alone is not one).
        for (const k of ['parents.0.country_of_birth', 'parents.1.country_of_birth']) if (truth[k]) expect(page).toContain(norm(truth[k] as string));
        // The officials and witnesses are never the parents.
        for (const other of [p.others.registrar, p.others.translator]) {
          expect(fullName(other)).not.toBe(fullName(p.father));
          expect(fullName(other)).not.toBe(fullName(p.mother));
        }
      }
    });
  }
});
