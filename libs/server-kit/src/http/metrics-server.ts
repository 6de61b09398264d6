import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type INestApplicationContext, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../observability/logger.js';
import { metricsRegistry } from '../observability/metrics.js';

/** The port Prometheus scrapes in distributed mode (the chart's ServiceMonitor), when METRICS_PORT is unset. */
export const DEFAULT_METRICS_PORT = 9464;

/**
 * Prometheus text on its own port, never on the public one: the metrics name every route and
 * bus subject, which is nobody's business outside the cluster. Nothing else is served there.
 */
@Injectable()
export class MetricsServer implements OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Listens on METRICS_PORT, else on `fallbackPort` (0: a free port); resolves with the port. */
  async listen(fallbackPort: number): Promise<number> {
    if (this.server) return this.port;
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      metricsRegistry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
        (err: unknown) => {
          this.logger.error({ err: (err as Error).stack }, 'metrics collection failed');
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics collection failed\n');
        },
      );
    });
    // A scraper sends a small GET; anything slower is not one.
    server.headersTimeout = 5_000;
    server.requestTimeout = 10_000;
    const port = this.config.METRICS_PORT ?? fallbackPort;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(err.code === 'EADDRINUSE' ? new Error(`METRICS_PORT ${port} is in use: give each process on this machine its own METRICS_PORT (0 picks a free one)`) : err),
      );
      server.listen(port, this.config.HOST, () => resolve());
    });
    this.server = server;
    this.logger.info({ port: this.port }, 'metrics listening');
    return this.port;
  }

  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

/** Starts the metrics listener of a process; it closes with the app. */
export const serveMetrics = (app: INestApplicationContext, fallbackPort = DEFAULT_METRICS_PORT): Promise<number> =>
  app.get(MetricsServer).listen(fallbackPort);
