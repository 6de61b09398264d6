import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type request from 'supertest';
import { strongPassword, uniqueEmail, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;

export const signedUpAgent = async (t: TestApp): Promise<Agent> => {
  const agent = t.agent();
  await agent.post('/api/auth/signup').send({ email: uniqueEmail('docs'), password: strongPassword }).expect(201);
  return agent;
};

export const upload = (agent: Agent, bytes: Uint8Array, fileName: string, sessionId?: string) => {
  const req = agent.post('/api/documents/upload');
  if (sessionId) req.field('sessionId', sessionId);
  return req.attach('file', Buffer.from(bytes), { filename: fileName, contentType: 'application/pdf' });
};

/** Every stored original (encrypted files under DATA_DIR/objects). */
export const storedOriginals = async (t: TestApp): Promise<string[]> =>
  (await readdir(path.join(t.config.DATA_DIR, 'objects', 'originals')).catch(() => [] as string[])).filter((f) => !f.endsWith('.part'));

export const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 20_000, stepMs = 100): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
};
