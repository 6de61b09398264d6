import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type FormType } from '@formpath/contracts';
import { defaultFormsDir, loadCatalog, templateFile } from '@formpath/forms';
import { OBJECT_STORE, objectKeys, type ObjectStore } from '@formpath/storage';
import { renderPage } from './render-page.js';

// 0.75 of the PDF's points: 459 × 594 px for Letter, sharp enough for a thumbnail, about 60 KB.
const scale = 0.75;

/**
 * Pages of the blank official forms as images for the field guide. Each page is drawn once per
 * template and kept in object storage; a template that is not the catalog's edition is refused.
 */
@Injectable()
export class FormPagesService {
  private readonly pages = new Map<string, Promise<{ key: string }>>();

  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  async page({ formType, page }: { formType: FormType; page: number }): Promise<{ key: string }> {
    const catalog = loadCatalog(formType);
    if (page > catalog.pages) throw new DomainError('FORM_PAGE_NOT_FOUND', `This page of the form does not exist: Form ${formType} has ${catalog.pages} pages.`);
    const key = objectKeys.formPage(formType, catalog.sha256.slice(0, 16), page);
    let made = this.pages.get(key);
    if (!made) {
      made = this.stored(key, () => this.draw(formType, catalog.sha256, page));
      // A failure (no template yet) is tried again on the next request.
      made.catch(() => this.pages.delete(key));
      this.pages.set(key, made);
    }
    return made;
  }

  private async stored(key: string, draw: () => Promise<Buffer>): Promise<{ key: string }> {
    // Listed by its folder: the file store lists folders, S3 any prefix.
    for await (const object of this.store.list(key.slice(0, key.lastIndexOf('/')))) if (object.key === key) return { key };
    await this.store.put(key, await draw());
    return { key };
  }

  private async draw(form: FormType, sha256: string, page: number): Promise<Buffer> {
    const bytes = await readFile(templateFile(form, defaultFormsDir())).catch(() => {
      throw new DomainError('PDF_TEMPLATE_UNAVAILABLE', `The official ${form} form is not available on this server.`);
    });
    if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
      throw new DomainError('PDF_TEMPLATE_UNAVAILABLE', `The ${form} template on this server is not the edition Formpath fills.`);
    }
    return renderPage(new Uint8Array(bytes), page, scale);
  }
}
