import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { badFiles } from '@formpath/testing';
import { upload } from './support/documents-helpers.js';
import { startTestApp, strongPassword, uniqueEmail, type TestApp } from './support/test-app.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the bytes as sent on the wire, no decoding by the client. */
const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    // No keep-alive pool: every request gets its own connection, closed after the answer.
    httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

// A built app in miniature: an index page and a content-hashed script big enough to compress.
const script = `/* formpath test bundle */\n${Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`line ${i} of the bundle`)};`).join('\n')}\n`;
const indexHtml = '<!doctype html><html lang="en"><head><title>Formpath</title><script defer src="/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>';

const prerenderedMarriage = indexHtml.replace('<div id="root"></div>', '<div id="root" data-prerendered="/marriage"><h1>Your marriage green card</h1></div>');

describe('the built web app as the gateway serves it', () => {
  let t: TestApp;
  let home: string;
  beforeAll(async () => {
    // A clone under a dotted directory, as in ~/.local/src/formpath.
    home = mkdtempSync(join(tmpdir(), 'formpath-site-'));
    const webDir = join(home, '.dotted', 'web', 'dist');
    mkdirSync(webDir, { recursive: true });
    writeFileSync(join(webDir, 'index.html'), indexHtml);
    writeFileSync(join(webDir, 'main.0123456789ab.js'), script);
    writeFileSync(join(webDir, '.secret'), 'never served');
    mkdirSync(join(webDir, 'prerendered'));
    writeFileSync(join(webDir, 'prerendered/marriage.html'), prerenderedMarriage);
    writeFileSync(join(webDir, 'prerendered/manifest.json'), JSON.stringify({ '/marriage': 'prerendered/marriage.html', '/gone': 'prerendered/gone.html' }));
    t = await startTestApp({ WEB_DIST_DIR: webDir, DONATION_URL: 'https://example.org/donate', ATTORNEY_PHONE: '+1 555 010 2000', ATTORNEY_MESSAGING_URL: 'https://example.org/message' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(home, { recursive: true, force: true });
  });

  describe('from a directory whose path has a dotted segment', () => {
    it.each(['/', '/app', '/attorney-review/abc'])('answers %s with index.html', async (path) => {
      const res = await get(`${t.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(indexHtml);
    });

    it('answers a landing page with its pre-rendered HTML, for its exact path only', async () => {
      const res = await get(`${t.url}/marriage`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(prerenderedMarriage);
      for (const path of ['/marriage/more', '/gone']) expect((await get(`${t.url}${path}`)).body.toString()).toBe(indexHtml);
    });

    it('serves a hashed asset, immutable, and still hides dotfiles inside the app directory', async () => {
      const res = await get(`${t.url}/main.0123456789ab.js`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString()).toBe(script);
      const hidden = await get(`${t.url}/.secret`);
      expect(hidden.body.toString()).not.toContain('never served');
    });
  });

  describe('compression', () => {
    it('sends scripts with brotli when the browser accepts it, immutable caching kept', async () => {
      const res = await get(`${t.url}/main.0123456789ab.js`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.body).toString()).toBe(script);
      expect(res.body.length).toBeLessThan(script.length / 3);
    });

    it('falls back to gzip, and sends identity to a client that asks for nothing', async () => {
      const gzip = await get(`${t.url}/main.0123456789ab.js`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(script);
      const plain = await get(`${t.url}/main.0123456789ab.js`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    });

    it('compresses the HTML page too', async () => {
      const res = await get(`${t.url}/app`, { 'Accept-Encoding': 'gzip' });
      // Under compression's 1 KB threshold a page goes as is; either way it must decode to the page.
      const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
      expect(body.toString()).toBe(indexHtml);
    });

    it('never compresses the progress event stream: the first event arrives while the stream stays open', async () => {
      const agent = t.agent();
      const signUp = await agent.post('/api/auth/signup').send({ email: uniqueEmail('sse'), password: strongPassword }).expect(201);
      const uploaded = await upload(agent, await badFiles.valid(), 'passport.pdf').expect(201);
      const sessionId = uploaded.body.sessionId as string;
      // The same session, on a raw connection that sees the bytes as sent.
      const cookies = ([] as string[]).concat(signUp.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
      const first = await new Promise<{ headers: IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
        const req = httpRequest(`${t.url}/api/documents/${sessionId}/events`, { headers: { 'Accept-Encoding': 'gzip, br', Cookie: cookies }, agent: false }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, chunk: chunk.toString() });
            req.destroy();
          });
        });
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
        req.end();
      });
      expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.chunk).toMatch(/^event: progress\ndata: \{/);
    });

    it('leaves API answers under 1 KB as they are, uncached', async () => {
      const small = await get(`${t.url}/api/site-config`, { 'Accept-Encoding': 'gzip, br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['cache-control']).toMatch(/no-store/);
    });
  });

  describe('GET /api/site-config', () => {
    it('gives the browser the donation link and the attorney contact from the configuration', async () => {
      const res = await t.agent().get('/api/site-config').expect(200);
      expect(res.body).toEqual({ donationUrl: 'https://example.org/donate', attorneyContact: { phone: '+1 555 010 2000', messagingUrl: 'https://example.org/message' } });
    });
  });
});
