import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { analyticsSubjects, type CollectEmailResult, type collectEmailSchema, type UnsubscribeResult } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { PerClientLimit } from '../http/per-client-limit.js';

/** Email captures and unsubscribes, counted per client so nobody fills the list (or probes links) at speed. */
@Injectable()
export class LeadCaptureService {
  private readonly limit: PerClientLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bus: BusClient,
  ) {
    this.limit = new PerClientLimit(config.EMAIL_CAPTURES_PER_MINUTE, 'EMAIL_CAPTURE_RATE_LIMITED');
  }

  async collect(req: Request, input: z.output<typeof collectEmailSchema>): Promise<CollectEmailResult> {
    await this.limit.admit(req);
    return this.bus.request(analyticsSubjects.collectEmail, input);
  }

  async unsubscribe(req: Request, token: string): Promise<UnsubscribeResult> {
    await this.limit.admit(req);
    return this.bus.request(analyticsSubjects.unsubscribe, { token });
  }
}
