import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AsylumGatewayService } from './asylum-gateway.service.js';

/** The asylum guide's API: spec 2 §7 POST /api/asylum/ai-questions, and the applicant's progress and draft I-589. */
@Controller('api/asylum')
export class AsylumController {
  constructor(private readonly asylum: AsylumGatewayService) {}

  @Post('ai-questions')
  @HttpCode(200)
  followUps(@Req() req: Request, @Body() body: unknown) {
    return this.asylum.followUps(req, body);
  }

  @Get('progress')
  progress(@Req() req: Request) {
    return this.asylum.progress(req);
  }

  @Put('progress')
  saveProgress(@Req() req: Request, @Body() body: unknown) {
    return this.asylum.saveProgress(req, body);
  }

  @Delete('progress')
  deleteProgress(@Req() req: Request) {
    return this.asylum.deleteProgress(req);
  }

  @Get('i589')
  draftI589(@Req() req: Request, @Res() res: Response) {
    return this.asylum.draftI589(req, res);
  }
}
