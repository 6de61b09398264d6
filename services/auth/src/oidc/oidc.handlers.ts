import { Controller } from '@nestjs/common';
import { authSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import type { Caller } from '../users/users.service.js';
import { OidcService } from './oidc.service.js';

@Controller()
export class OidcHandlers {
  constructor(private readonly oidc: OidcService) {}

  @BusHandler(authSubjects.oidcConfig)
  config() {
    return this.oidc.config();
  }

  @BusHandler(authSubjects.oidcStart)
  start(@BusPayload() input: { returnTo: string }) {
    return this.oidc.start(input.returnTo);
  }

  @BusHandler(authSubjects.oidcComplete)
  complete(@BusPayload() input: { callbackUrl: string; state: string } & Caller) {
    return this.oidc.complete(input);
  }
}
