import { Controller } from '@nestjs/common';
import { authSubjects, type Credentials } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { UsersService, type Caller } from './users.service.js';

@Controller()
export class UsersHandlers {
  constructor(private readonly users: UsersService) {}

  @BusHandler(authSubjects.signUp)
  signUp(@BusPayload() input: Credentials & Caller) {
    return this.users.signUp(input);
  }

  @BusHandler(authSubjects.contact)
  contact(@BusPayload() input: { userId: string }) {
    return this.users.contact(input.userId);
  }

  @BusHandler(authSubjects.signIn)
  signIn(@BusPayload() input: Credentials & Caller) {
    return this.users.signIn(input);
  }
}
