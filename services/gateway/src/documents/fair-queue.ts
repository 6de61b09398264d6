import { DomainError } from '@formpath/contracts';

/**
 * Runs tasks at most `concurrency` at a time, taking users in turn and at most `perUser` of one
 * user's at once, so one user's many (or costly) files never starve another's. A user may have
 * at most `maxWaiting` tasks waiting; past that the task is refused with UPLOAD_BUSY.
 */
export class FairQueue {
  // Insertion order is the turn order: a user who is served moves to the back.
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly running = new Map<string, number>();
  private active = 0;

  constructor(
    private readonly concurrency: number,
    private readonly perUser: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(user: string, task: () => Promise<T>): Promise<T> {
    await this.admit(user);
    try {
      return await task();
    } finally {
      this.active--;
      this.running.set(user, (this.running.get(user) ?? 1) - 1);
      if (!this.running.get(user)) this.running.delete(user);
      this.next();
    }
  }

  private admit(user: string): Promise<void> {
    if (!this.waiting.has(user) && this.mayStart(user)) {
      this.start(user);
      return Promise.resolve();
    }
    const queue = this.waiting.get(user) ?? [];
    if (queue.length >= this.maxWaiting) return Promise.reject(new DomainError('UPLOAD_BUSY'));
    this.waiting.set(user, queue);
    return new Promise((resolve) => queue.push(resolve));
  }

  private next(): void {
    for (const [user, queue] of [...this.waiting]) {
      if (this.active >= this.concurrency) return;
      if (!this.mayStart(user)) continue;
      const resolve = queue.shift();
      this.waiting.delete(user);
      if (queue.length) this.waiting.set(user, queue);
      this.start(user);
      resolve?.();
    }
  }

  private mayStart(user: string): boolean {
    return this.active < this.concurrency && (this.running.get(user) ?? 0) < this.perUser;
  }

  private start(user: string): void {
    this.active++;
    this.running.set(user, (this.running.get(user) ?? 0) + 1);
  }
}
