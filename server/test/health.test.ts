import { buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

describe('liveness and readiness', () => {
  let t: T;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => closeTestApp(t));

  it('GET /healthz answers 200 without touching the database, with the engine role', async () => {
    const query = t.db.query;
    t.db.query = () => Promise.reject(new Error('database down'));
    try {
      const r = await getJson(t.app, '/healthz');
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ ok: true, database: t.db.kind, engine: 'off' });
    } finally {
      t.db.query = query;
    }
  });

  it('GET /readyz answers 200 when the database answers, listens and is migrated', async () => {
    const r = await getJson(t.app, '/readyz');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ ready: true, database: t.db.kind, listening: true });
    expect(r.body.data.migration).toBeGreaterThanOrEqual(3);
  });

  it('GET /readyz answers 503 with the envelope when the database does not answer', async () => {
    const query = t.db.query;
    t.db.query = () => Promise.reject(new Error('database down'));
    try {
      const r = await getJson(t.app, '/readyz');
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: 0, code: 'NOT_READY', message: '服务暂未就绪：数据库不可用' });
    } finally {
      t.db.query = query;
    }
  });

  it('GET /readyz answers 503 while the NOTIFY connection is down', async () => {
    const listening = t.db.listening;
    t.db.listening = () => false;
    try {
      const r = await getJson(t.app, '/readyz');
      expect(r.status).toBe(503);
      expect(r.body.code).toBe('NOT_READY');
      expect(r.body.message).toContain('开奖通知连接中断');
    } finally {
      t.db.listening = listening;
    }
  });

  it('GET /readyz answers 503 when the database is behind this build’s migrations', async () => {
    await t.db.query('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
    const r = await getJson(t.app, '/readyz');
    expect(r.status).toBe(503);
    expect(r.body.message).toContain('数据库结构尚未升级到当前版本');
  });
});
