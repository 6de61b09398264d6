import { Controller } from '@nestjs/common';
import { pdfSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { AsylumDraftService } from './asylum-draft.service.js';

@Controller()
export class AsylumDraftHandlers {
  constructor(private readonly drafts: AsylumDraftService) {}

  @BusHandler(pdfSubjects.asylumDraft)
  draft(@BusPayload() request: { userId: string; answers: Record<string, string>; sessionId: string | null }) {
    return this.drafts.draft(request);
  }
}
