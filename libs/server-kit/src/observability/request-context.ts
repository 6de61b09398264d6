import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows a request from the HTTP edge across the bus: its id and the trace context. */
export interface RequestMeta {
  requestId: string;
  trace?: Record<string, string>;
}

const storage = new AsyncLocalStorage<RequestMeta>();

export const runWithRequestMeta = <T>(meta: RequestMeta, fn: () => T): T => storage.run(meta, fn);
export const currentRequestMeta = (): RequestMeta | undefined => storage.getStore();
export const newRequestId = (): string => randomUUID();
