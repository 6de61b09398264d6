import type { Observable } from 'rxjs';

export interface InProcessPacket {
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

export type InProcessDispatch = (data: unknown, respond: (packet: InProcessPacket) => void) => void;

/**
 * The in-process stand-in for the broker: subject -> the handler registered by the server,
 * which JSON round-trips what it receives and what it answers.
 */
export class InProcessHub {
  private readonly handlers = new Map<string, InProcessDispatch>();

  register(subject: string, dispatch: InProcessDispatch): void {
    this.handlers.set(subject, dispatch);
  }

  unregister(subject: string, dispatch: InProcessDispatch): void {
    if (this.handlers.get(subject) === dispatch) this.handlers.delete(subject);
  }

  find(subject: string): InProcessDispatch | undefined {
    return this.handlers.get(subject);
  }
}

/** One hub per process, like one broker per cluster. */
export const inProcessHub = new InProcessHub();

export type ResponseStream = Observable<unknown>;
