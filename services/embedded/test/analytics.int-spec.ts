import type { ServiceDatabase } from '@formpath/persistence';
import { databaseToken } from '@formpath/persistence';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('analytics through the gateway', () => {
  let t: TestApp;
  let db: ServiceDatabase;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(databaseToken('analytics'));
  });
  afterAll(() => t.close());

  const rows = (sql: string, params: unknown[]) => db.em.fork().getConnection().execute<Array<Record<string, unknown>>>(sql, params);

  it('stores a visit with its device type', async () => {
    const sessionId = `visit-${Date.now()}`;
    const res = await t.agent().post('/api/track-visit').send({ sessionId, page: '/app', userAgent: 'jest', referrer: '', deviceType: 'tablet' }).expect(201);
    expect(res.body.id).toEqual(expect.any(String));
    const stored = await rows('select page, device_type from analytics.visits where session_id = ?', [sessionId]);
    expect(stored).toEqual([{ page: '/app', device_type: 'tablet' }]);
  });

  it('stores a conversion event with its source and metadata', async () => {
    const sessionId = `conv-${Date.now()}`;
    await t
      .agent()
      .post('/api/analytics/conversion')
      .send({ event: 'auth_modal_open', sessionId, timestamp: new Date().toISOString(), source: 'protected_route', metadata: { page: '/app' } })
      .expect(201);
    const stored = await rows('select event, source, metadata from analytics.conversion_events where session_id = ?', [sessionId]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ event: 'auth_modal_open', source: 'protected_route' });
    const metadata = stored[0]!['metadata'];
    expect(typeof metadata === 'string' ? JSON.parse(metadata) : metadata).toEqual({ page: '/app' });
  });

  it('refuses a malformed visit with a clear message and stores nothing', async () => {
    const sessionId = `bad-${Date.now()}`;
    const res = await t.agent().post('/api/track-visit').send({ sessionId, page: '/', deviceType: 'fridge' }).expect(400);
    expect(res.body.message).toMatch(/mobile|tablet|desktop/);
    expect(await rows('select 1 from analytics.visits where session_id = ?', [sessionId])).toHaveLength(0);
  });
});
