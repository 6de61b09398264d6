import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '@formpath/contracts';
import { defaultFormsDir, templateFile } from '@formpath/forms';
import { FsObjectStore } from '@formpath/storage';
import { FormPagesService } from './form-pages.service.js';

const hasTemplates = existsSync(templateFile('I-765', defaultFormsDir()));
const png = [0x89, 0x50, 0x4e, 0x47];

describe('pages of the blank official forms', () => {
  let dir: string;
  let store: FsObjectStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'form-pages-'));
    store = new FsObjectStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a page the form does not have', async () => {
    await expect(new FormPagesService(store).page({ formType: 'I-765', page: 8 })).rejects.toMatchObject({ code: 'FORM_PAGE_NOT_FOUND' });
    await expect(new FormPagesService(store).page({ formType: 'I-765', page: 8 })).rejects.toBeInstanceOf(DomainError);
  });

  (hasTemplates ? it : it.skip)('draws a page once as a PNG, kept in storage for the next process', async () => {
    const { key } = await new FormPagesService(store).page({ formType: 'I-765', page: 2 });
    const bytes = await store.get(key);
    expect([...bytes.subarray(0, 4)]).toEqual(png);
    expect(bytes.readUInt32BE(16)).toBe(459); // IHDR width: 612 pt at 0.75
    expect(bytes.readUInt32BE(20)).toBe(594);
    // Another instance finds it in storage and draws nothing.
    const put = jest.spyOn(store, 'put');
    expect(await new FormPagesService(store).page({ formType: 'I-765', page: 2 })).toEqual({ key });
    expect(put).not.toHaveBeenCalled();
  });
});
