import { Injectable } from '@nestjs/common';
import { DomainError, type FieldEvidence, type FieldGuide, type FormData as FormModel, type FormType } from '@formpath/contracts';
import { buildFieldGuide, explanations, loadCatalog } from '@formpath/forms';
import { SessionsService } from '../sessions/sessions.service.js';


/** POST /api/documents/{sessionId}/field-guide (spec 2 §7): the guide of the applicant's own application. */
@Injectable()
export class FieldGuideService {
  constructor(private readonly sessions: SessionsService) {}

  async build(input: { userId: string; sessionId: string }): Promise<FieldGuide> {
    const session = await this.sessions.owned(input);
    if (!session.formData) throw new DomainError('FIELD_GUIDE_NOT_READY');
    const form = session.formType as FormType;
    const evidence = (session.extracted as { fields?: Record<string, FieldEvidence> } | null)?.fields ?? {};
    return buildFieldGuide(form, loadCatalog(form), session.formData as unknown as FormModel, evidence, explanations[form]);
  }
}
