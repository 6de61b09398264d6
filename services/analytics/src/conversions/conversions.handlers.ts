import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { analyticsSubjects, type conversionSchema } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { ConversionsService } from './conversions.service.js';

@Controller()
export class ConversionsHandlers {
  constructor(private readonly conversions: ConversionsService) {}

  @BusHandler(analyticsSubjects.recordConversion)
  record(@BusPayload() input: z.output<typeof conversionSchema>) {
    return this.conversions.record(input);
  }
}
