import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FormPagesGatewayService } from './form-pages-gateway.service.js';

/** GET /api/forms/{formType}/pages/{page}: a page of the blank official form as a PNG (public, like the form itself). */
@Controller('api/forms')
export class FormPagesController {
  constructor(private readonly pages: FormPagesGatewayService) {}

  @Get(':formType/pages/:page')
  page(@Req() req: Request, @Res() res: Response, @Param('formType') formType: string, @Param('page') page: string, @Query('edition') edition?: string) {
    return this.pages.send(req, res, formType, page, edition);
  }
}
