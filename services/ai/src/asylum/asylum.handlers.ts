import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { asylumSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { FollowUpsService } from './follow-ups.service.js';

@Controller()
export class AsylumHandlers {
  constructor(private readonly followUps: FollowUpsService) {}

  @BusHandler(asylumSubjects.followUps)
  ask(@BusPayload() input: z.output<(typeof asylumSubjects.followUps)['request']>) {
    return this.followUps.followUps(input);
  }
}
