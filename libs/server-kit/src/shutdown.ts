import type { INestApplicationContext } from '@nestjs/common';
import { createLogger } from './observability/logger.js';
import { stopTracing } from './observability/tracing.js';

/**
 * SIGTERM/SIGINT: stop taking work, run every shutdown hook (bus, database), flush traces,
 * exit 0. A hook that hangs cannot keep the process alive past the grace period.
 */
export const exitGracefully = (app: INestApplicationContext, graceMs = 10_000): void => {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    createLogger('process').info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), graceMs).unref();
    await app.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
};
