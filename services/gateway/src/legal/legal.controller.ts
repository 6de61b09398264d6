import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LegalGatewayService } from './legal-gateway.service.js';

/** Spec 2 §7: POST /api/legal/explain and /api/legal/guidance/{formType} (signed in; sign-in is checked before the body). */
@Controller('api/legal')
export class LegalController {
  constructor(private readonly legal: LegalGatewayService) {}

  @Post('explain')
  @HttpCode(200)
  explain(@Req() req: Request, @Body() body: unknown) {
    return this.legal.explain(req, body);
  }

  @Post('guidance/:formType')
  @HttpCode(200)
  guidance(@Req() req: Request, @Param('formType') formType: string) {
    return this.legal.guidance(req, formType);
  }
}
