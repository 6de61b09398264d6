import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { asylumSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { AsylumProgressService } from './asylum-progress.service.js';

type Request<K extends keyof typeof asylumSubjects> = z.output<(typeof asylumSubjects)[K]['request']>;

@Controller()
export class AsylumProgressHandlers {
  constructor(private readonly progress: AsylumProgressService) {}

  @BusHandler(asylumSubjects.getProgress)
  get(@BusPayload() input: Request<'getProgress'>) {
    return this.progress.get(input);
  }

  @BusHandler(asylumSubjects.saveProgress)
  save(@BusPayload() input: Request<'saveProgress'>) {
    return this.progress.save(input);
  }

  @BusHandler(asylumSubjects.deleteProgress)
  delete(@BusPayload() input: Request<'deleteProgress'>) {
    return this.progress.delete(input);
  }
}
