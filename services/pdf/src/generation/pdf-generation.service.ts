import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, documentsSubjects, formSchemas, type DocumentView, type FormType, type GeneratedFile } from '@formpath/contracts';
import { planForm, supportedEditions, type SupportedForm } from '@formpath/forms';
import { BusClient } from '@formpath/server-kit';
import { OBJECT_STORE, objectKeys, type ObjectStore } from '@formpath/storage';
import { FormFiller } from '../filling/form-filler.js';
import { createInstructionsPdf } from '../instructions/instructions-pdf.js';
import { FormTemplateError, loadTemplate } from '../templates/form-templates.js';
import { pageCount } from './page-count.js';

/** `I-485_Martinez-Lopez_2026-11-21.pdf`: form, family name in plain letters, date. */
export const downloadName = (form: string, familyName: string, today: Date, suffix = '') => {
  const family = familyName.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Applicant';
  return `${form}_${family}_${today.toISOString().slice(0, 10)}${suffix}.pdf`;
};

const digest = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 20);

/**
 * Fills the applicant's official form and writes filing instructions. Results go to object
 * storage under the application (encrypted like uploads, deleted with it); a result whose
 * inputs have not changed is served from storage instead of being filled again.
 */
@Injectable()
export class PdfGenerationService {
  private readonly fillers = new Map<SupportedForm, Promise<FormFiller>>();

  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async fillForm(request: { userId: string; sessionId: string; flatten: boolean }): Promise<GeneratedFile> {
    const view = await this.application(request);
    const form = view.formType;
    if (!view.formData) throw this.noFormData(form);
    const data = formSchemas[form].parse(view.formData);
    const plan = planForm(form, data);
    const name = downloadName(form, plan.applicant.familyName, new Date(), request.flatten ? '_flattened' : '');
    const key = objectKeys.sessionOutput(view.sessionId, `${form.toLowerCase()}${request.flatten ? '-flat' : ''}`, digest(supportedEditions[form], data));
    const cached = await this.cached(key);
    if (cached) return { key, fileName: name, formType: form, ...cached };
    const filled = await (await this.filler(form)).fill(plan, { flatten: request.flatten });
    return { key, fileName: name, formType: form, ...(await this.save(view.sessionId, key, filled.bytes, filled.continuationSheets)) };
  }

  async instructions(request: { userId: string; sessionId: string }): Promise<GeneratedFile> {
    const view = await this.application(request);
    const form = view.formType;
    if (!view.formData) throw this.noFormData(form);
    const plan = planForm(form, formSchemas[form].parse(view.formData));
    const documents = view.documents.map((d) => ({ fileName: d.fileName, kind: d.kind }));
    const dateOfBirth = String((view.formData['biographic_information'] as Record<string, unknown> | undefined)?.['date_of_birth'] ?? view.formData['date_of_birth'] ?? '');
    const today = new Date();
    const applicant = { familyName: plan.applicant.familyName, givenName: plan.applicant.givenName, aNumber: plan.applicant.aNumber, dateOfBirth };
    const key = objectKeys.sessionOutput(view.sessionId, `instructions-${form.toLowerCase()}`, digest(applicant, documents, today.toISOString().slice(0, 10)));
    const name = downloadName(`${form}_Filing-Instructions`, plan.applicant.familyName, today);
    const cached = await this.cached(key);
    if (cached) return { key, fileName: name, formType: form, ...cached };
    const bytes = await createInstructionsPdf({ formType: form, applicant, documents, today });
    return { key, fileName: name, formType: form, ...(await this.save(view.sessionId, key, bytes, 0)) };
  }

  private application(request: { userId: string; sessionId: string }): Promise<DocumentView> {
    return this.bus.request(documentsSubjects.get, { userId: request.userId, id: request.sessionId });
  }

  private noFormData(form: FormType) {
    const message = form === 'I-485' ? 'No enhanced I-485 form data available. Please go back and process your document.' : 'No I-765 form data available. Please go back and process your document.';
    return new DomainError('PDF_NO_FORM_DATA', message);
  }

  private filler(form: SupportedForm): Promise<FormFiller> {
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

  private async cached(key: string): Promise<{ size: number; pages: number; continuationSheets: number } | undefined> {
    const bytes = await this.store.get(key).catch(() => undefined);
    if (!bytes) return undefined;
    const pages = await pageCount(bytes);
    return { size: bytes.length, pages, continuationSheets: 0 };
  }

  /** Stores the new version and removes the application's older versions of the same file. */
  private async save(sessionId: string, key: string, bytes: Uint8Array, continuationSheets: number) {
    await this.store.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const family = key.replace(/-[0-9a-f]+$/, '-');
    for await (const old of this.store.list(objectKeys.sessionOutputs(sessionId))) {
      if (old.key !== key && old.key.startsWith(family) && /^[0-9a-f]+$/.test(old.key.slice(family.length))) await this.store.delete(old.key);
    }
    return { size: bytes.length, pages: await pageCount(bytes), continuationSheets };
  }
}
