import type { User, UserRole } from '@formpath/contracts';
import type { UserRecord } from './user.entity.js';

export const toUser = (record: Pick<UserRecord, 'id' | 'email' | 'role' | 'createdAt'>): User => ({
  id: record.id,
  email: record.email ?? null,
  role: record.role as UserRole,
  createdAt: record.createdAt.toISOString(),
});
