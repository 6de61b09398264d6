import { Injectable } from '@nestjs/common';
import { documentsSubjects } from '@formpath/contracts';
import { BusClient } from '@formpath/server-kit';

/** The documents service owns applications: it answers NOT_FOUND for anyone else's. */
@Injectable()
export class ApplicationOwner {
  constructor(private readonly bus: BusClient) {}

  async assert(userId: string, sessionId: string): Promise<void> {
    await this.bus.request(documentsSubjects.progress, { userId, sessionId });
  }
}
