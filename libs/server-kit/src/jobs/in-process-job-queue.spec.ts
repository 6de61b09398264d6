import { InProcessJobQueue } from './in-process-job-queue.js';

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('in-process job queue (embedded mode, JetStream rules)', () => {
  it('retries a failing job, then reports it exhausted once', async () => {
    const queue = new InProcessJobQueue(3, 5);
    const attempts: number[] = [];
    const exhausted: string[] = [];
    await queue.consume({
      name: 'w', subject: 'jobs.t1', concurrency: 1, parse: (p) => p as { id: string },
      handle: async (_job, ctx) => { attempts.push(ctx.attempt); throw new Error('boom'); },
      exhausted: async (job, reason) => void exhausted.push(`${job.id}:${reason}`),
    });
    await queue.publish('jobs.t1', 'a', { id: 'a' });
    await waitFor(() => exhausted.length === 1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(exhausted).toEqual(['a:boom']);
  });

  it('de-duplicates a publish of a job still queued or running, and shares work between consumers', async () => {
    const queue = new InProcessJobQueue(3, 5);
    const seen: string[] = [];
    const consumer = { name: 'w', subject: 'jobs.t2', concurrency: 1, parse: (p: unknown) => p as { id: string }, exhausted: async () => undefined };
    await queue.consume({ ...consumer, handle: async (job) => { seen.push(`a:${job.id}`); await new Promise((r) => setTimeout(r, 20)); } });
    await queue.consume({ ...consumer, handle: async (job) => { seen.push(`b:${job.id}`); await new Promise((r) => setTimeout(r, 20)); } });
    await queue.publish('jobs.t2', '1', { id: '1' });
    await queue.publish('jobs.t2', '1', { id: '1' });
    await queue.publish('jobs.t2', '2', { id: '2' });
    await waitFor(() => seen.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((s) => s.split(':')[1]).sort()).toEqual(['1', '2']);
    expect(new Set(seen.map((s) => s.split(':')[0])).size).toBe(2);
  });
});
