import { Controller } from '@nestjs/common';
import { reviewSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { SendLinkService, type SendRequest } from '../mail/send-link.service.js';
import { LinksService, type Owned } from './links.service.js';

@Controller()
export class LinksHandlers {
  constructor(
    private readonly links: LinksService,
    private readonly sender: SendLinkService,
  ) {}

  @BusHandler(reviewSubjects.createLink)
  create(@BusPayload() request: Owned) {
    return this.links.create(request);
  }

  @BusHandler(reviewSubjects.getLink)
  get(@BusPayload() request: Owned) {
    return this.links.get(request);
  }

  @BusHandler(reviewSubjects.revokeLink)
  revoke(@BusPayload() request: Owned) {
    return this.links.revoke(request);
  }

  @BusHandler(reviewSubjects.sendLink)
  send(@BusPayload() request: SendRequest) {
    return this.sender.send(request);
  }
}
