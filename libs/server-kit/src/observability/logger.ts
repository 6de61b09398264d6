import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { currentRequestMeta } from './request-context.js';

// Personal data and secrets never reach the logs, whatever a caller passes.
const redact = {
  paths: ['password', '*.password', 'email', '*.email', 'cookie', '*.cookie', 'authorization', '*.authorization', 'sessionId', '*.sessionId', 'token', '*.token'],
  censor: '[redacted]',
};

export const createLogger = (service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger =>
  pino({
    level,
    base: { service },
    redact,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const meta = currentRequestMeta();
      return meta ? { requestId: meta.requestId } : {};
    },
  });

/** Nest's own messages go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  // Nest's own info messages (modules loaded, routes mapped) are start-up chatter: debug level.
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

export const LOGGER = Symbol('LOGGER');
