import { Module } from '@nestjs/common';
import { BusModule } from '@formpath/server-kit';
import { StorageModule } from '@formpath/storage';
import { AsylumController } from './asylum/asylum.controller.js';
import { AsylumGatewayService } from './asylum/asylum-gateway.service.js';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { LeadCaptureController } from './analytics/lead-capture.controller.js';
import { FormPagesController } from './forms/form-pages.controller.js';
import { FormPagesGatewayService } from './forms/form-pages-gateway.service.js';
import { LegalController } from './legal/legal.controller.js';
import { LegalGatewayService } from './legal/legal-gateway.service.js';
import { LeadCaptureService } from './analytics/lead-capture.service.js';
import { DocumentsController } from './documents/documents.controller.js';
import { DocumentsGatewayService } from './documents/documents-gateway.service.js';
import { PdfDownloadsService } from './documents/pdf-downloads.service.js';
import { PdfInspector } from './documents/pdf-inspector.js';
import { UploadService } from './documents/upload.service.js';
import { AuthController } from './auth/auth.controller.js';
import { GatewayAuthService } from './auth/gateway-auth.service.js';
import { OidcController } from './auth/oidc.controller.js';
import { RemoteManifestService } from './remotes/remote-manifest.service.js';
import { RemotesController } from './remotes/remotes.controller.js';
import { PortalController } from './review/portal.controller.js';
import { PortalGatewayService } from './review/portal-gateway.service.js';
import { ReviewController } from './review/review.controller.js';
import { ReviewGatewayService } from './review/review-gateway.service.js';
import { SiteConfigController } from './site/site-config.controller.js';

/** The only HTTP edge: /api/*, cookies and sessions, the built web app; everything else is asked over the bus. */
@Module({
  imports: [BusModule, StorageModule],
  controllers: [AuthController, OidcController, AnalyticsController, LeadCaptureController, LegalController, FormPagesController, RemotesController, DocumentsController, SiteConfigController, ReviewController, PortalController, AsylumController],
  providers: [GatewayAuthService, RemoteManifestService, UploadService, DocumentsGatewayService, PdfDownloadsService, PdfInspector, ReviewGatewayService, PortalGatewayService, LeadCaptureService, LegalGatewayService, FormPagesGatewayService, AsylumGatewayService],
})
export class GatewayModule {}
