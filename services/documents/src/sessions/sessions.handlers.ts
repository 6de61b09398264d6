import { Controller } from '@nestjs/common';
import { documentsSubjects, type SubjectRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { SessionsService } from './sessions.service.js';

type Req<K extends keyof typeof documentsSubjects> = SubjectRequest<(typeof documentsSubjects)[K]>;

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  @BusHandler(documentsSubjects.prepareUpload)
  prepareUpload(@BusPayload() input: Req<'prepareUpload'>) {
    return this.sessions.prepareUpload(input);
  }

  @BusHandler(documentsSubjects.registerDocument)
  register(@BusPayload() input: Req<'registerDocument'>) {
    return this.sessions.register(input);
  }

  @BusHandler(documentsSubjects.setFormType)
  setFormType(@BusPayload() input: Req<'setFormType'>) {
    return this.sessions.setFormType(input);
  }

  @BusHandler(documentsSubjects.get)
  get(@BusPayload() input: Req<'get'>) {
    return this.sessions.view(input);
  }

  @BusHandler(documentsSubjects.rawText)
  rawText(@BusPayload() input: Req<'rawText'>) {
    return this.sessions.rawText(input);
  }

  @BusHandler(documentsSubjects.removeDocument)
  remove(@BusPayload() input: Req<'removeDocument'>) {
    return this.sessions.remove(input);
  }

  @BusHandler(documentsSubjects.updateForm)
  updateForm(@BusPayload() input: Req<'updateForm'>) {
    return this.sessions.updateForm(input);
  }
}
