import { hash, verify } from '@node-rs/argon2';

// Argon2id at OWASP's minimum: m=19 MiB, t=2, p=1. (2 is Argon2id in the library's const enum.)
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Verified against when the account does not exist, so both answers take as long.
const decoy = hash('formpath-decoy-password', options);

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string | null | undefined, password: string): Promise<boolean> => {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};
