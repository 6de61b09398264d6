import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { formTypes, wizardStepBodySchema } from '@formpath/contracts';
import { ZodBody } from '@formpath/server-kit';
import { DocumentsGatewayService } from './documents-gateway.service.js';
import { PdfDownloadsService } from './pdf-downloads.service.js';
import { UploadService } from './upload.service.js';

const formType = z.enum(formTypes, { message: 'formType must be I-485 or I-765' });
const formTypeBody = z.object({ formType });
const processBody = z.object({ formType: formType.optional() });
const formBody = z.record(z.string(), z.unknown());

/** Documents API of spec 1 §7. */
@Controller('api/documents')
export class DocumentsController {
  constructor(
    private readonly uploads: UploadService,
    private readonly documents: DocumentsGatewayService,
    private readonly pdf: PdfDownloadsService,
  ) {}

  /** Resume: the latest open application with its step. Before `GET :id`, which would take 'latest' for an id. */
  @Get('latest')
  latest(@Req() req: Request) {
    return this.documents.latest(req);
  }

  @Post('upload')
  @HttpCode(201)
  upload(@Req() req: Request) {
    return this.uploads.upload(req);
  }

  @Post(':sessionId/form-type')
  @HttpCode(200)
  formType(@Req() req: Request, @Param('sessionId') sessionId: string, @Body(new ZodBody(formTypeBody)) body: z.output<typeof formTypeBody>) {
    return this.documents.setFormType(req, sessionId, body.formType);
  }

  @Post(':sessionId/process')
  @HttpCode(200)
  process(@Req() req: Request, @Param('sessionId') sessionId: string, @Body(new ZodBody(processBody)) body: z.output<typeof processBody>) {
    return this.documents.process(req, sessionId, body.formType);
  }

  @Post(':sessionId/field-guide')
  @HttpCode(200)
  fieldGuide(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.documents.fieldGuide(req, sessionId);
  }

  @Get(':sessionId/raw-text')
  rawText(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.documents.rawText(req, sessionId);
  }

  @Get(':sessionId/events')
  events(@Req() req: Request, @Res() res: Response, @Param('sessionId') sessionId: string) {
    return this.documents.events(req, res, sessionId);
  }

  /** Resume: the wizard step the applicant is on. */
  @Put(':sessionId/step')
  setStep(@Req() req: Request, @Param('sessionId') sessionId: string, @Body(new ZodBody(wizardStepBodySchema)) body: z.output<typeof wizardStepBodySchema>) {
    return this.documents.setStep(req, sessionId, body.step);
  }

  /** 'Start New Application': this application is no longer the one a reload resumes. */
  @Post(':sessionId/close')
  @HttpCode(200)
  close(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.documents.close(req, sessionId);
  }

  @Put(':sessionId/form')
  updateForm(@Req() req: Request, @Param('sessionId') sessionId: string, @Body(new ZodBody(formBody)) body: Record<string, unknown>) {
    return this.documents.updateForm(req, sessionId, body);
  }

  @Post(':sessionId/generate-pdf')
  @HttpCode(200)
  generatePdf(@Req() req: Request, @Param('sessionId') sessionId: string) {
    return this.pdf.generate(req, sessionId);
  }

  /** The filled official form; `?flatten=true` for a copy whose fields can no longer be edited. */
  @Get(':sessionId/download-pdf')
  downloadPdf(@Req() req: Request, @Res() res: Response, @Param('sessionId') sessionId: string, @Query('flatten') flatten?: string) {
    return this.pdf.downloadForm(req, res, sessionId, flatten === 'true' || flatten === '1');
  }

  @Get(':sessionId/instructions-pdf')
  instructionsPdf(@Req() req: Request, @Res() res: Response, @Param('sessionId') sessionId: string) {
    return this.pdf.downloadInstructions(req, res, sessionId);
  }

  @Delete(':documentId')
  remove(@Req() req: Request, @Param('documentId') documentId: string) {
    return this.documents.remove(req, documentId);
  }

  @Get(':id')
  get(@Req() req: Request, @Param('id') id: string) {
    return this.documents.get(req, id);
  }
}
