import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { analyticsSubjects, DomainError, type CollectEmailResult, type collectEmailSchema, type UnsubscribeResult } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { clientKeyOf } from '../auth/client-key.js';

/** Email captures and unsubscribes, counted per client (per gateway replica) so nobody can fill the list at speed. */
@Injectable()
export class LeadCaptureService {
  private readonly attempts: RateLimiterMemory;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bus: BusClient,
  ) {
    this.attempts = new RateLimiterMemory({ points: config.EMAIL_CAPTURES_PER_MINUTE, duration: 60 });
  }

  async collect(req: Request, input: z.output<typeof collectEmailSchema>): Promise<CollectEmailResult> {
    await this.admit(req);
    return this.bus.request(analyticsSubjects.collectEmail, input);
  }

  async unsubscribe(req: Request, token: string): Promise<UnsubscribeResult> {
    await this.admit(req);
    return this.bus.request(analyticsSubjects.unsubscribe, { token });
  }

  private async admit(req: Request): Promise<void> {
    try {
      await this.attempts.consume(clientKeyOf(req.ip));
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      throw new DomainError('EMAIL_CAPTURE_RATE_LIMITED', undefined, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
    }
  }
}
