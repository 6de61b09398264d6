import { Controller, Get, Injectable, Res } from '@nestjs/common';
import type { Response } from 'express';

type Check = () => Promise<void>;

/** Readiness checks that modules register (the database, the bus). */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, Check>();

  register(name: string, check: Check): void {
    this.checks.set(name, check);
  }

  async report() {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const started = performance.now();
        try {
          await check();
          return [name, { status: 'up', ms: Math.round(performance.now() - started) }] as const;
        } catch (err) {
          return [name, { status: 'down', error: (err as Error).message }] as const;
        }
      }),
    );
    const ready = results.every(([, r]) => r.status === 'up');
    return { status: ready ? 'ok' : 'unavailable', ready, uptimeSeconds: Math.round(process.uptime()), checks: Object.fromEntries(results) };
  }
}

@Controller()
export class HealthController {
  constructor(private readonly health: HealthRegistry) {}

  /** Liveness: the process answers. */
  @Get('health/live')
  live() {
    return { status: 'ok' };
  }

  /** Readiness: every dependency answers. */
  @Get(['health', 'health/ready'])
  async ready(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    if (!report.ready) res.status(503);
    return report;
  }
}
