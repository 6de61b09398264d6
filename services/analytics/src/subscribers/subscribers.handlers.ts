import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { analyticsSubjects, type collectEmailSchema, type unsubscribeSchema } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { SubscribersService } from './subscribers.service.js';

@Controller()
export class SubscribersHandlers {
  constructor(private readonly subscribers: SubscribersService) {}

  @BusHandler(analyticsSubjects.collectEmail)
  collect(@BusPayload() input: z.output<typeof collectEmailSchema>) {
    return this.subscribers.collect(input);
  }

  @BusHandler(analyticsSubjects.unsubscribe)
  unsubscribe(@BusPayload() { token }: z.output<typeof unsubscribeSchema>) {
    return this.subscribers.unsubscribe(token);
  }
}
