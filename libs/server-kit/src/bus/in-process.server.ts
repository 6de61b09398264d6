import { BaseRpcContext, Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { inProcessHub, type InProcessDispatch, type InProcessHub } from './in-process.hub.js';

export class InProcessContext extends BaseRpcContext<[string]> {
  getSubject(): string {
    return this.args[0];
  }
}

// Payloads are JSON round-tripped on the way in and out, so that embedded mode
// cannot depend on anything NATS would not carry.
const serialize = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Nest transport strategy that serves @MessagePattern handlers through the in-process hub. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  private readonly registered: Array<[string, InProcessDispatch]> = [];

  constructor(private readonly hub: InProcessHub = inProcessHub) {
    super();
  }

  listen(callback: () => void): void {
    for (const [subject, handler] of this.messageHandlers) {
      const dispatch: InProcessDispatch = (data, respond) => {
        const ctx = new InProcessContext([subject]);
        void (async () => {
          try {
            const result$ = this.transformToObservable(await handler(serialize(data), ctx));
            this.send(result$, (packet) => respond(serialize(packet) as object));
          } catch (err) {
            respond({ err: serialize(err), isDisposed: true });
          }
        })();
      };
      this.hub.register(subject, dispatch);
      this.registered.push([subject, dispatch]);
    }
    callback();
  }

  close(): void {
    for (const [subject, dispatch] of this.registered) this.hub.unregister(subject, dispatch);
    this.registered.length = 0;
  }

  on(): void {
    // The in-process transport has no connection events.
  }

  unwrap<T>(): T {
    return this.hub as T;
  }
}
