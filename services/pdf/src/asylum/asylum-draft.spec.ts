import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { documentsSubjects, pdfSubjects, type I485FormData } from '@formpath/contracts';
import { coverage, defaultFormsDir, i589FromAnswers, loadCatalog, planI589, sampleAsylumAnswers, templateFile, type FillPlan } from '@formpath/forms';
import type { BusClient } from '@formpath/server-kit';
import { createObjectStore, ObjectNotFoundError, type EncryptedObjectStore, type ObjectStore, type StoredObject } from '@formpath/storage';
import { fullI485, fullI765, readFilledPdf } from '@formpath/testing';
import { FormFiller } from '../filling/form-filler.js';
import { loadTemplate } from '../templates/form-templates.js';
import { AsylumDraftHandlers } from './asylum-draft.handlers.js';
import { AsylumDraftService, draftMarking } from './asylum-draft.service.js';

const hasTemplate = existsSync(templateFile('I-589', defaultFormsDir()));
const catalog = new Map(loadCatalog('I-589').fields.map((f) => [f.name, f]));
const today = new Date(Date.UTC(2026, 0, 15));

/** The synthetic applicants of the coverage report (deploy/scripts/form-coverage.mjs): every row of the form used. */
const coveragePlans = (): FillPlan[] =>
  [1, 2, 3, 4, 5, 6].flatMap((seed) => {
    const docs = fullI485(seed, { overflow: true });
    const full: I485FormData = {
      ...docs,
      // More children than the form's six rows, each with a middle name and an A-Number.
      children: [...docs.children, ...docs.children].map((c, i) => ({
        ...c,
        full_name: c.full_name.split(' ').length > 2 ? c.full_name : c.full_name.replace(' ', ' Rosa '),
        a_number: c.a_number || `A${200000000 + seed * 100 + i}`,
      })),
      address_history_5_years: docs.address_history_5_years.map((h) => ({ ...h, state: h.state || 'Francisco Morazan' })),
    };
    // The answers name the documents' family, so the documents are read as the applicant's.
    const family_name = docs.biographic_information.full_name.family_name;
    const i765 = fullI765(seed);
    return [
      planI589(i589FromAnswers(sampleAsylumAnswers(seed), null, today)),
      planI589(i589FromAnswers({ ...sampleAsylumAnswers(seed, { long: true }), family_name: fullI485(seed).biographic_information.full_name.family_name }, fullI485(seed), today)),
      planI589(i589FromAnswers({ ...sampleAsylumAnswers(seed), family_name, marital_status: 'married', spouse_name: '', children: '' }, full, today)),
      planI589(i589FromAnswers({ ...sampleAsylumAnswers(seed), family_name: i765.applicant_last_name }, i765, today)),
    ];
  });

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text drawn inside a box of a page (pdf.js, by position): a continuation sheet's own words, not the form's. */
const textIn = async (bytes: Uint8Array, pageNumber: number, [x0, y0, x1, y1]: number[]) => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(pageNumber);
    const items = (await page.getTextContent()).items.filter((i) => 'str' in i && 'transform' in i) as Array<{ str: string; transform: number[] }>;
    return items
      .filter((i) => (i.transform[4] as number) >= (x0 as number) && (i.transform[4] as number) <= (x1 as number) && (i.transform[5] as number) >= (y0 as number) && (i.transform[5] as number) <= (y1 as number))
      .map((i) => i.str)
      .join(' ');
  } finally {
    await task.destroy();
  }
};

describe('the I-589 draft map', () => {
  it('explains every I-589 field it does not fill: 0 unexplained', () => {
    const rows = coverage(loadCatalog('I-589'), coveragePlans());
    expect(rows.filter((r) => r.status === 'unexplained').map((r) => r.field)).toEqual([]);
    expect(rows.filter((r) => r.status === 'mapped').length).toBeGreaterThan(150);
  });

  it('places every value at the page, part and item printed beside its field', () => {
    for (const plan of coveragePlans()) {
      for (const p of [...plan.text, ...plan.checks]) {
        const f = catalog.get(p.field);
        expect({ field: p.field, ref: p.ref }).toEqual({ field: p.field, ref: { page: f?.page, part: f?.printedPart, item: f?.printedItem ?? '' } });
      }
    }
  });
});

(hasTemplate ? describe : describe.skip)('filling the official I-589 as a draft', () => {
  const filler = hasTemplate ? loadTemplate('I-589').then((t) => new FormFiller(t)) : Promise.reject(new Error('no template'));
  filler.catch(() => undefined);

  it('writes every planned value and box, read back field by field with pdf.js, and marks every page as a draft', async () => {
    const docs = fullI485(7, { overflow: true });
    const answers: Record<string, string> = { ...sampleAsylumAnswers(7), family_name: docs.biographic_information.full_name.family_name, marital_status: 'married', spouse_name: '', children: '' };
    const data = i589FromAnswers(answers, docs, today);
    const plan = planI589(data);
    const filled = await (await filler).fill(plan, { marking: draftMarking });
    const pdf = await readFilledPdf(filled.bytes);
    try {
      for (const t of plan.text) {
        const max = catalog.get(t.field)?.maxLength;
        const value = pdf.values.get(t.field) ?? '';
        // A narrative shows what fits, then says where it continues.
        if (t.continues) expect({ field: t.field, starts: words(t.value).startsWith(words(value.replace(/\(Continued in Supplement B: .*\)$/, ''))) }).toEqual({ field: t.field, starts: true });
        else expect({ field: t.field, value }).toEqual({ field: t.field, value: max && t.value.length > max ? t.value.slice(0, max) : t.value });
      }
      for (const c of plan.checks) expect({ field: c.field, value: pdf.values.get(c.field) }).toEqual({ field: c.field, value: catalog.get(c.field)?.exportValues[0] });
      const checked = new Set(plan.checks.map((c) => c.field));
      for (const f of catalog.values()) if (f.type === 'checkbox' && !checked.has(f.name)) expect({ field: f.name, value: pdf.values.get(f.name) ?? 'Off' }).toEqual({ field: f.name, value: 'Off' });

      // Checked against the form's own words (tooltips), not the map's field names.
      const at = (page: number, question: RegExp) => {
        const found = [...catalog.values()].filter((f) => f.page === page && question.test(f.label));
        expect({ question: String(question), matches: found.length }).toEqual({ question: String(question), matches: 1 });
        return pdf.values.get(found[0]?.name as string);
      };
      const you = data.applicant;
      expect(at(1, /1\. Enter Alien Registration Number/)).toBe(docs.biographic_information.a_number);
      expect(at(1, /4\. Enter Complete Last Name/)).toBe(answers.family_name);
      expect(at(1, /5\. Enter First Name/)).toBe(answers.given_name);
      expect(at(1, /12\. Enter Date of Birth/)).toBe(you.date_of_birth);
      expect(at(1, /13\. Enter City and Country Birth/)).toBe(`${answers.city_of_birth}, ${answers.country_of_birth}`);
      expect(at(1, /19\. C\. Entry 1 \(most recent\)\. Enter Place/)).toBe(answers.place_of_last_arrival);
      expect(at(1, /21\. Enter Passport Number/)).toBe(docs.biographic_information.passport_number);
      expect(at(2, /Your Spouse\. 5\. Enter Complete Last Name/)).toBe(data.spouse.family_name);
      expect(at(2, /Child 1\. Enter Date of Birth/)).toBe(docs.children[0]?.date_of_birth);
      expect(at(12, /Supplement B.*Enter Alien Registration Number/)).toBe(docs.biographic_information.a_number);
      expect(pdf.values.get(`form1[0].#subform[0].PartALine9Sex[${answers.gender === 'male' ? 0 : 1}]`)).toBe(answers.gender === 'male' ? 'M' : 'F');

      // The draft line heads every page, continuation sheets included, above every field.
      expect(pdf.pages).toBe(12 + filled.continuationSheets);
      const task = getDocument({ data: filled.bytes.slice(), verbosity: 0 });
      const doc = await task.promise;
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const line = (await page.getTextContent()).items.find((i) => 'str' in i && i.str === draftMarking);
        expect({ page: n, marked: Boolean(line) }).toEqual({ page: n, marked: true });
        const y = line && 'transform' in line ? (line.transform[5] as number) : 0;
        const topOfFields = Math.max(...(await page.getAnnotations()).map((a: { rect: number[] }) => a.rect[3] as number), 0);
        expect({ page: n, clear: y > topOfFields && y < (page.view[3] as number) }).toEqual({ page: n, clear: true });
      }
      await task.destroy();
    } finally {
      await pdf.close();
    }
  });

  it('continues a long narrative on Supplement B continuation sheets, whole and in order', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `Sentence ${i + 1} of what happened to me and my family in ${2000 + i}.`).join(' ');
    const answers = { family_name: 'Nguyen', given_name: 'Minh', past_harm: 'yes', past_harm_details: long, fear_of_return: 'yes', fear_details: 'I fear the same men.' };
    const plan = planI589(i589FromAnswers(answers, null, today));
    const filled = await (await filler).fill(plan, { marking: draftMarking });
    expect(filled.continuationSheets).toBeGreaterThan(0);
    const pdf = await readFilledPdf(filled.bytes);
    try {
      const box = pdf.values.get('form1[0].#subform[5].#subform[6].TextField14[0]') ?? '';
      expect(box).toMatch(/\(Continued in Supplement B: Part B, Question 1\.A\.\)$/);
      // Supplement B (page 12) and the sheets after it name Part B, question 1.A, and hold the rest.
      expect(pdf.values.get('form1[0].#subform[13].TextField31[0]')).toBe('B');
      expect(pdf.values.get('form1[0].#subform[13].TextField31[1]')).toBe('1.A');
      expect(pdf.values.get('form1[0].#subform[13].SupBApplicantName[0]')).toBe('Nguyen, Minh');
      const textBox = catalog.get('form1[0].#subform[13].TextField32[0]')?.rect ?? [];
      const sheets = [];
      for (let n = 13; n <= pdf.pages; n++) {
        expect(await pdf.text(n)).toContain(`Continuation sheet ${n - 12} of ${filled.continuationSheets}: Form I-589 (edition 01/20/25), Supplement B`);
        expect(await textIn(filled.bytes, n, catalog.get('form1[0].#subform[13].TextField31[1]')?.rect ?? [])).toBe('1.A');
        sheets.push(await textIn(filled.bytes, n, textBox));
      }
      const written = words([box.replace(/\(Continued in .*\)$/, ''), pdf.values.get('form1[0].#subform[13].TextField32[0]') ?? '', ...sheets].join(' '));
      // Every sentence, once and in order; the short answer stays in its own box.
      let from = 0;
      for (let i = 1; i <= 200; i++) {
        const at = written.indexOf(`Sentence ${i} of what happened`, from);
        expect({ sentence: i, found: at >= from }).toEqual({ sentence: i, found: true });
        from = at;
      }
      expect(pdf.values.get('form1[0].#subform[5].#subform[6].TextField15[0]')).toBe('I fear the same men.');
    } finally {
      await pdf.close();
    }
  });

  it('puts the follow-up answers on Supplement B after Part B and before Part C, whole and in order', async () => {
    const story = Array.from({ length: 120 }, (_, i) => `Story sentence ${i + 1} about the night they came.`).join(' ');
    const followUps = [
      { question: 'When did the threats start?', answer: Array.from({ length: 150 }, (_, i) => `Follow-up sentence ${i + 1} about the threats.`).join(' ') },
      { question: '¿Quién más lo vio?', answer: 'Mi vecina, la señora Núñez.' },
    ];
    const answers = { family_name: 'Nguyen', given_name: 'Minh', past_harm: 'yes', past_harm_details: story, applied_before: 'yes', applied_before_details: 'Part C sentence. '.repeat(200) };
    const plan = planI589(i589FromAnswers(answers, null, today), followUps);
    const filled = await (await filler).fill(plan, { marking: draftMarking });
    const pdf = await readFilledPdf(filled.bytes);
    try {
      // Supplement B's own box (page 12), then every continuation sheet, each with its Part box.
      const blocks = [{ part: pdf.values.get('form1[0].#subform[13].TextField31[0]') ?? '', text: pdf.values.get('form1[0].#subform[13].TextField32[0]') ?? '' }];
      for (let n = 13; n <= pdf.pages; n++) {
        blocks.push({
          part: await textIn(filled.bytes, n, catalog.get('form1[0].#subform[13].TextField31[0]')?.rect ?? []),
          text: await textIn(filled.bytes, n, catalog.get('form1[0].#subform[13].TextField32[0]')?.rect ?? []),
        });
      }
      const all = words(blocks.map((b) => b.text).join(' '));
      const at = (text: string) => all.indexOf(words(text));
      // The heading, every question and answer whole and in order.
      expect(at('Answers to follow-up questions')).toBeGreaterThan(-1);
      expect(at('Q: When did the threats start?')).toBeGreaterThan(at('Answers to follow-up questions'));
      let from = at('Q: When did the threats start?');
      for (let i = 1; i <= 150; i++) {
        const found = all.indexOf(`Follow-up sentence ${i} about the threats.`, from);
        expect({ sentence: i, found: found > from }).toEqual({ sentence: i, found: true });
        from = found;
      }
      expect(at('Q: ¿Quién más lo vio? A: Mi vecina, la señora Núñez.')).toBeGreaterThan(from);
      // After the end of Part B's story, before Part C's continuation.
      expect(at('Story sentence 120 about the night they came.')).toBeGreaterThan(-1);
      expect(at('Story sentence 120 about the night they came.')).toBeLessThan(at('Answers to follow-up questions'));
      expect(at('Part C sentence.')).toBeGreaterThan(at('Q: ¿Quién más lo vio?'));
      // Their blocks say Part B; long answers go on over continuation sheets.
      const followUpBlocks = blocks.filter((b) => /Follow-up sentence|follow-up questions|Quién/.test(b.text));
      expect(followUpBlocks.length).toBeGreaterThan(1);
      expect(followUpBlocks.every((b) => b.part === 'B')).toBe(true);
    } finally {
      await pdf.close();
    }
  });

  describe('the pdf.asylum.draft service', () => {
    let dir: string;
    let store: EncryptedObjectStore;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'asylum-draft-'));
      // The project's store: encrypted at rest, on the filesystem under DATA_DIR/objects.
      store = createObjectStore({ DATA_DIR: dir, production: false, S3_BUCKET: 'unused', S3_REGION: 'unused' });
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    const sessionId = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const busWith = (formData: unknown) => {
      const request = jest.fn(async (subject: { name: string }, payload: unknown) => {
        expect(subject.name).toBe(documentsSubjects.get.name);
        expect(payload).toEqual({ userId: 'user-1', id: sessionId });
        return { sessionId, formType: 'I-485', formData, documents: [] };
      });
      return { bus: { request } as unknown as BusClient, request };
    };
    const keysUnder = async (s: ObjectStore, prefix: string) => {
      const keys: string[] = [];
      for await (const o of s.list(prefix)) keys.push(o.key);
      return keys.sort();
    };

    it('fills from the answers and the application’s documents, stores it encrypted, and keeps one draft per user', async () => {
      const docs = fullI485(8);
      docs.biographic_information.full_name.family_name = 'MARTINEZ LOPEZ';
      const { bus, request } = busWith(docs);
      const service = new AsylumDraftService(bus, store);
      const answers = { family_name: 'Martínez López', given_name: 'Ana', past_harm: 'no' };
      const first = await service.draft({ userId: 'user-1', answers, sessionId });
      expect(request).toHaveBeenCalledTimes(1);
      expect(first).toEqual({ key: expect.stringMatching(/^drafts\/user-1\/i-589-draft-[0-9a-f]{20}-12$/), fileName: `I-589_DRAFT_Martinez-Lopez_${new Date().toISOString().slice(0, 10)}.pdf`, pages: 12, continuationSheets: 0 });
      // At rest the bytes are sealed, not a PDF; the store opens them into the PDF.
      const raw = await readFile(join(dir, 'objects', ...first.key.split('/')));
      expect(raw.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
      expect(raw.includes(Buffer.from('Martínez López'))).toBe(false);
      const opened = await store.get(first.key);
      expect(opened.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdf = await readFilledPdf(new Uint8Array(opened));
      // The answers' name, the documents' A-Number.
      expect(pdf.values.get('form1[0].#subform[0].PtAILine4_LastName[0]')).toBe('Martínez López');
      expect(pdf.values.get('form1[0].#subform[0].PtAILine1_ANumber[0]')).toBe(docs.biographic_information.a_number);
      expect(await pdf.text(1)).toContain(draftMarking);
      await pdf.close();

      // The same answers again: the stored draft, not made again.
      const put = jest.spyOn(store, 'put');
      expect(await service.draft({ userId: 'user-1', answers, sessionId })).toEqual(first);
      expect(put).not.toHaveBeenCalled();
      put.mockRestore();

      // New answers: a new draft, and the old one removed.
      const second = await service.draft({ userId: 'user-1', answers: { ...answers, past_harm: 'yes' }, sessionId: null });
      expect(second.key).not.toBe(first.key);
      expect(request).toHaveBeenCalledTimes(2);
      expect(await keysUnder(store, 'drafts/user-1')).toEqual([second.key]);
      // New follow-up answers make a new draft too.
      const third = await service.draft({ userId: 'user-1', answers: { ...answers, past_harm: 'yes' }, sessionId: null, followUps: [{ question: 'When?', answer: 'In 2022.' }] });
      expect(third.key).not.toBe(second.key);
      expect(await keysUnder(store, 'drafts/user-1')).toEqual([third.key]);
      // Another user's drafts are theirs.
      const other = await new AsylumDraftService(busWith(null).bus, store).draft({ userId: 'user-2', answers, sessionId: null });
      expect(other.key.startsWith('drafts/user-2/')).toBe(true);
      expect(await keysUnder(store, 'drafts/user-1')).toEqual([third.key]);
    });

    it('leaves out the documents of an application when they name another family', async () => {
      const docs = fullI485(8);
      docs.biographic_information.full_name.family_name = 'Okafor';
      const service = new AsylumDraftService(busWith(docs).bus, store);
      const file = await service.draft({ userId: 'user-1', answers: { family_name: 'Haile', given_name: 'Dawit' }, sessionId });
      const pdf = await readFilledPdf(new Uint8Array(await store.get(file.key)));
      try {
        expect(pdf.values.get('form1[0].#subform[0].PtAILine4_LastName[0]')).toBe('Haile');
        expect(pdf.values.get('form1[0].#subform[0].PtAILine1_ANumber[0]') ?? '').toBe('');
        expect(pdf.values.get('form1[0].#subform[0].PtAILine8_StreetNumandName[0]') ?? '').toBe('');
        expect(pdf.values.get('form1[0].#subform[0].TextField5[1]') ?? '').toBe('');
      } finally {
        await pdf.close();
      }
    });

    it('puts the follow-up answers sent with the request in the stored draft', async () => {
      const service = new AsylumDraftService(busWith(null).bus, store);
      const followUps = [{ question: 'What did the men say to you?', answer: 'That they would come back for my son.' }];
      const file = await service.draft({ userId: 'user-1', answers: { family_name: 'Haile', past_harm: 'yes', past_harm_details: 'They came at night.' }, sessionId: null, followUps });
      const pdf = await readFilledPdf(new Uint8Array(await store.get(file.key)));
      try {
        expect(words(pdf.values.get('form1[0].#subform[13].TextField32[0]') ?? '')).toBe('Answers to follow-up questions Q: What did the men say to you? A: That they would come back for my son.');
        expect(pdf.values.get('form1[0].#subform[13].TextField31[0]')).toBe('B');
      } finally {
        await pdf.close();
      }
    });

    it('drafts from the answers alone when the application has no form data yet', async () => {
      const service = new AsylumDraftService(busWith(null).bus, store);
      const file = await service.draft({ userId: 'user-1', answers: { family_name: 'Haile' }, sessionId });
      expect(file.fileName).toMatch(/^I-589_DRAFT_Haile_\d{4}-\d{2}-\d{2}\.pdf$/);
    });

    it('deletes every draft of a user on pdf.asylum.delete-drafts, and no one else’s', async () => {
      const service = new AsylumDraftService(busWith(null).bus, store);
      const handlers = new AsylumDraftHandlers(service);
      const mine = await service.draft({ userId: 'user-1', answers: { family_name: 'Haile' }, sessionId: null });
      await store.put('drafts/user-1/older-copy', Buffer.from('an older draft'));
      const theirs = await service.draft({ userId: 'user-10', answers: { family_name: 'Nguyen' }, sessionId: null });
      expect(await handlers.deleteDrafts({ userId: 'user-1' })).toEqual({ deleted: 2 });
      await expect(store.get(mine.key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await keysUnder(store, 'drafts/user-1')).toEqual([]);
      expect(await keysUnder(store, 'drafts/user-10')).toEqual([theirs.key]);
      // Nothing left: nothing to delete, not an error.
      expect(await handlers.deleteDrafts({ userId: 'user-1' })).toEqual({ deleted: 0 });
      // The handler answers the contract's subject.
      expect(pdfSubjects.deleteAsylumDrafts.name).toBe('pdf.asylum.delete-drafts');
      expect(Reflect.getMetadata('formpath:bus-subject', AsylumDraftHandlers.prototype.deleteDrafts)).toBe(pdfSubjects.deleteAsylumDrafts);
      expect(pdfSubjects.deleteAsylumDrafts.request.parse({ userId: 'user-1' })).toEqual({ userId: 'user-1' });
      expect(pdfSubjects.deleteAsylumDrafts.response.parse({ deleted: 2 })).toEqual({ deleted: 2 });
    });

    it('keeps to the user’s own folder where a listing matches by text (S3: "drafts/user-1" also lists "drafts/user-10/…")', async () => {
      const objects = new Map<string, Buffer>();
      const textPrefixStore: ObjectStore = {
        put: async (key, body) => void objects.set(key, body),
        get: async (key) => objects.get(key) ?? Promise.reject(new ObjectNotFoundError(key)),
        delete: async (key) => void objects.delete(key),
        async *list(prefix): AsyncIterable<StoredObject> {
          for (const key of [...objects.keys()].sort()) if (key.startsWith(prefix)) yield { key, lastModified: new Date() };
        },
      };
      const service = new AsylumDraftService(busWith(null).bus, textPrefixStore);
      const theirs = await service.draft({ userId: 'user-10', answers: { family_name: 'Nguyen' }, sessionId: null });
      // A new draft of user-1 replaces only user-1's.
      await service.draft({ userId: 'user-1', answers: { family_name: 'Haile' }, sessionId: null });
      const mine = await service.draft({ userId: 'user-1', answers: { family_name: 'Haile', past_harm: 'no' }, sessionId: null });
      expect([...objects.keys()].sort()).toEqual([mine.key, theirs.key].sort());
      expect(await service.deleteDrafts('user-1')).toEqual({ deleted: 1 });
      expect([...objects.keys()]).toEqual([theirs.key]);
    });
  });
});
