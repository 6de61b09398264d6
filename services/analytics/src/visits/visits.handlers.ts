import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { analyticsSubjects, type visitSchema } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { VisitsService } from './visits.service.js';

@Controller()
export class VisitsHandlers {
  constructor(private readonly visits: VisitsService) {}

  @BusHandler(analyticsSubjects.recordVisit)
  record(@BusPayload() visit: z.output<typeof visitSchema>) {
    return this.visits.record(visit);
  }
}
