import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CoreModule, NestPinoLogger, createLogger, exitGracefully, loadConfig, serveMetrics, startTracing } from '@formpath/server-kit';
import { configureGateway } from './configure-gateway.js';
import { GatewayModule } from './gateway.module.js';

// Distributed mode: the gateway alone, reaching auth and analytics over NATS.
const config = loadConfig();
await startTracing('gateway');

@Module({ imports: [CoreModule.forRoot(config, 'gateway'), GatewayModule] })
class GatewayProcessModule {}

const logger = createLogger('gateway', config.LOG_LEVEL);
const app = await NestFactory.create<NestExpressApplication>(GatewayProcessModule, {
  logger: new NestPinoLogger(logger),
  bodyParser: false,
});
configureGateway(app, config);
exitGracefully(app);
// METRICS_PORT, default 9464: Prometheus scrapes it inside the cluster, never through the ingress.
const metricsPort = await serveMetrics(app);
await app.listen(config.PORT, config.HOST ?? '0.0.0.0');
logger.info({ url: config.publicUrl, metricsPort }, 'gateway ready');
