import {
  Catch,
  Injectable,
  SetMetadata,
  UseFilters,
  UseInterceptors,
  applyDecorators,
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type RpcExceptionFilter,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { context as otelContext } from '@opentelemetry/api';
import { DomainError, type Subject } from '@formpath/contracts';
import { Observable, throwError } from 'rxjs';
import { createLogger } from '../observability/logger.js';
import { busHandled } from '../observability/metrics.js';
import { runWithRequestMeta } from '../observability/request-context.js';
import { extractTraceContext } from '../observability/tracing.js';
import { handlerScopes } from './handler-scope.js';
import { toErrorBody } from './bus-errors.js';
import type { BusEnvelope } from './bus.client.js';

const SUBJECT = 'formpath:bus-subject';
const logger = createLogger('bus');

// Handlers still running: shutdown waits for them before closing the database under them.
let inFlight = 0;
export const waitForHandlersIdle = async (timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

/**
 * Validates the payload against the subject's schema, restores the caller's request id and trace
 * context, and runs the handler inside every registered scope (a MikroORM request context).
 */
@Injectable()
export class BusContextInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const subject = this.reflector.get<Subject>(SUBJECT, ctx.getHandler());
    const envelope = ctx.switchToRpc().getData<BusEnvelope>();
    const parsed = subject.request.safeParse(envelope?.data);
    if (!parsed.success) {
      busHandled.inc({ subject: subject.name, outcome: 'VALIDATION_FAILED' });
      const issue = parsed.error.issues[0];
      return throwError(() => new DomainError('VALIDATION_FAILED', issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : undefined));
    }
    envelope.data = parsed.data;
    const meta = envelope.meta ?? { requestId: 'unknown' };
    return new Observable((subscriber) => {
      inFlight += 1;
      let done = false;
      const finish = () => {
        if (!done) {
          done = true;
          inFlight -= 1;
        }
      };
      otelContext.with(extractTraceContext(meta.trace), () =>
        runWithRequestMeta(meta, () =>
          handlerScopes.run(() => {
            next.handle().subscribe({
              next: (v) => subscriber.next(v),
              error: (e) => {
                finish();
                busHandled.inc({ subject: subject.name, outcome: e instanceof DomainError ? e.code : 'INTERNAL' });
                subscriber.error(e);
              },
              complete: () => {
                finish();
                busHandled.inc({ subject: subject.name, outcome: 'ok' });
                subscriber.complete();
              },
            });
          }),
        ),
      );
      return finish;
    });
  }
}

/** Domain errors cross the bus as {code, message}; anything else as INTERNAL, logged where it happened. */
@Catch()
export class BusErrorFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    if (!(exception instanceof DomainError)) logger.error({ err: exception }, 'bus handler failed');
    return throwError(() => toErrorBody(exception));
  }
}

/** Marks a method as the handler of a typed subject. */
export const BusHandler = (subject: Subject) =>
  applyDecorators(
    SetMetadata(SUBJECT, subject),
    MessagePattern(subject.name),
    UseInterceptors(BusContextInterceptor),
    UseFilters(BusErrorFilter),
  );

/** The validated payload of the subject's request. */
export const BusPayload = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToRpc().getData<BusEnvelope>().data);
