import { errorReason, type JobConsumer, type JobConsumerOptions, type JobQueue } from './job-queue.js';

interface Pending {
  id: string;
  payload: unknown;
  attempt: number;
}

interface Consumer {
  options: JobConsumerOptions<unknown>;
  running: number;
  stopped: boolean;
}

/**
 * Embedded mode's queue, with JetStream's rules: a job is delivered to one consumer, retried
 * after a failure up to `maxDeliver` times, then reported as exhausted and dropped; a publish
 * with an id already queued or running is ignored. Lost on restart: the documents service's
 * sweep re-queues unfinished documents.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly queues = new Map<string, Pending[]>();
  private readonly consumers = new Map<string, Consumer[]>();
  private readonly known = new Set<string>();

  constructor(
    private readonly maxDeliver: number,
    private readonly retryDelayMs = 1000,
  ) {}

  async publish(subject: string, id: string, payload: unknown): Promise<void> {
    if (this.known.has(id)) return;
    this.known.add(id);
    this.queue(subject).push({ id, payload: JSON.parse(JSON.stringify(payload)), attempt: 0 });
    this.pump(subject);
  }

  async consume<T>(options: JobConsumerOptions<T>): Promise<JobConsumer> {
    const consumer: Consumer = { options: options as JobConsumerOptions<unknown>, running: 0, stopped: false };
    const list = this.consumers.get(options.subject) ?? [];
    list.push(consumer);
    this.consumers.set(options.subject, list);
    this.pump(options.subject);
    return {
      stop: async () => {
        consumer.stopped = true;
        while (consumer.running > 0) await new Promise((r) => setTimeout(r, 20));
      },
    };
  }

  async close(): Promise<void> {
    for (const list of this.consumers.values()) for (const c of list) c.stopped = true;
  }

  private queue(subject: string): Pending[] {
    let queue = this.queues.get(subject);
    if (!queue) this.queues.set(subject, (queue = []));
    return queue;
  }

  private pump(subject: string): void {
    const queue = this.queue(subject);
    for (const consumer of this.consumers.get(subject) ?? []) {
      while (!consumer.stopped && consumer.running < consumer.options.concurrency && queue.length > 0) {
        const job = queue.shift() as Pending;
        consumer.running++;
        void this.run(subject, consumer, job).finally(() => {
          consumer.running--;
          this.pump(subject);
        });
      }
    }
  }

  private async run(subject: string, consumer: Consumer, job: Pending): Promise<void> {
    job.attempt++;
    const { options } = consumer;
    let parsed: unknown;
    try {
      parsed = options.parse(job.payload);
    } catch {
      this.known.delete(job.id); // a malformed job is dropped, as JetStream terminates it
      return;
    }
    try {
      await options.handle(parsed, { attempt: job.attempt, heartbeat: () => undefined });
      this.known.delete(job.id);
    } catch (err) {
      if (job.attempt >= this.maxDeliver) {
        this.known.delete(job.id);
        await options.exhausted(parsed, errorReason(err)).catch(() => undefined);
        return;
      }
      setTimeout(() => {
        this.queue(subject).push(job);
        this.pump(subject);
      }, this.retryDelayMs).unref();
    }
  }
}
