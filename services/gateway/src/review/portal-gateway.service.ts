import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError, reviewSubjects, type ReviewPortalView, type ReviewSubmitBody, type ReviewSubmitResult } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { clientKeyOf } from '../auth/client-key.js';

/**
 * The attorney's side, no account: every request names a link token. Lookups are counted per
 * client (IPv4 address or IPv6 /64) before anything is asked, so tokens cannot be guessed at
 * speed; the count is per gateway replica.
 */
@Injectable()
export class PortalGatewayService {
  private readonly lookups: RateLimiterMemory;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bus: BusClient,
  ) {
    this.lookups = new RateLimiterMemory({ points: config.REVIEW_LOOKUPS_PER_MINUTE, duration: 60 });
  }

  async view(req: Request, token: string): Promise<ReviewPortalView> {
    await this.admit(req);
    return this.bus.request(reviewSubjects.portalView, { token });
  }

  async submit(req: Request, token: string, body: ReviewSubmitBody): Promise<ReviewSubmitResult> {
    await this.admit(req);
    return this.bus.request(reviewSubjects.portalSubmit, { token, ...body });
  }

  private async admit(req: Request): Promise<void> {
    try {
      await this.lookups.consume(clientKeyOf(req.ip));
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      throw new DomainError('REVIEW_LOOKUP_RATE_LIMITED', undefined, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
    }
  }
}
