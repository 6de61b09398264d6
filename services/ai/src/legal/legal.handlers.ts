import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { legalSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { LegalService } from './legal.service.js';

@Controller()
export class LegalHandlers {
  constructor(private readonly legal: LegalService) {}

  @BusHandler(legalSubjects.explain)
  explain(@BusPayload() input: z.output<(typeof legalSubjects.explain)['request']>) {
    return this.legal.explain(input);
  }

  @BusHandler(legalSubjects.guidance)
  guidance(@BusPayload() input: z.output<(typeof legalSubjects.guidance)['request']>) {
    return this.legal.guidance(input);
  }
}
