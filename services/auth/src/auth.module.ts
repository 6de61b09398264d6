import { Module } from '@nestjs/common';
import { DatabaseModule } from '@formpath/persistence';
import { authDatabase } from './auth.database.js';
import { OidcClient } from './oidc/oidc-client.js';
import { OidcHandlers } from './oidc/oidc.handlers.js';
import { OidcService } from './oidc/oidc.service.js';
import { SessionsHandlers } from './sessions/sessions.handlers.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInThrottle } from './throttle/sign-in-throttle.service.js';
import { SignUpThrottle } from './throttle/sign-up-throttle.service.js';
import { ThrottleStore } from './throttle/throttle-store.js';
import { UsersHandlers } from './users/users.handlers.js';
import { UsersService } from './users/users.service.js';

/** Users, password hashing, sessions, OpenID Connect and the admin role; reached over the bus only. */
@Module({
  imports: [DatabaseModule.forService(authDatabase)],
  controllers: [UsersHandlers, SessionsHandlers, OidcHandlers],
  providers: [UsersService, SessionsService, ThrottleStore, SignInThrottle, SignUpThrottle, OidcClient, OidcService],
})
export class AuthModule {}
