import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { credentialsSchema, type Credentials } from '@formpath/contracts';
import { ZodBody } from '@formpath/server-kit';
import { GatewayAuthService } from './gateway-auth.service.js';

/** Email and password sign-in (spec 1 §7). */
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: GatewayAuthService) {}

  @Get('me')
  me(@Req() req: Request) {
    return this.auth.requireUser(req);
  }

  @Post('signup')
  signUp(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body(new ZodBody(credentialsSchema)) body: Credentials) {
    return this.auth.signUp(req, res, body);
  }

  @Post('signin')
  @HttpCode(200)
  signIn(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body(new ZodBody(credentialsSchema)) body: Credentials) {
    return this.auth.signIn(req, res, body);
  }

  @Post('signout')
  @HttpCode(200)
  signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.signOut(req, res);
  }
}
