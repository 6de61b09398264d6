import { DomainError } from '@formpath/contracts';
import { FairQueue } from './fair-queue.js';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('FairQueue', () => {
  it('serves users in turn, one task of each at a time', async () => {
    const queue = new FairQueue(2, 1, 10);
    const order: string[] = [];
    const gates = Array.from({ length: 4 }, gate);
    const run = (user: string, i: number) => queue.run(user, async () => {
      order.push(`${user}${i}`);
      await gates[i]?.opened;
    });
    const tasks = [run('a', 0), run('a', 1), run('a', 2), run('b', 3)];
    await new Promise((r) => setTimeout(r, 5));
    // a0 runs; a1 waits for a0 although a slot is free; b3 takes the free slot at once.
    expect(order).toEqual(['a0', 'b3']);
    gates[0]?.open();
    gates[3]?.open();
    gates[1]?.open();
    gates[2]?.open();
    await Promise.all(tasks);
    expect(order).toEqual(['a0', 'b3', 'a1', 'a2']);
  });

  it('refuses a user with too many tasks waiting, and frees the slot after a failure', async () => {
    const queue = new FairQueue(1, 1, 1);
    const g = gate();
    const first = queue.run('a', () => g.opened);
    const second = queue.run('a', async () => {
      throw new Error('boom');
    });
    await expect(queue.run('a', async () => undefined)).rejects.toEqual(new DomainError('UPLOAD_BUSY'));
    g.open();
    await first;
    await expect(second).rejects.toThrow('boom');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
  });
});
