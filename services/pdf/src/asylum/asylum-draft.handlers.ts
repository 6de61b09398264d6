import { Controller } from '@nestjs/common';
import { pdfSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { AsylumDraftService, type AsylumDraftInput } from './asylum-draft.service.js';

@Controller()
export class AsylumDraftHandlers {
  constructor(private readonly drafts: AsylumDraftService) {}

  @BusHandler(pdfSubjects.asylumDraft)
  draft(@BusPayload() request: AsylumDraftInput) {
    return this.drafts.draft(request);
  }

  @BusHandler(pdfSubjects.deleteAsylumDrafts)
  deleteDrafts(@BusPayload() request: { userId: string }) {
    return this.drafts.deleteDrafts(request.userId);
  }
}
