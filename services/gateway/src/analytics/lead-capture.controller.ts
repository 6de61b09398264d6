import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { collectEmailSchema, unsubscribeSchema } from '@formpath/contracts';
import { ZodBody } from '@formpath/server-kit';
import { LeadCaptureService } from './lead-capture.service.js';

/** Spec 1 §7 collect-email, and the unsubscribe link's call. */
@Controller('api')
export class LeadCaptureController {
  constructor(private readonly leads: LeadCaptureService) {}

  @Post('collect-email')
  @HttpCode(200)
  collect(@Req() req: Request, @Body(new ZodBody(collectEmailSchema)) input: z.output<typeof collectEmailSchema>) {
    return this.leads.collect(req, input);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@Req() req: Request, @Body(new ZodBody(unsubscribeSchema)) { token }: z.output<typeof unsubscribeSchema>) {
    return this.leads.unsubscribe(req, token);
  }
}
