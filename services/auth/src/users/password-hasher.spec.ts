import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hashing', () => {
  it('uses Argon2id at or above OWASP minimum (m=19 MiB, t=2, p=1)', async () => {
    const hash = await hashPassword('Passw0rd!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Passw0rd!')).toBe(true);
    expect(await verifyPassword(hash, 'Passw0rd?')).toBe(false);
  });

  it('refuses a missing account after doing the same work', async () => {
    const hash = await hashPassword('Passw0rd!');
    const median = async (fn: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await fn();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    expect(await verifyPassword(null, 'Passw0rd!')).toBe(false);
    const real = await median(() => verifyPassword(hash, 'Wrong-pass1!'));
    const missing = await median(() => verifyPassword(null, 'Wrong-pass1!'));
    // An Argon2 verify against a decoy, not an early return: comparable cost.
    expect(missing).toBeGreaterThan(real * 0.5);
  });
});
