import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplication, Type } from '@nestjs/common';
import { busServerOptions } from './bus/bus.module.js';
import type { AppConfig } from './config.js';
import { applyHttpTimeouts } from './http/http-timeouts.js';
import { serveMetrics } from './http/metrics-server.js';
import { NestPinoLogger, createLogger } from './observability/logger.js';
import { startTracing } from './observability/tracing.js';
import { exitGracefully } from './shutdown.js';

/**
 * Distributed mode: one process per service, its handlers on the bus in the service's queue
 * group, a small HTTP listener for /health on PORT, and /metrics on METRICS_PORT (default 9464:
 * several processes on one machine each need their own).
 */
export const runService = async (name: string, module: Type, config: AppConfig): Promise<INestApplication> => {
  await startTracing(name);
  const logger = createLogger(name, config.LOG_LEVEL);
  const app = await NestFactory.create(module, { logger: new NestPinoLogger(logger) });
  app.connectMicroservice(busServerOptions(config, name));
  await app.startAllMicroservices();
  applyHttpTimeouts(app.getHttpServer());
  const metricsPort = await serveMetrics(app);
  await app.listen(config.PORT, config.HOST ?? '0.0.0.0');
  logger.info({ port: config.PORT, metricsPort }, `${name} ready`);
  exitGracefully(app);
  return app;
};
