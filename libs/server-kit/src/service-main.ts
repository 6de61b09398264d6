import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplication, Type } from '@nestjs/common';
import { busServerOptions } from './bus/bus.module.js';
import type { AppConfig } from './config.js';
import { NestPinoLogger, createLogger } from './observability/logger.js';
import { startTracing, stopTracing } from './observability/tracing.js';

/**
 * Distributed mode: one process per service, its handlers on the bus in the service's queue
 * group, and a small HTTP listener for /health and /metrics.
 */
export const runService = async (name: string, module: Type, config: AppConfig): Promise<INestApplication> => {
  await startTracing(name);
  const logger = createLogger(name, config.LOG_LEVEL);
  const app = await NestFactory.create(module, { logger: new NestPinoLogger(logger) });
  app.connectMicroservice(busServerOptions(config, name));
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(config.PORT, config.HOST ?? '0.0.0.0');
  logger.info({ port: config.PORT }, `${name} ready`);
  process.once('beforeExit', () => void stopTracing());
  return app;
};
