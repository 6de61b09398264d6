import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { DomainError, type Subject, type SubjectRequest, type SubjectResponse } from '@formpath/contracts';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { busLatency } from '../observability/metrics.js';
import { currentRequestMeta, newRequestId } from '../observability/request-context.js';
import { injectTraceContext } from '../observability/tracing.js';
import { toDomainError } from './bus-errors.js';

export const BUS_TRANSPORT = Symbol('BUS_TRANSPORT');

/** What travels on the bus: the payload and the request's id and trace context. */
export interface BusEnvelope<T = unknown> {
  data: T;
  meta: { requestId: string; trace?: Record<string, string> };
}

/** Typed request/reply over the bus. Every request has a timeout; failures arrive as DomainErrors. */
@Injectable()
export class BusClient implements OnApplicationBootstrap, OnApplicationShutdown {
  // Nest's clients reconnect on the next send: after shutdown a late request (a stream's last
  // poll) would open a new connection that nothing closes.
  private shutDown = false;

  constructor(
    @Inject(BUS_TRANSPORT) private readonly transport: ClientProxy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.transport.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.shutDown = true;
    await this.transport.close();
  }

  async request<S extends Subject>(subject: S, payload: SubjectRequest<S>, timeoutMs = this.config.BUS_TIMEOUT_MS): Promise<SubjectResponse<S>> {
    if (this.shutDown) throw new DomainError('BUS_NO_HANDLER');
    const meta = currentRequestMeta();
    const trace = injectTraceContext() ?? meta?.trace;
    const envelope: BusEnvelope = {
      data: payload,
      meta: { requestId: meta?.requestId ?? newRequestId(), ...(trace ? { trace } : {}) },
    };
    const stop = busLatency.startTimer({ subject: subject.name });
    try {
      const reply = await firstValueFrom(this.transport.send(subject.name, envelope).pipe(timeout(timeoutMs)));
      stop({ outcome: 'ok' });
      return reply as SubjectResponse<S>;
    } catch (err) {
      const domainError = toDomainError(err, subject.name);
      stop({ outcome: domainError.code });
      throw domainError;
    }
  }
}
