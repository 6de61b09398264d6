import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, documentsSubjects, formSchemas, type AsylumDraftFile, type AsylumDraftFollowUp } from '@formpath/contracts';
import { draftEditions, i589FromAnswers, loadCatalog, planI589, type AsylumDocuments } from '@formpath/forms';
import { BusClient } from '@formpath/server-kit';
import { OBJECT_STORE, objectKeys, type ObjectStore } from '@formpath/storage';
import { FormFiller } from '../filling/form-filler.js';
import { downloadName } from '../generation/pdf-generation.service.js';
import { FormTemplateError, loadTemplate } from '../templates/form-templates.js';

/** Printed in the top margin of every page of the draft, continuation sheets included. */
export const draftMarking = 'DRAFT prepared with Formpath — review it with a lawyer or accredited representative before you sign or file';

const outputName = 'i-589-draft';

export interface AsylumDraftInput {
  userId: string;
  answers: Record<string, string>;
  sessionId: string | null;
  followUps?: readonly AsylumDraftFollowUp[];
}

/**
 * The draft Form I-589 of a user, from their asylum questionnaire answers and, when they name an
 * application of theirs, the form data read from its documents. Stored encrypted under the
 * user's own folder; a user keeps one draft: a new one replaces the last, and the same answers
 * on the same day find the stored copy. `deleteDrafts` removes them all (the draft holds the
 * applicant's whole story).
 */
@Injectable()
export class AsylumDraftService {
  private template?: Promise<FormFiller>;

  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async draft(request: AsylumDraftInput): Promise<AsylumDraftFile> {
    const formData = request.sessionId ? await this.formData(request.userId, request.sessionId) : null;
    const today = new Date();
    const data = i589FromAnswers(request.answers, formData, today);
    const followUps = request.followUps ?? [];
    const plan = planI589(data, followUps);
    // The day counts: Part C question 5 (more than a year since arrival) and the file name depend on it.
    const version = createHash('sha256')
      .update(JSON.stringify([draftEditions['I-589'], draftMarking, data, followUps, today.toISOString().slice(0, 10)]))
      .digest('hex')
      .slice(0, 20);
    const fileName = downloadName('I-589_DRAFT', plan.applicant.familyName, today);

    const stale: string[] = [];
    for (const key of await this.draftKeys(request.userId)) {
      const [, name, stored, pages] = key.match(/\/([a-z0-9-]+)-([0-9a-f]{20})-(\d+)$/) ?? [];
      if (name !== outputName) continue;
      if (stored === version) {
        // Its continuation sheets are the pages past the form's own.
        return { key, fileName, pages: Number(pages), continuationSheets: Math.max(0, Number(pages) - loadCatalog('I-589').pages) };
      }
      stale.push(key);
    }
    const filled = await (await this.filler()).fill(plan, { marking: draftMarking });
    const key = objectKeys.userDraft(request.userId, outputName, version, filled.pages);
    await this.store.put(key, Buffer.from(filled.bytes.buffer, filled.bytes.byteOffset, filled.bytes.byteLength));
    for (const old of stale) await this.store.delete(old);
    return { key, fileName, pages: filled.pages, continuationSheets: filled.continuationSheets };
  }

  /** Deletes every draft of the user; returns how many there were. */
  async deleteDrafts(userId: string): Promise<{ deleted: number }> {
    const keys = await this.draftKeys(userId);
    for (const key of keys) await this.store.delete(key);
    return { deleted: keys.length };
  }

  /** The keys in the user's own drafts folder. An S3 listing matches by text, so "drafts/user-1" would also list "drafts/user-10/…". */
  private async draftKeys(userId: string): Promise<string[]> {
    const folder = `${objectKeys.userDrafts(userId)}/`;
    const keys: string[] = [];
    for await (const { key } of this.store.list(objectKeys.userDrafts(userId))) if (key.startsWith(folder)) keys.push(key);
    return keys;
  }

  /** The named application's form data, when it has any (404 for an application of someone else). */
  private async formData(userId: string, sessionId: string): Promise<AsylumDocuments | null> {
    const view = await this.bus.request(documentsSubjects.get, { userId, id: sessionId });
    if (!view.formData) return null;
    // Documents only fill what the answers leave blank: data that no longer reads as its form is left out, not an error.
    const parsed = formSchemas[view.formType].safeParse(view.formData);
    return parsed.success ? parsed.data : null;
  }

  private filler(): Promise<FormFiller> {
    if (!this.template) {
      const made = loadTemplate('I-589').then((t) => new FormFiller(t));
      // A missing template is not cached: it may be fetched while the service runs.
      made.catch(() => (this.template = undefined));
      this.template = made;
    }
    return this.template.catch((err: unknown) => {
      throw err instanceof FormTemplateError ? new DomainError('PDF_TEMPLATE_UNAVAILABLE', err.message) : err;
    });
  }
}
