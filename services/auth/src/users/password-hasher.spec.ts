import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hashing', () => {
  it('uses Argon2id at or above OWASP minimum (m=19 MiB, t=2, p=1)', async () => {
    const hash = await hashPassword('Passw0rd!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Passw0rd!')).toBe(true);
    expect(await verifyPassword(hash, 'Passw0rd?')).toBe(false);
  });

  it('refuses a missing account after doing the same work', async () => {
    expect(await verifyPassword(null, 'Passw0rd!')).toBe(false);
  });
});
