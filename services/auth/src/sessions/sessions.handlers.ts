import { Controller } from '@nestjs/common';
import { authSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  @BusHandler(authSubjects.resolveSession)
  resolve(@BusPayload() input: { sessionId: string }) {
    return this.sessions.resolve(input.sessionId);
  }

  @BusHandler(authSubjects.revokeSession)
  revoke(@BusPayload() input: { sessionId: string }) {
    return this.sessions.revoke(input.sessionId);
  }
}
