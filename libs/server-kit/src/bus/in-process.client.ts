import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { inProcessHub, type InProcessHub } from './in-process.hub.js';
import { NO_HANDLER } from './bus-errors.js';

/** Nest client proxy for the in-process hub: same subjects and JSON payloads as NATS. */
export class InProcessClient extends ClientProxy {
  constructor(private readonly hub: InProcessHub = inProcessHub) {
    super();
  }

  async connect(): Promise<void> {
    // Nothing to connect to.
  }

  close(): void {
    // Nothing to close.
  }

  unwrap<T>(): T {
    return this.hub as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const dispatch = this.hub.find(this.normalizePattern(packet.pattern));
    if (!dispatch) {
      // A missing handler fails at once, like NATS' "no responders".
      queueMicrotask(() => callback({ err: NO_HANDLER, isDisposed: true }));
      return () => undefined;
    }
    let disposed = false;
    dispatch(packet.data ?? null, (reply) => {
      if (!disposed) callback(reply as WritePacket);
    });
    return () => {
      disposed = true;
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const dispatch = this.hub.find(this.normalizePattern(packet.pattern));
    dispatch?.(packet.data ?? null, () => undefined);
    return undefined as T;
  }
}
