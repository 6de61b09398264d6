import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SignedIn } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import type { UserRecord } from '../users/user.entity.js';
import { toUser } from '../users/user.mapper.js';
import { SessionEntity } from './session.entity.js';

interface SessionRow {
  last_seen_at: string | Date;
  expires_at: string | Date;
  id: string;
  email: string | null;
  role: string;
  created_at: string | Date;
}

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
    const idHash = hashId(sessionId);
    const connection = this.db.em.getConnection();
    // The hot path of every signed-in request: one joined query, no entity hydration.
    const [row] = await connection.execute<SessionRow[]>(
      `select s.last_seen_at, s.expires_at, u.id, u.email, u.role, u.created_at
         from "${this.db.name}"."sessions" s join "${this.db.name}"."users" u on u.id = s.user_id
        where s.id_hash = ?`,
      [idHash],
    );
    if (!row) return null;
    const now = Date.now();
    const idleMs = this.config.SESSION_IDLE_MINUTES * 60_000;
    const lastSeen = new Date(row.last_seen_at).getTime();
    const expiresAt = new Date(row.expires_at);
    if (now >= expiresAt.getTime() || now >= lastSeen + idleMs) {
      await this.db.em.nativeDelete(SessionEntity, { idHash });
      return null;
    }
    if (now - lastSeen > touchAfterMs(idleMs)) await this.db.em.nativeUpdate(SessionEntity, { idHash }, { lastSeenAt: new Date(now) });
    const user = toUser({ id: row.id, email: row.email, role: row.role, createdAt: new Date(row.created_at) });
    return { user, session: { id: sessionId, expiresAt: expiresAt.toISOString() } };
  }

  async revoke(sessionId: string): Promise<{ revoked: boolean }> {
    const removed = await this.db.em.nativeDelete(SessionEntity, { idHash: hashId(sessionId) });
    return { revoked: removed > 0 };
  }
}
