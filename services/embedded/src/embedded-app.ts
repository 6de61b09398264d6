import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AiModule } from '@formpath/ai';
import { AnalyticsModule } from '@formpath/analytics';
import { AuthModule } from '@formpath/auth';
import { DocumentsModule } from '@formpath/documents';
import { GatewayModule, configureGateway } from '@formpath/gateway';
import { OcrModule } from '@formpath/ocr';
import { PdfModule } from '@formpath/pdf';
import { ReviewModule } from '@formpath/review';
import { CoreModule, NestPinoLogger, busServerOptions, createLogger, serveMetrics, type AppConfig } from '@formpath/server-kit';

/**
 * Embedded mode: the gateway and every service module in one process, talking over the
 * in-process bus (or NATS, when NATS_URL is set, which the integration suite uses). Metrics are
 * served on METRICS_PORT, by default on a free port (logged): tests and `npm start` run side by side.
 */
export const createEmbeddedApp = async (config: AppConfig): Promise<NestExpressApplication> => {
  @Module({ imports: [CoreModule.forRoot(config, 'formpath'), GatewayModule, AuthModule, AnalyticsModule, DocumentsModule, OcrModule, AiModule, PdfModule, ReviewModule] })
  class EmbeddedModule {}

  const app = await NestFactory.create<NestExpressApplication>(EmbeddedModule, {
    logger: new NestPinoLogger(createLogger('formpath', config.LOG_LEVEL)),
    bodyParser: false,
    // Throw instead of exiting the process, so the caller sees the reason.
    abortOnError: false,
  });
  configureGateway(app, config);
  app.connectMicroservice(busServerOptions(config, 'formpath'));
  await app.startAllMicroservices();
  await serveMetrics(app, 0);
  return app;
};
