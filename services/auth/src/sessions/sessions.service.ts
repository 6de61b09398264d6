import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SignedIn } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { UserEntity, type UserRecord } from '../users/user.entity.js';
import { toUser } from '../users/user.mapper.js';
import { SessionEntity } from './session.entity.js';

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

// Writing last-seen on every request would turn every page view into a database write:
// once a minute at most (sooner for very short idle limits).
const touchAfterMs = (idleMs: number) => Math.min(60_000, idleMs / 4);

@Injectable()
export class SessionsService {
  constructor(
    @InjectDatabase('auth') private readonly db: ServiceDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new random id (256 bits) at every sign-in; the browser's previous session ends. */
  async start(user: UserRecord, previousSessionId?: string): Promise<SignedIn> {
    if (previousSessionId) await this.revoke(previousSessionId);
    const id = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
    this.db.em.create(SessionEntity, { idHash: hashId(id), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt });
    await this.db.em.flush();
    return { user: toUser(user), session: { id, expiresAt: expiresAt.toISOString() } };
  }

  /** The session's user, or null when it is unknown, idle too long or past its absolute expiry. */
  async resolve(sessionId: string): Promise<SignedIn | null> {
    const em = this.db.em;
    const session = await em.findOne(SessionEntity, { idHash: hashId(sessionId) });
    if (!session) return null;
    const now = Date.now();
    const idleMs = this.config.SESSION_IDLE_MINUTES * 60_000;
    const idleUntil = session.lastSeenAt.getTime() + idleMs;
    if (now >= session.expiresAt.getTime() || now >= idleUntil) {
      await em.remove(session).flush();
      return null;
    }
    const user = await em.findOne(UserEntity, { id: session.userId });
    if (!user) {
      await em.remove(session).flush();
      return null;
    }
    if (now - session.lastSeenAt.getTime() > touchAfterMs(idleMs)) {
      session.lastSeenAt = new Date(now);
      await em.flush();
    }
    return { user: toUser(user), session: { id: sessionId, expiresAt: session.expiresAt.toISOString() } };
  }

  async revoke(sessionId: string): Promise<{ revoked: boolean }> {
    const removed = await this.db.em.nativeDelete(SessionEntity, { idHash: hashId(sessionId) });
    return { revoked: removed > 0 };
  }
}
