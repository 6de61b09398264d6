import { randomUUID } from 'node:crypto';

/** Generated keys only: nothing the user sends (such as a file name) ever becomes part of a key. */
export const objectKeys = {
  originalPrefix: 'originals',
  original: () => `originals/${randomUUID()}`,
  generatedPrefix: 'generated',
  generated: () => `generated/${randomUUID()}`,
} as const;
