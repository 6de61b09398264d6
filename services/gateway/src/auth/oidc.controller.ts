import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from '@formpath/contracts';
import { GatewayAuthService } from './gateway-auth.service.js';

/**
 * OpenID Connect sign-in ("Quick Start"), at neutral /api/auth/oidc/* paths and at the
 * /api/auth/replit/* paths of the spec.
 */
@Controller(['api/auth/oidc', 'api/auth/replit'])
export class OidcController {
  constructor(private readonly auth: GatewayAuthService) {}

  @Get('config')
  config() {
    return this.auth.oidcConfig();
  }

  @Get('me')
  async me(@Req() req: Request) {
    const user = await this.auth.currentUser(req);
    return { user, isAuthenticated: Boolean(user) };
  }

  /** A browser is redirected to the provider; a script asking for JSON gets the URL. */
  @Get('login')
  async login(@Req() req: Request, @Res() res: Response, @Query('returnTo') returnTo?: string) {
    const redirectUrl = await this.auth.oidcStart(res, returnTo);
    if (req.accepts(['html', 'json']) === 'json') {
      res.json({ success: true, user: null, redirectUrl, message: 'Continue at your identity provider.' });
    } else {
      res.redirect(302, redirectUrl);
    }
  }

  /** The provider sends the browser back here; failures return to the gate with a message. */
  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response) {
    try {
      res.redirect(302, await this.auth.oidcComplete(req, res));
    } catch (err) {
      const message = err instanceof DomainError ? err.message : 'Authentication failed';
      res.redirect(302, `/app?authError=${encodeURIComponent(message)}`);
    }
  }

  @Post('logout')
  @HttpCode(200)
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.signOut(req, res);
  }
}
