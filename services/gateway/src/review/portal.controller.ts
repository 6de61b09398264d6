import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { reviewSubmitBodySchema } from '@formpath/contracts';
import { ZodBody } from '@formpath/server-kit';
import { PortalGatewayService } from './portal-gateway.service.js';

/** The attorney review portal's API: the link's token is the only credential. */
@Controller('api/review')
export class PortalController {
  constructor(private readonly portal: PortalGatewayService) {}

  @Get(':token')
  view(@Req() req: Request, @Param('token') token: string) {
    return this.portal.view(req, token);
  }

  @Post(':token')
  @HttpCode(200)
  submit(@Req() req: Request, @Param('token') token: string, @Body(new ZodBody(reviewSubmitBodySchema)) body: z.output<typeof reviewSubmitBodySchema>) {
    return this.portal.submit(req, token, body);
  }
}
