import { createTestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

describe('GET /healthz', () => {
  it(`reports ok and the database kind (${databaseUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: databaseUnderTest });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('answers 503 problem+json when the database is gone', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 503, detail: 'The database is not available.' });
    } finally {
      await t.app.close();
    }
  });
});
