import { Injectable } from '@nestjs/common';
import type { LatestApplication, WizardStepNumber } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { ApplicationSessionEntity } from '../sessions/application-session.entity.js';
import { toDocumentView } from '../sessions/session-view.js';
import { SessionsService, type Owned } from '../sessions/sessions.service.js';
import { resumeStep } from './wizard-step.js';

/** Resume: the applicant's latest open application and the step they were on. */
@Injectable()
export class ResumeService {
  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    private readonly sessions: SessionsService,
  ) {}

  /** The newest application of this user that is neither closed nor expired, or null. */
  async latest({ userId }: { userId: string }): Promise<LatestApplication> {
    const session = await this.db.em.findOne(
      ApplicationSessionEntity,
      { userId, closedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    if (!session) return { application: null };
    const documents = await this.sessions.documentsWithText(session.id);
    const view = toDocumentView(session, documents, session.id);
    return { application: { ...view, wizardStep: resumeStep(session.status, session.wizardStep, documents.length) } };
  }

  async setStep(input: Owned & { step: WizardStepNumber }): Promise<{ success: true; wizardStep: WizardStepNumber }> {
    const session = await this.sessions.owned(input);
    // Not `updatedAt`: moving between steps changes nothing of the application itself.
    session.wizardStep = String(input.step);
    await this.db.em.flush();
    return { success: true, wizardStep: input.step };
  }

  /**
   * 'Start New Application': the application stays (it can still be opened by its id and expires
   * as usual) but is no longer the one a reload resumes. Idempotent.
   */
  async close(input: Owned): Promise<{ success: true }> {
    const session = await this.sessions.owned(input);
    session.closedAt ??= new Date();
    await this.db.em.flush();
    return { success: true };
  }
}
