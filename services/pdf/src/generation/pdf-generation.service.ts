import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, documentsSubjects, formSchemas, type GeneratedFile } from '@formpath/contracts';
import { planForm, stripAccents, supportedEditions, type SupportedForm } from '@formpath/forms';
import { BusClient } from '@formpath/server-kit';
import { OBJECT_STORE, objectKeys, type ObjectStore } from '@formpath/storage';
import { FormFiller } from '../filling/form-filler.js';
import { createInstructionsPdf } from '../instructions/instructions-pdf.js';
import { FormTemplateError, loadCatalog, loadTemplate } from '../templates/form-templates.js';

/** `I-485_Martinez-Lopez_2026-11-21.pdf`: form, family name in plain letters, date. */
export const downloadName = (form: string, familyName: string, today: Date, suffix = '') => {
  const family = stripAccents(familyName).replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Applicant';
  return `${form}_${family}_${today.toISOString().slice(0, 10)}${suffix}.pdf`;
};

const digest = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 20);

interface Output {
  name: string;
  version: string;
  make: () => Promise<{ bytes: Uint8Array; pages: number }>;
}

/**
 * Fills the applicant's official form and writes filing instructions. Results go to object
 * storage under the application (encrypted like uploads, deleted with it). A key names the
 * output, a digest of its inputs and its page count, so an unchanged result is found by
 * listing the application's outputs, without reading or parsing it again.
 */
@Injectable()
export class PdfGenerationService {
  private readonly fillers = new Map<SupportedForm, Promise<FormFiller>>();

  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async fillForm(request: { userId: string; sessionId: string; flatten: boolean }): Promise<GeneratedFile> {
    const { sessionId, form, data, plan } = await this.planned(request);
    const fileName = downloadName(form, plan.applicant.familyName, new Date(), request.flatten ? '_flattened' : '');
    const output = await this.output(sessionId, {
      name: `${form.toLowerCase()}${request.flatten ? '-flat' : ''}`,
      version: digest(supportedEditions[form], data),
      make: async () => (await this.filler(form)).fill(plan, { flatten: request.flatten }),
    });
    return { ...output, fileName, formType: form, continuationSheets: output.pages - loadCatalog(form).pages };
  }

  async instructions(request: { userId: string; sessionId: string }): Promise<GeneratedFile> {
    const { sessionId, form, plan, view } = await this.planned(request);
    const today = new Date();
    const documents = view.documents.map((d) => ({ fileName: d.fileName, kind: d.kind }));
    const output = await this.output(sessionId, {
      name: `instructions-${form.toLowerCase()}`,
      version: digest(plan.applicant, documents, today.toISOString().slice(0, 10)),
      make: () => createInstructionsPdf({ formType: form, applicant: plan.applicant, documents, today }),
    });
    return { ...output, fileName: downloadName(`${form}_Filing-Instructions`, plan.applicant.familyName, today), formType: form, continuationSheets: 0 };
  }

  /** The owner's application (404 for anyone else) with its form data planned on the current edition. */
  private async planned(request: { userId: string; sessionId: string }) {
    const view = await this.bus.request(documentsSubjects.get, { userId: request.userId, id: request.sessionId });
    const form = view.formType;
    if (!view.formData) {
      throw new DomainError(
        'PDF_NO_FORM_DATA',
        form === 'I-485' ? 'No enhanced I-485 form data available. Please go back and process your document.' : 'No I-765 form data available. Please go back and process your document.',
      );
    }
    const data = formSchemas[form].parse(view.formData);
    return { view, sessionId: view.sessionId, form, data, plan: planForm(form, data) };
  }

  /** The stored output of these inputs, made and stored when missing; older versions of it are removed. */
  private async output(sessionId: string, o: Output): Promise<{ key: string; pages: number }> {
    const stale: string[] = [];
    for await (const { key } of this.store.list(objectKeys.sessionOutputs(sessionId))) {
      const [, name, version, pages] = key.match(/\/([a-z0-9-]+)-([0-9a-f]{20})-(\d+)$/) ?? [];
      if (name !== o.name) continue;
      if (version === o.version) return { key, pages: Number(pages) };
      stale.push(key);
    }
    const made = await o.make();
    const key = objectKeys.sessionOutput(sessionId, o.name, o.version, made.pages);
    await this.store.put(key, Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength));
    for (const old of stale) await this.store.delete(old);
    return { key, pages: made.pages };
  }

  private async filler(form: SupportedForm): Promise<FormFiller> {
    let filler = this.fillers.get(form);
    if (!filler) {
      filler = loadTemplate(form).then((t) => new FormFiller(t));
      // A missing template is not cached: it may be fetched while the service runs.
      filler.catch(() => this.fillers.delete(form));
      this.fillers.set(form, filler);
    }
    return filler.catch((err: unknown) => {
      throw err instanceof FormTemplateError ? new DomainError('PDF_TEMPLATE_UNAVAILABLE', err.message) : err;
    });
  }
}
