/** What a job handler may do while it works: tell the queue it is alive (long OCR). */
export interface JobContext {
  /** 1 on the first delivery. */
  attempt: number;
  heartbeat(): void;
}

export interface JobConsumerOptions<T> {
  /** Durable consumer name: replicas with the same name share the work. */
  name: string;
  subject: string;
  concurrency: number;
  parse(payload: unknown): T;
  handle(job: T, context: JobContext): Promise<void>;
  /** Called once when a job has failed on every allowed delivery; the message is then removed. */
  exhausted(job: T, reason: string): Promise<void>;
}

export interface JobConsumer {
  stop(): Promise<void>;
}

/**
 * Durable work: at-least-once delivery with explicit ack after the handler finished, redelivery
 * when a worker dies or fails (bounded), and de-duplication of publishes by job id.
 * JetStream in distributed mode; an in-process queue with the same rules in embedded mode.
 */
export interface JobQueue {
  publish(subject: string, id: string, payload: unknown): Promise<void>;
  consume<T>(options: JobConsumerOptions<T>): Promise<JobConsumer>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export const errorReason = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);
