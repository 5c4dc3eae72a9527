import { listMailbox } from '../../../src/shared/contracts/mailbox';
import { problemSchema } from '../../../src/shared/contracts/problem';
import { loadConfig } from '../../../src/server/config';
import { createMailAdapter } from '../../../src/server/integrations/mail';
import { createSmsAdapter } from '../../../src/server/integrations/sms';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/demo/mailbox', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('lists stored emails and SMS newest first in demo mode', async () => {
    let tick = 0;
    const now = () => new Date(Date.UTC(2026, 2, 1, 10, tick++));
    testApp = await createTestApp({
      config: { demoMode: true },
      deps: (base) => ({
        mail: createMailAdapter(base.config, base.db, { now }),
        sms: createSmsAdapter(base.config, base.db, { now }),
      }),
    });
    const link = { label: 'Manage my profile', url: '/manage-my-profile?myProfileToken=abc' };
    await testApp.deps.mail.send({
      to: 'ana@example.org',
      subject: 'Your profile',
      text: 'Open your profile.',
      category: 'transactional',
      links: [link],
    });
    await testApp.deps.sms.send({ to: '+15555550123', text: 'Welcome!', category: 'transactional' });

    const response = await testApp.app.inject({ method: 'GET', url: listMailbox.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = listMailbox.response.parse(response.json());
    expect(messages.map((message) => [message.channel, message.to])).toEqual([
      ['sms', '+15555550123'],
      ['email', 'ana@example.org'],
    ]);
    expect(messages[1]).toMatchObject({
      subject: 'Your profile',
      text: 'Open your profile.',
      links: [link],
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('answers an empty list when nothing was sent', async () => {
    testApp = await createTestApp({ config: { demoMode: true } });
    const response = await testApp.app.inject({ method: 'GET', url: listMailbox.path });
    expect(response.json()).toEqual({ messages: [] });
  });

  it('does not exist outside demo mode', async () => {
    testApp = await createTestApp({ config: { demoMode: false } });
    const response = await testApp.app.inject({ method: 'GET', url: listMailbox.path });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(problemSchema.parse(response.json())).toMatchObject({ status: 404 });
  });

  it('is off when DEMO_MODE is not set', async () => {
    testApp = await createTestApp({ config: { demoMode: loadConfig({}).demoMode } });
    const response = await testApp.app.inject({ method: 'GET', url: listMailbox.path });
    expect(response.statusCode).toBe(404);
  });

  describe('in demo mode', () => {
    let demo: TestApp;

    beforeAll(async () => {
      demo = await createTestApp({
        config: { demoMode: true },
        deps: (base) => ({ mail: createMailAdapter(base.config, base.db) }),
      });
      await demo.deps.mail.send({
        to: 'ana@example.org',
        subject: 'Sign in',
        text: 'x',
        category: 'transactional',
      });
    });

    afterAll(async () => {
      await demo.close();
    });

    it.each([
      ['a client on another machine', { remoteAddress: '203.0.113.9' }],
      ['a client on the local network', { remoteAddress: '10.0.0.5' }],
      ['a request forwarded by a proxy on this machine', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
      [
        'a request forwarded through a loopback hop',
        { headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' } },
      ],
      [
        'a request forwarded with the Forwarded header',
        { headers: { forwarded: 'for="[2001:db8::1]:4711"' } },
      ],
      ['a request forwarded by an unnamed client', { headers: { forwarded: 'for=unknown' } }],
      ['a request carrying X-Real-IP', { headers: { 'x-real-ip': '198.51.100.4' } }],
    ])('does not exist for %s', async (_name, request) => {
      const response = await demo.app.inject({ method: 'GET', url: listMailbox.path, ...request });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).not.toContain('ana@example.org');
    });

    it.each([
      ['IPv4 loopback', { remoteAddress: '127.0.0.1' }],
      ['IPv6 loopback', { remoteAddress: '::1' }],
      ['a loopback proxy naming a loopback client', { headers: { 'x-forwarded-for': '127.0.0.1' } }],
    ])('answers %s', async (_name, request) => {
      const response = await demo.app.inject({ method: 'GET', url: listMailbox.path, ...request });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('ana@example.org');
    });
  });

  it('answers other clients too when DEMO_ALLOW_REMOTE is set', async () => {
    testApp = await createTestApp({ config: { demoMode: true, demoAllowRemote: true } });
    const response = await testApp.app.inject({
      method: 'GET',
      url: listMailbox.path,
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
  });
});
