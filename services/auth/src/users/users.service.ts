import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  isStrongPassword,
  isUuid,
  isValidEmail,
  normalizeEmail,
  type Credentials,
  type SignedIn,
  type UserRole,
} from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { SessionsService } from '../sessions/sessions.service.js';
import { SignInThrottle } from '../throttle/sign-in-throttle.service.js';
import { SignUpThrottle } from '../throttle/sign-up-throttle.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { UserEntity, type UserRecord } from './user.entity.js';

export interface Caller {
  clientKey: string;
  previousSessionId?: string | undefined;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectDatabase('auth') private readonly db: ServiceDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly signInThrottle: SignInThrottle,
    private readonly signUpThrottle: SignUpThrottle,
  ) {}

  async contact(userId: string): Promise<{ email: string | null }> {
    const user = isUuid(userId) ? await this.db.em.findOne(UserEntity, { id: userId }) : null;
    return { email: user?.email ?? null };
  }

  async signUp(input: Credentials & Caller): Promise<SignedIn> {
    if (!isValidEmail(input.email)) throw new DomainError('AUTH_INVALID_EMAIL');
    if (!isStrongPassword(input.password)) throw new DomainError('AUTH_WEAK_PASSWORD');
    // Before the lookup: the taken-email answer must not be free to ask at scale.
    await this.signUpThrottle.admit(input.clientKey);
    const email = normalizeEmail(input.email);
    if (await this.findByEmail(email)) throw new DomainError('AUTH_EMAIL_TAKEN');
    const user = await this.create(email, await hashPassword(input.password));
    return this.sessions.start(user, input.previousSessionId);
  }

  async signIn(input: Credentials & Caller): Promise<SignedIn> {
    if (!isValidEmail(input.email)) throw new DomainError('AUTH_INVALID_EMAIL');
    const email = normalizeEmail(input.email);
    // Checked before hashing: a flood of guesses costs us a counter, not an Argon2 run.
    await this.signInThrottle.admit(email, input.clientKey);
    const user = await this.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      throw new DomainError('AUTH_INVALID_CREDENTIALS');
    }
    await this.signInThrottle.succeeded(email, input.clientKey);
    return this.sessions.start(user, input.previousSessionId);
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.db.em.findOne(UserEntity, { email });
  }

  async create(email: string | null, passwordHash: string | null): Promise<UserRecord> {
    const user = this.db.em.create(UserEntity, {
      id: randomUUID(),
      email,
      passwordHash,
      role: this.roleFor(email),
      createdAt: new Date(),
    });
    await this.db.em.flush();
    return user;
  }

  /** Admins are named in configuration (ADMIN_EMAILS); everyone else is an applicant. */
  private roleFor(email: string | null): UserRole {
    return email && this.config.ADMIN_EMAILS.map(normalizeEmail).includes(email) ? 'admin' : 'user';
  }

}
