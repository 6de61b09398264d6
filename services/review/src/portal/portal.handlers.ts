import { Controller } from '@nestjs/common';
import { reviewSubjects, type ReviewSubmitBody } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { PortalService } from './portal.service.js';

@Controller()
export class PortalHandlers {
  constructor(private readonly portal: PortalService) {}

  @BusHandler(reviewSubjects.portalView)
  view(@BusPayload() request: { token: string }) {
    return this.portal.view(request);
  }

  @BusHandler(reviewSubjects.portalSubmit)
  submit(@BusPayload() request: { token: string } & ReviewSubmitBody) {
    return this.portal.submit(request);
  }
}
