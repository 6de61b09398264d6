import type { ServiceDatabaseOptions } from '@formpath/persistence';
import { Migration20261121000000_auth_init } from './migrations/Migration20261121000000_auth_init.js';
import { Migration20261123000000_auth_throttle_delays } from './migrations/Migration20261123000000_auth_throttle_delays.js';
import { IdentityEntity, OidcLoginEntity } from './oidc/oidc.entities.js';
import { SessionEntity } from './sessions/session.entity.js';
import { UserEntity } from './users/user.entity.js';

export const authDatabase: ServiceDatabaseOptions = {
  name: 'auth',
  entities: [UserEntity, SessionEntity, IdentityEntity, OidcLoginEntity],
  migrations: [Migration20261121000000_auth_init, Migration20261123000000_auth_throttle_delays],
};
