import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { analyticsSubjects, conversionSchema, visitSchema } from '@formpath/contracts';
import { BusClient, ZodBody } from '@formpath/server-kit';

/** Visit tracking and conversion events (spec 1 §7). */
@Controller('api')
export class AnalyticsController {
  constructor(private readonly bus: BusClient) {}

  @Post('track-visit')
  @HttpCode(201)
  trackVisit(@Body(new ZodBody(visitSchema)) visit: z.output<typeof visitSchema>) {
    return this.bus.request(analyticsSubjects.recordVisit, visit);
  }

  @Post('analytics/conversion')
  @HttpCode(201)
  conversion(@Body(new ZodBody(conversionSchema)) event: z.output<typeof conversionSchema>) {
    return this.bus.request(analyticsSubjects.recordConversion, event);
  }
}
