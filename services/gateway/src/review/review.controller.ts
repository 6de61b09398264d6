import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { reviewResolveBodySchema, reviewSendBodySchema } from '@formpath/contracts';
import { ZodBody } from '@formpath/server-kit';
import { ReviewGatewayService } from './review-gateway.service.js';

// A missing id is refused after the sign-in check (401 first, as on every route here).
const createBody = z.object({ sessionId: z.string({ error: 'sessionId must be a string' }).max(64).default('') });

/** Share links for attorney review, applicant side (signed in, own applications only). */
@Controller('api/review-links')
export class ReviewController {
  constructor(private readonly review: ReviewGatewayService) {}

  @Post()
  @HttpCode(201)
  create(@Req() req: Request, @Body(new ZodBody(createBody)) body: z.output<typeof createBody>) {
    return this.review.create(req, body.sessionId);
  }

  @Get(':sessionId/status')
  status(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.review.status(req, sessionId);
  }

  @Post(':sessionId/send')
  @HttpCode(200)
  send(@Req() req: Request, @Param('sessionId') sessionId: string, @Body(new ZodBody(reviewSendBodySchema)) body: z.output<typeof reviewSendBodySchema>) {
    return this.review.send(req, sessionId, body);
  }

  @Post(':sessionId/changes/:changeId')
  @HttpCode(200)
  resolve(
    @Req() req: Request,
    @Param('sessionId') sessionId: string,
    @Param('changeId') changeId: string,
    @Body(new ZodBody(reviewResolveBodySchema)) body: z.output<typeof reviewResolveBodySchema>,
  ) {
    return this.review.resolve(req, sessionId, changeId, body.resolution);
  }

  @Get(':sessionId')
  get(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.review.get(req, sessionId);
  }

  @Delete(':sessionId')
  revoke(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.review.revoke(req, sessionId);
  }
}
