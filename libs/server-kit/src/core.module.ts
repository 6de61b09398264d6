import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config.js';
import { HealthController, HealthRegistry } from './http/health.js';
import { MetricsServer } from './http/metrics-server.js';
import { LOGGER, createLogger } from './observability/logger.js';

/** What every process has: configuration, the JSON logger, /health, and /metrics on its own port (`serveMetrics`). */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, serviceName: string): DynamicModule {
    return {
      module: CoreModule,
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: createLogger(serviceName, config.LOG_LEVEL) },
        HealthRegistry,
        MetricsServer,
      ],
      exports: [APP_CONFIG, LOGGER, HealthRegistry, MetricsServer],
    };
  }
}
