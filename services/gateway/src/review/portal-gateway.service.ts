import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { reviewSubjects, type ReviewPortalView, type ReviewSubmitBody, type ReviewSubmitResult } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { PerClientLimit } from '../http/per-client-limit.js';

/**
 * The attorney's side, no account: every request names a link token. Lookups are counted per
 * client (IPv4 address or IPv6 /64) before anything is asked, so tokens cannot be guessed at
 * speed; the count is per gateway replica.
 */
@Injectable()
export class PortalGatewayService {
  private readonly lookups: PerClientLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bus: BusClient,
  ) {
    this.lookups = new PerClientLimit(config.REVIEW_LOOKUPS_PER_MINUTE, 'REVIEW_LOOKUP_RATE_LIMITED');
  }

  async view(req: Request, token: string): Promise<ReviewPortalView> {
    await this.lookups.admit(req);
    return this.bus.request(reviewSubjects.portalView, { token });
  }

  async submit(req: Request, token: string, body: ReviewSubmitBody): Promise<ReviewSubmitResult> {
    await this.lookups.admit(req);
    return this.bus.request(reviewSubjects.portalSubmit, { token, ...body });
  }
}
