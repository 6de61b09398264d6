import { readFileSync } from 'node:fs';
import { emptyForm, type I485FormData } from '@formpath/contracts';
import { planI485 } from '@formpath/forms';
import { fullI485, readFilledPdf } from '@formpath/testing';
import { FormFiller } from '../filling/form-filler.js';
import { loadTemplate, templateFile } from './form-templates.js';

const template = loadTemplate('I-485');
const familyNameField = 'form1[0].#subform[0].Pt1Line1_FamilyName[0]';
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

const read = async (bytes: Uint8Array) => {
  const pdf = await readFilledPdf(bytes);
  await pdf.close();
  return pdf;
};
const familyNameIn = async (bytes: Uint8Array) => {
  const pdf = await read(bytes);
  return { name: pdf.values.get(familyNameField) ?? '', pages: pdf.pages };
};

describe('filling copies of one parsed template', () => {
  it('keeps fills apart, run together or one after another, and never changes the template', async () => {
    const filler = new FormFiller(await template);
    const [a, b] = [fullI485(41), fullI485(42)];
    const [filledA, filledB] = await Promise.all([filler.fill(planI485(a)), filler.fill(planI485(b))]);
    expect(await familyNameIn(filledA.bytes)).toEqual({ name: a.biographic_information.full_name.family_name, pages: 24 });
    expect(await familyNameIn(filledB.bytes)).toEqual({ name: b.biographic_information.full_name.family_name, pages: 24 });

    // An empty application after two full ones: nothing of theirs is left in the template.
    const plan = planI485(emptyForm('I-485') as I485FormData);
    const planned = new Set([...plan.text, ...plan.checks].map((p) => p.field));
    const blank = (await read(new Uint8Array(readFileSync(templateFile('I-485'))))).values;
    const empty = (await read((await filler.fill(plan)).bytes)).values;
    expect([...empty].filter(([field, value]) => !planned.has(field) && value !== (blank.get(field) ?? ''))).toEqual([]);
    expect(empty.get(familyNameField)).toBe('');
  });

  it('saves a fill as an update appended to the template, and a flattened copy whole', async () => {
    const filler = new FormFiller(await template);
    const plan = planI485(fullI485(43));
    const [first, second, flat] = [await filler.fill(plan), await filler.fill(plan), await filler.fill(plan, { flatten: true })];
    const text = latin1(first.bytes);
    // Two cross-reference sections: the template's, then the update's pointing back to it.
    expect(text.match(/\nxref\n/g)).toHaveLength(2);
    expect(text).toMatch(/trailer\s*<<[^]*\/Prev \d+[^]*>>\s*startxref\s+\d+\s+%%EOF\s*$/);
    // The same plan gives the same bytes; the template's part is shared by every fill.
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(latin1(flat.bytes).match(/\nxref\n/g)).toHaveLength(1);
    expect((await familyNameIn(flat.bytes)).pages).toBe(24);
  });
});
