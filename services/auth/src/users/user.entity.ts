import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().nullable(),
    passwordHash: p.string().nullable(),
    role: p.string(),
    createdAt: p.datetime(),
  },
});
export type UserRecord = InferEntity<typeof UserEntity>;
