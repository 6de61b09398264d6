import { Controller } from '@nestjs/common';
import { documentsSubjects, type DocumentsRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  @BusHandler(documentsSubjects.prepareUpload)
  prepareUpload(@BusPayload() input: DocumentsRequest<'prepareUpload'>) {
    return this.sessions.prepareUpload(input);
  }

  @BusHandler(documentsSubjects.registerDocument)
  register(@BusPayload() input: DocumentsRequest<'registerDocument'>) {
    return this.sessions.register(input);
  }

  @BusHandler(documentsSubjects.setFormType)
  setFormType(@BusPayload() input: DocumentsRequest<'setFormType'>) {
    return this.sessions.setFormType(input);
  }

  @BusHandler(documentsSubjects.get)
  get(@BusPayload() input: DocumentsRequest<'get'>) {
    return this.sessions.view(input);
  }

  @BusHandler(documentsSubjects.rawText)
  rawText(@BusPayload() input: DocumentsRequest<'rawText'>) {
    return this.sessions.rawText(input);
  }

  @BusHandler(documentsSubjects.removeDocument)
  remove(@BusPayload() input: DocumentsRequest<'removeDocument'>) {
    return this.sessions.remove(input);
  }

  @BusHandler(documentsSubjects.updateForm)
  updateForm(@BusPayload() input: DocumentsRequest<'updateForm'>) {
    return this.sessions.updateForm(input);
  }
}
