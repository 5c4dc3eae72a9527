import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { signedInStaff } from './support';

/*
 * Workspace reads may record themselves (exports, views of personal details): a HEAD, whose answer
 * nobody reads, is refused before any handler runs, so it records nothing; no answer is stored.
 */
describe(`the workspace's routes on ${databaseUnderTest}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auditRows = async () => (await t.deps.db.selectFrom('staff_audit_log').select('id').execute()).length;

  it.each(['/api/staff/funnel.csv', '/api/staff/referrals.csv', '/api/staff/session'])(
    'refuse HEAD %s with 405 and record nothing',
    async (url) => {
      const admin = await signedInStaff(t, { role: 'admin', personalDataAccess: true });
      const before = await auditRows();
      const head = await t.app.inject({ method: 'HEAD', url, headers: { cookie: admin.cookie } });
      expect(head.statusCode).toBe(405);
      expect(await auditRows()).toBe(before);
      const get = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(get.statusCode).toBe(200);
      expect(get.headers['cache-control']).toBe('no-store');
    },
  );
});
