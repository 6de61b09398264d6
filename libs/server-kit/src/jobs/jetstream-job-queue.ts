import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { errorReason, type JobConsumer, type JobConsumerOptions, type JobQueue } from './job-queue.js';

export interface JetStreamQueueOptions {
  servers: string;
  stream: string;
  subjects: string[];
  ackWaitMs: number;
  maxDeliver: number;
  logger: Logger;
}

/**
 * JetStream work queue: one stream with work-queue retention (a message is gone once acked or
 * terminated), durable pull consumers with explicit ack. The delivery bound is ours, not the
 * consumer's, so a job whose worker died on its last try is still reported and removed.
 */
export class JetStreamJobQueue implements JobQueue {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: JetStreamQueueOptions,
  ) {}

  static async connect(options: JetStreamQueueOptions): Promise<JetStreamJobQueue> {
    const nc = await connect({ servers: options.servers.split(','), name: `formpath-jobs-${process.pid}` });
    const jsm = await jetstreamManager(nc);
    const stream = {
      name: options.stream,
      subjects: options.subjects,
      retention: RetentionPolicy.Workqueue,
      duplicate_window: nanos(10 * 60_000),
    };
    await jsm.streams.add(stream).catch(async () => jsm.streams.update(options.stream, stream));
    return new JetStreamJobQueue(nc, jetstream(nc), jsm, options);
  }

  async publish(subject: string, id: string, payload: unknown): Promise<void> {
    await this.js.publish(subject, JSON.stringify(payload), { msgID: id });
  }

  async consume<T>(options: JobConsumerOptions<T>): Promise<JobConsumer> {
    const config = {
      durable_name: options.name,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(this.options.ackWaitMs),
      deliver_policy: DeliverPolicy.All,
      filter_subject: options.subject,
      max_deliver: -1,
    };
    await this.jsm.consumers.add(this.options.stream, config).catch(async () => this.jsm.consumers.update(this.options.stream, options.name, config));
    const consumer = await this.js.consumers.get(this.options.stream, options.name);
    // One pull loop per concurrency slot, one message each: nothing waits in a local buffer
    // while its ack timer runs.
    const loops: Array<{ messages: ConsumerMessages; done: Promise<void> }> = [];
    for (let i = 0; i < options.concurrency; i++) {
      const messages = await consumer.consume({ max_messages: 1 });
      loops.push({ messages, done: this.loop(messages, options) });
    }
    return {
      stop: async () => {
        for (const loop of loops) loop.messages.stop();
        await Promise.all(loops.map((l) => l.done));
      },
    };
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
  }

  private async loop<T>(messages: ConsumerMessages, options: JobConsumerOptions<T>): Promise<void> {
    for await (const msg of messages) await this.handle(msg, options);
  }

  private async handle<T>(msg: JsMsg, options: JobConsumerOptions<T>): Promise<void> {
    let job: T;
    try {
      job = options.parse(msg.json());
    } catch (err) {
      this.options.logger.error({ subject: msg.subject, err: errorReason(err) }, 'malformed job terminated');
      msg.term('malformed');
      return;
    }
    const attempt = msg.info.deliveryCount;
    if (attempt > this.options.maxDeliver) {
      await this.exhaust(msg, options, job, 'it failed on every attempt');
      return;
    }
    const heartbeat = setInterval(() => msg.working(), Math.max(1000, this.options.ackWaitMs / 3));
    try {
      await options.handle(job, { attempt, heartbeat: () => msg.working() });
      clearInterval(heartbeat);
      await msg.ackAck();
    } catch (err) {
      clearInterval(heartbeat);
      this.options.logger.warn({ subject: msg.subject, attempt, err: errorReason(err) }, 'job failed');
      if (attempt >= this.options.maxDeliver) await this.exhaust(msg, options, job, errorReason(err));
      else msg.nak(Math.min(30_000, 1000 * 2 ** (attempt - 1)));
    }
  }

  private async exhaust<T>(msg: JsMsg, options: JobConsumerOptions<T>, job: T, reason: string): Promise<void> {
    try {
      await options.exhausted(job, reason);
      msg.term(reason);
    } catch (err) {
      // Could not record the failure: let JetStream deliver it again later.
      this.options.logger.error({ err: errorReason(err) }, 'could not record an exhausted job');
      msg.nak(5000);
    }
  }
}
