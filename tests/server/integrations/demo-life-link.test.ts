import { DEMO_LIFE_LINK_TOKEN, LIFE_LINK_SANDBOX_PATH } from '../../../src/server/integrations/life-link';
import { getLifeLinkPageUrl } from '../../../src/shared/contracts/life-link-page';
import { createTestApp, type TestApp } from '../support/test-app';

/** The fixed demo life-link token is a demo feature: on only when enabled, and for loopback clients. */
describe('the demo life-link token', () => {
  let t: TestApp;

  afterEach(async () => {
    await t.close();
  });

  const pageUrl = (remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: getLifeLinkPageUrl.path,
      payload: { lifeLinkToken: DEMO_LIFE_LINK_TOKEN },
      remoteAddress,
    });
  const sandbox = (remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: `${LIFE_LINK_SANDBOX_PATH}?session=demo`, remoteAddress });

  it('opens the sandbox for a loopback client in demo mode', async () => {
    t = await createTestApp({ config: { demoMode: true } });
    expect((await pageUrl()).json().lifeLinkUrl).toMatch(/\/sandbox\/life-link\?session=demo$/);
    expect((await sandbox()).statusCode).toBe(200);
  });

  it('is unknown to another machine in demo mode', async () => {
    t = await createTestApp({ config: { demoMode: true } });
    expect((await pageUrl('203.0.113.9')).json()).toEqual({ lifeLinkUrl: null });
    expect((await sandbox('203.0.113.9')).statusCode).toBe(404);
  });

  it('is unknown outside demo mode', async () => {
    t = await createTestApp({ config: { demoMode: false } });
    expect((await pageUrl()).json()).toEqual({ lifeLinkUrl: null });
    expect((await sandbox()).statusCode).toBe(404);
  });
});
