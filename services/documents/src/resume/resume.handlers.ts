import { Controller } from '@nestjs/common';
import { applicationSubjects, type SubjectRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { ResumeService } from './resume.service.js';

type Req<K extends keyof typeof applicationSubjects> = SubjectRequest<(typeof applicationSubjects)[K]>;

@Controller()
export class ResumeHandlers {
  constructor(private readonly resume: ResumeService) {}

  @BusHandler(applicationSubjects.latest)
  latest(@BusPayload() input: Req<'latest'>) {
    return this.resume.latest(input);
  }

  @BusHandler(applicationSubjects.setStep)
  setStep(@BusPayload() input: Req<'setStep'>) {
    return this.resume.setStep(input);
  }

  @BusHandler(applicationSubjects.close)
  close(@BusPayload() input: Req<'close'>) {
    return this.resume.close(input);
  }
}
