import { Module } from '@nestjs/common';
import { BusModule } from '@formpath/server-kit';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { AuthController } from './auth/auth.controller.js';
import { GatewayAuthService } from './auth/gateway-auth.service.js';
import { OidcController } from './auth/oidc.controller.js';
import { RemoteManifestService } from './remotes/remote-manifest.service.js';
import { RemotesController } from './remotes/remotes.controller.js';

/** The only HTTP edge: /api/*, cookies and sessions, the built web app; everything else is asked over the bus. */
@Module({
  imports: [BusModule],
  controllers: [AuthController, OidcController, AnalyticsController, RemotesController],
  providers: [GatewayAuthService, RemoteManifestService],
})
export class GatewayModule {}
