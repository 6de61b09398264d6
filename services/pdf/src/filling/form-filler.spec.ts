import { coverage, planI485, planI765, type CatalogForm, type FillPlan } from '@formpath/forms';
import { fullI485, fullI765, readFilledPdf } from '@formpath/testing';
import { loadCatalog, loadTemplate } from '../templates/form-templates.js';

import { FormFiller } from './form-filler.js';

const fillers = { 'I-485': loadTemplate('I-485').then((t) => new FormFiller(t)), 'I-765': loadTemplate('I-765').then((t) => new FormFiller(t)) };
const exportValue = (form: CatalogForm, field: string) => loadCatalog(form).fields.find((f) => f.name === field)?.exportValues[0];

/** Every value and box of the plan, read back with pdf.js. */
const expectPlanInPdf = async (plan: FillPlan, bytes: Uint8Array) => {
  const pdf = await readFilledPdf(bytes);
  try {
    const catalog = new Map(loadCatalog(plan.form).fields.map((f) => [f.name, f]));
    for (const t of plan.text) {
      const max = catalog.get(t.field)?.maxLength;
      const expected = max && t.value.length > max ? t.value.slice(0, max) : t.value;
      expect({ field: t.field, value: pdf.values.get(t.field) }).toEqual({ field: t.field, value: expected });
    }
    for (const c of plan.checks) expect({ field: c.field, value: pdf.values.get(c.field) }).toEqual({ field: c.field, value: exportValue(plan.form, c.field) });
    for (const e of plan.everyPage) {
      const fields = [...catalog.keys()].filter((n) => e.pattern.test(n));
      expect(fields.length).toBeGreaterThan(0);
      for (const f of fields) expect({ field: f, value: pdf.values.get(f) }).toEqual({ field: f, value: e.value });
    }
    // Boxes the plan does not check stay unchecked.
    const checked = new Set(plan.checks.map((c) => c.field));
    for (const f of catalog.values()) if (f.type === 'checkbox' && !checked.has(f.name)) expect({ field: f.name, value: pdf.values.get(f.name) ?? 'Off' }).toEqual({ field: f.name, value: 'Off' });
    return pdf;
  } catch (e) {
    await pdf.close();
    throw e;
  }
};

/** A field found by what its tooltip asks (on one page), so the map is checked against the form's own words. */
const byQuestion = (form: 'I-485' | 'I-765', page: number, question: RegExp) => {
  const found = loadCatalog(form).fields.filter((f) => f.page === page && question.test(f.label));
  expect({ question: String(question), matches: found.length }).toEqual({ question: String(question), matches: 1 });
  return found[0]?.name as string;
};

describe('filling the official forms', () => {
  it.each([11, 12])('I-485 (seed %i): every mapped value is in its field and every box in its state, read with pdf.js', async (seed) => {
    const data = fullI485(seed);
    const plan = planI485(data);
    const filled = await (await fillers['I-485']).fill(plan);
    const pdf = await expectPlanInPdf(plan, filled.bytes);
    const b = data.biographic_information;
    const at = (page: number, q: RegExp) => pdf.values.get(byQuestion('I-485', page, q));
    expect(at(1, /Current Legal Name.*Family Name/)).toBe(b.full_name.family_name);
    expect(at(1, /Current Legal Name.*Given Name/)).toBe(b.full_name.given_name);
    expect(at(1, /3\. Date of Birth/)).toBe(b.date_of_birth);
    expect(at(2, /\)\. Enter Alien Registration Number \(A\. number\), if any/)).toBe(b.a_number);
    expect(at(2, /Place of Birth\. Enter the city/)).toBe(b.place_of_birth.city);
    expect(at(2, /Country that Issued this Passport/)).toBe(b.passport_issuing_country);
    expect(at(3, /Enter Form I - 94 Arrival-Departure Record Number/)).toBe(b.i_94_number.toUpperCase());
    expect(at(3, /\) 18\. Enter 5-digit Zip Code/)).toBe(b.physical_address.zip_code);
    expect(at(3, /\) 18\. State\. This is a drop-down/)).toBe(b.physical_address.state);
    expect(at(4, /Provide your U\.S\. Social Security Number/)).toBe(b.ssn.replace(/\D/g, ''));
    expect(at(9, /Parent 1's Legal Name\. Enter Family Name/)).toBe(data.parents[0]?.full_name.family_name);
    expect(at(12, /Child 1\. Enter Date of Birth/)).toBe(data.children[0]?.date_of_birth);
    expect(at(13, /Height\. Feet/)).toBe(data.biographic_characteristics.height.feet);
    expect(at(22, /Applicant's Email Address/)).toBe(data.contact.email);
    const sexBox = byQuestion('I-485', 2, b.sex === 'Female' ? /6\. Sex\. Select Female/ : /6\. Sex\. Select Male/);
    expect(pdf.values.get(sexBox)).toBe(b.sex[0]);
    expect(pdf.values.get(byQuestion('I-485', 10, /current marital status\? Select Married/))).toBe('2');
    // The A-number heads every one of the 24 pages.
    expect(loadCatalog('I-485').fields.filter((f) => /AlienNumber\[\d+\]$/.test(f.name) && f.name.includes('.AlienNumber')).every((f) => pdf.values.get(f.name) === b.a_number)).toBe(true);
    expect(pdf.pages).toBe(24);
    await pdf.close();
  });

  it('I-485: what does not fit goes to Part 14 with page, part and item, then to a continuation sheet headed by name and A-number', async () => {
    const data = fullI485(13, { overflow: true });
    const plan = planI485(data);
    const filled = await (await fillers['I-485']).fill(plan);
    expect(filled.continuationSheets).toBeGreaterThan(0);
    const pdf = await expectPlanInPdf(plan, filled.bytes);
    expect(pdf.pages).toBe(24 + filled.continuationSheets);
    const part14 = [0, 1, 2, 3].map((i) => pdf.values.get(`form1[0].#subform[24].P14_Line${i + 2}_AdditionalInfo[0]`) ?? '').join('\n');
    const sheet = await pdf.text(25);
    const everything = `${part14}\n${sheet}`.replace(/\s+/g, ' ');
    expect(pdf.values.get('form1[0].#subform[24].Pt9Line3a_PageNumber[0]')).toBe('1');
    expect(pdf.values.get('form1[0].#subform[24].Pt9Line3b_PartNumber[0]')).toBe('1');
    expect(pdf.values.get('form1[0].#subform[24].Pt9Line3c_ItemNumber[0]')).toBe('2');
    for (const child of data.children.slice(2)) expect(everything).toContain(`Child: ${child.full_name}`);
    for (const prior of data.address_history_5_years.slice(2)) if (prior.country === 'United States') expect(everything).toContain(prior.street);
    expect(sheet).toContain('Continuation sheet 1 of');
    expect(sheet).toContain(data.biographic_information.full_name.family_name);
    expect(sheet.replace(/\s/g, '')).toContain(data.biographic_information.a_number);
    await pdf.close();
  });

  it('I-765: every mapped value, box and the page 7 A-number, read with pdf.js', async () => {
    const data = fullI765(21);
    const plan = planI765(data);
    const filled = await (await fillers['I-765']).fill(plan);
    const pdf = await expectPlanInPdf(plan, filled.bytes);
    const at = (page: number, q: RegExp) => pdf.values.get(byQuestion('I-765', page, q));
    expect(at(1, /Your Full Legal Name\. 1\. A\. Enter Family Name/)).toBe(data.applicant_last_name);
    expect(at(2, /8\. Enter Alien Registration Number/)).toBe(data.alien_registration_number);
    expect(at(3, /16\. Date of Birth/)).toBe(data.date_of_birth);
    expect(at(3, /Enter Form I - 94 Arrival-Departure Record Number/)).toBe(data.i94_number.toUpperCase());
    expect(at(3, /SEVIS/)).toBe(data.sevis_number);
    expect(at(4, /Applicant's Email Address/)).toBe(data.applicant_email);
    expect(pdf.values.get(byQuestion('I-765', 2, data.sex === 'Female' ? /10\. Sex\. Select Female/ : /10\. Sex\. Select Male/))).toBe(data.sex === 'Female' ? 'N' : 'Y');
    expect(at(7, /2\. A\. Number/)).toBe(data.alien_registration_number);
    expect(plan.notOnForm.map((n) => n.path)).toEqual(['father_last_name', 'father_first_name', 'mother_last_name', 'mother_first_name']);
    await pdf.close();
  });

  it('a long answer keeps its field full to the box and goes whole to Part 6 of the I-765', async () => {
    const data = { ...fullI765(22), applicant_email: 'maria.fernanda.de.los.angeles.martinez@example-university.edu', physical_address: { street: '1 Main', apt_suite_floor: '', city: 'Town', state: 'Ontario', zip: '12345' } };
    const filled = await (await fillers['I-765']).fill(planI765(data));
    const pdf = await readFilledPdf(filled.bytes);
    const part6 = [...pdf.values.entries()].filter(([k]) => k.includes('AdditionalInfo')).map(([, v]) => v).join(' ');
    expect(pdf.values.get('form1[0].Page4[0].Pt3Line5_Email[0]')).toBe(data.applicant_email.slice(0, 38));
    expect(part6).toContain("Applicant's Email Address, (if any):");
    // A word longer than the box's line is cut across lines; no character is lost.
    expect(part6.replace(/\s+/g, '')).toContain(data.applicant_email);
    expect(part6).toContain('Ontario');
    await pdf.close();
  });

  it('stays editable by default; a flattened copy has no fields and shows the values as page text', async () => {
    const data = fullI485(14);
    const flat = await (await fillers['I-485']).fill(planI485(data), { flatten: true });
    const pdf = await readFilledPdf(flat.bytes);
    expect(pdf.values.size).toBe(0);
    expect(await pdf.text(1)).toContain(data.biographic_information.full_name.family_name);
    await pdf.close();
  });

  it.each(['I-485', 'I-765'] as const)('every %s catalog field is either written by the map or left empty for a stated reason', (form) => {
    const plans = [1, 2, 3, 4, 5, 6].flatMap((seed) => (form === 'I-485' ? [planI485(fullI485(seed)), planI485(fullI485(seed, { overflow: true }))] : [planI765(fullI765(seed))]));
    const rows = coverage(loadCatalog(form), plans);
    expect(rows.filter((r) => r.status === 'unexplained').map((r) => r.field)).toEqual([]);
    expect(rows.filter((r) => r.status === 'mapped').length).toBeGreaterThan(form === 'I-485' ? 200 : 60);
  });
});
