import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { errorCatalog, type ErrorCode } from '@formpath/contracts';
import { LOGGER, MetricsServer, defaultHttpTimeouts } from '@formpath/server-kit';
import { startTestApp, strongPassword, uniqueEmail, type TestApp } from './support/test-app.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => { message?: string; code?: string };
}

/** A raw request: the exact bytes and headers, nothing added but Host and Content-Length. */
const send = (url: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    const req = httpRequest(`${url}${path}`, { method, headers: { ...headers, ...(bytes ? { 'Content-Length': String(bytes.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) as { message?: string; code?: string } });
      });
    });
    // The server may answer (413, 415) before it has read everything we send.
    req.on('error', reject);
    req.end(bytes);
  });

const json = { 'Content-Type': 'application/json' };
const tooLarge = JSON.stringify({ email: 'x'.repeat(70 * 1024) });
const overOneMegabyte = JSON.stringify({ answers: { a: 'x'.repeat(1100 * 1024) } });
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(2048, 0x41)]);
const multipartBody = [
  '--formpath-boundary',
  'Content-Disposition: form-data; name="file"; filename="passport.pdf"',
  'Content-Type: application/pdf',
  '',
  pdfBytes.toString('latin1'),
  '--formpath-boundary--',
  '',
].join('\r\n');

// Every way a body can be wrong, what it must answer, and never 500.
const badBodies: Array<{ kind: string; headers: Record<string, string>; body: Buffer | string; code: ErrorCode; message?: string }> = [
  { kind: 'invalid JSON', headers: json, body: '{"email": "maria@example.test", ', code: 'REQUEST_BODY_INVALID' },
  { kind: 'bare null', headers: json, body: 'null', code: 'REQUEST_BODY_INVALID' },
  { kind: 'a bare string', headers: json, body: '"x"', code: 'REQUEST_BODY_INVALID' },
  { kind: 'a bare number', headers: json, body: '42', code: 'REQUEST_BODY_INVALID' },
  { kind: 'a PDF sent as application/json', headers: json, body: pdfBytes, code: 'REQUEST_BODY_INVALID' },
  { kind: 'a body over 64 KB', headers: json, body: tooLarge, code: 'REQUEST_BODY_TOO_LARGE' },
  {
    kind: 'gzip that inflates past 64 KB',
    headers: { ...json, 'Content-Encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ email: ' '.repeat(4 * 1024 * 1024) })),
    code: 'REQUEST_BODY_TOO_LARGE',
  },
  {
    kind: 'gzip that does not inflate',
    headers: { ...json, 'Content-Encoding': 'gzip' },
    body: '{"not": "gzip"}',
    code: 'REQUEST_BODY_INVALID',
    message: 'The request body could not be decompressed.',
  },
  { kind: 'br that does not inflate', headers: { ...json, 'Content-Encoding': 'br' }, body: '{}', code: 'REQUEST_BODY_INVALID', message: 'The request body could not be decompressed.' },
  { kind: 'an unknown Content-Encoding', headers: { ...json, 'Content-Encoding': 'x-squeeze' }, body: '{}', code: 'REQUEST_UNSUPPORTED_ENCODING' },
  { kind: 'an unknown charset', headers: { 'Content-Type': 'application/json; charset=x-klingon' }, body: '{}', code: 'REQUEST_UNSUPPORTED_ENCODING' },
  { kind: 'a charset JSON does not allow', headers: { 'Content-Type': 'application/json; charset=latin1' }, body: '{}', code: 'REQUEST_UNSUPPORTED_ENCODING' },
  { kind: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: '{"formType":"I-485"}', code: 'REQUEST_UNSUPPORTED_MEDIA_TYPE' },
  { kind: 'a multipart upload', headers: { 'Content-Type': 'multipart/form-data; boundary=formpath-boundary' }, body: multipartBody, code: 'REQUEST_UNSUPPORTED_MEDIA_TYPE' },
  { kind: 'a body without Content-Type', headers: {}, body: '{}', code: 'REQUEST_UNSUPPORTED_MEDIA_TYPE' },
];

/** Every API route that takes a body, read from the router itself so a new route is covered too. */
const jsonRoutes = (t: TestApp): Array<{ method: string; path: string }> => {
  const router = t.app.getHttpAdapter().getInstance().router as { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  const routes = router.stack.flatMap(({ route }) =>
    route && route.path.startsWith('/api/') && route.path !== '/api/documents/upload'
      ? Object.keys(route.methods)
          .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), path: route.path.replace(/:[A-Za-z]+/g, randomUUID()) }))
      : [],
  );
  return routes;
};

describe('the HTTP edge', () => {
  let t: TestApp;
  let logger: Logger;
  beforeAll(async () => {
    t = await startTestApp();
    logger = t.app.get<Logger>(LOGGER);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  describe('refuses bad request bodies as client errors', () => {
    it('covers every JSON route: auth, documents and analytics', () => {
      const paths = jsonRoutes(t).map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'POST /api/auth/signup',
          'POST /api/auth/signin',
          'POST /api/auth/signout',
          'POST /api/documents/:id/form-type',
          'POST /api/documents/:id/process',
          'PUT /api/documents/:id/form',
          'POST /api/track-visit',
          'POST /api/analytics/conversion',
        ]),
      );
    });

    it.each(badBodies)('$kind: the right status and message on every JSON route, never 500, never an error log', async ({ headers, body, code, message = errorCatalog[code].message }) => {
      const errorLog = jest.spyOn(logger, 'error');
      const infoLog = jest.spyOn(logger, 'info');
      for (const route of jsonRoutes(t)) {
        // The asylum answers' route takes up to 1 MB (tested below); past that it refuses the same way.
        const ownLimit = route.path === '/api/asylum/progress' && body === tooLarge;
        const res = await send(t.url, route.method, route.path, headers, ownLimit ? overOneMegabyte : body);
        expect({ route, status: res.status, body: res.json() }).toEqual({ route, status: errorCatalog[code].status, body: { message, code } });
      }
      expect(errorLog).not.toHaveBeenCalled();
      if (code !== 'REQUEST_UNSUPPORTED_MEDIA_TYPE') expect(infoLog).toHaveBeenCalledWith(expect.objectContaining({ code }), 'request body refused');
    });

    it('takes up to 1 MB of saved asylum answers, and only on that route', async () => {
      const big = JSON.stringify({ answers: { past_harm_details: 'x'.repeat(70 * 1024) } });
      // Read and passed on (401: not signed in), where any other route refuses it unread.
      expect((await send(t.url, 'PUT', '/api/asylum/progress', json, big)).status).toBe(401);
      expect((await send(t.url, 'POST', '/api/asylum/ai-questions', json, big)).status).toBe(413);
      expect((await send(t.url, 'PUT', '/api/asylum/progress', json, overOneMegabyte)).status).toBe(413);
    });

    it('refuses bare JSON values other than objects even when they parse', async () => {
      const res = await send(t.url, 'POST', '/api/auth/signin', json, '[]');
      expect(res.status).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });

    it('keeps the security headers and request id on a refused body', async () => {
      const res = await send(t.url, 'POST', '/api/auth/signin', json, 'null');
      expect(res.status).toBe(400);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('takes only multipart on the upload route', async () => {
      const multipartMessage = 'This upload must be sent as multipart/form-data, with the file in the field "file".';
      for (const [headers, body] of [
        [json, '{"file":"JVBERi0xLjc="}'],
        [json, tooLarge],
        [{ 'Content-Type': 'text/plain' }, 'hello'],
        [{ 'Content-Type': 'application/pdf' }, pdfBytes],
      ] as const) {
        const res = await send(t.url, 'POST', '/api/documents/upload', headers, body);
        expect({ status: res.status, body: res.json() }).toEqual({ status: 415, body: { message: multipartMessage, code: 'REQUEST_UNSUPPORTED_MEDIA_TYPE' } });
      }
    });

    it('refuses NUL in analytics text and metadata as a client error', async () => {
      for (const [path, body] of [
        ['/api/track-visit', { sessionId: 'edge\u0000nul', page: '/', deviceType: 'desktop' }],
        ['/api/track-visit', { sessionId: 'edge-nul', page: '/\u0000', deviceType: 'desktop' }],
        ['/api/analytics/conversion', { event: 'signup', sessionId: 'edge-nul', source: 'a\u0000b' }],
        ['/api/analytics/conversion', { event: 'signup', sessionId: 'edge-nul', metadata: { note: 'a\u0000b' } }],
      ] as const) {
        const res = await send(t.url, 'POST', path, json, JSON.stringify(body));
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
      }
    });

    it('still accepts a JSON body, and a bodiless POST, as before', async () => {
      const res = await send(t.url, 'POST', '/api/track-visit', json, JSON.stringify({ sessionId: 'edge-test', page: '/', deviceType: 'desktop' }));
      expect(res.status).toBe(201);
      expect((await send(t.url, 'POST', '/api/auth/signout')).status).toBe(200);
      expect((await send(t.url, 'POST', '/api/auth/signout', { 'Content-Length': '0' })).status).toBe(200);
      const gzipped = await send(t.url, 'POST', '/api/track-visit', { ...json, 'Content-Encoding': 'gzip' }, gzipSync(JSON.stringify({ sessionId: 'edge-gzip', page: '/', deviceType: 'mobile' })));
      expect(gzipped.status).toBe(201);
    });

    it('refuses a NUL (or any control character) in an email with the spec message', async () => {
      for (const path of ['/api/auth/signup', '/api/auth/signin']) {
        for (const email of [`nul\u0000${uniqueEmail('nul')}`, `${uniqueEmail('bell')}\u0007`]) {
          const res = await send(t.url, 'POST', path, json, JSON.stringify({ email, password: strongPassword }));
          expect({ path, status: res.status, message: res.json().message }).toEqual({ path, status: 400, message: 'Please enter a valid email address' });
        }
      }
    });
  });

  describe('API paths in any case', () => {
    it.each(['/API/DOCUMENTS/' + randomUUID(), '/Api/auth/me', '/API', '/aPi/', '/API/remotes', '/api', '/api/no-such-thing'])('%s answers the API 404 in JSON, never the web app', async (path) => {
      const res = await send(t.url, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Not found' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('serves the real routes at their own spelling', async () => {
      expect((await send(t.url, 'GET', '/api/auth/me')).status).toBe(401);
      expect((await send(t.url, 'GET', '/api/remotes')).status).toBe(200);
    });
  });

  describe('metrics on their own port', () => {
    it('are not on the public port', async () => {
      for (const path of ['/metrics', '/METRICS']) {
        const res = await send(t.url, 'GET', path);
        expect(res.status).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
    });

    it('are served as Prometheus text on METRICS_PORT, and nothing else is', async () => {
      await send(t.url, 'GET', '/api/auth/me');
      const port = t.app.get(MetricsServer).port;
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(Number(new URL(t.url).port));
      const metrics = await send(`http://127.0.0.1:${port}`, 'GET', '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(metrics.text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/auth\/me"/);
      expect((await send(`http://127.0.0.1:${port}`, 'GET', '/health')).status).toBe(404);
      expect((await send(`http://127.0.0.1:${port}`, 'POST', '/metrics')).status).toBe(404);
    });
  });

  describe('security headers and origin checks', () => {
    it('denies powerful browser features and framing, in agreement with the CSP', async () => {
      for (const path of ['/health', '/api/auth/me', '/']) {
        const res = await send(t.url, 'GET', path);
        const policy = res.headers['permissions-policy'] as string;
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
    });

    it("accepts an Origin only when it is PUBLIC_URL's origin, never because it matches Host", async () => {
      const body = JSON.stringify({ email: uniqueEmail('origin'), password: strongPassword });
      const host = new URL(t.url).host;
      expect(t.config.publicOrigin).not.toBe(t.url);
      const spoofed = await send(t.url, 'POST', '/api/auth/signin', { ...json, Host: host, Origin: t.url }, body);
      expect(spoofed.status).toBe(403);
      expect(spoofed.json().code).toBe('CROSS_SITE_REQUEST');
      const evilHost = await send(t.url, 'POST', '/api/auth/signin', { ...json, Host: 'evil.example', Origin: 'http://evil.example' }, body);
      expect(evilHost.status).toBe(403);
      const ours = await send(t.url, 'POST', '/api/auth/signin', { ...json, Origin: t.config.publicOrigin }, body);
      expect(ours.status).toBe(401);
    });
  });

  describe('timeouts', () => {
    it('are set on the server: headers in 15 s, a whole request in 2 minutes', () => {
      const server = t.app.getHttpServer() as Server & { connectionsCheckingInterval: number };
      expect(server.headersTimeout).toBe(defaultHttpTimeouts.headersTimeout);
      expect(server.requestTimeout).toBe(defaultHttpTimeouts.requestTimeout);
      expect(server.keepAliveTimeout).toBe(defaultHttpTimeouts.keepAliveTimeout);
      expect(server.connectionsCheckingInterval).toBe(defaultHttpTimeouts.connectionsCheckingInterval);
      expect(defaultHttpTimeouts.headersTimeout).toBeLessThanOrEqual(15_000);
      expect(defaultHttpTimeouts.requestTimeout).toBeLessThanOrEqual(120_000);
    });

    it('drop an incomplete body once the request timeout has passed', async () => {
      // Node cuts a body at the larger of the two.
      const server = t.app.getHttpServer() as Server;
      server.headersTimeout = 500;
      server.requestTimeout = 1_000;
      try {
        const started = Date.now();
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = connect(Number(new URL(t.url).port), '127.0.0.1', () => {
            socket.write(`POST /api/auth/signin HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
          });
          let received = '';
          socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
          socket.on('close', () => resolve(received));
          socket.on('error', reject);
        });
        const elapsed = Date.now() - started;
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
        // The timeout plus at most one pass of Node's connection check.
        expect(elapsed).toBeGreaterThanOrEqual(900);
        expect(elapsed).toBeLessThan(1_000 + defaultHttpTimeouts.connectionsCheckingInterval + 1_000);
      } finally {
        server.headersTimeout = defaultHttpTimeouts.headersTimeout;
        server.requestTimeout = defaultHttpTimeouts.requestTimeout;
      }
    });
  });
});
