import { listMailbox } from '../../../src/shared/contracts/mailbox';
import { problemSchema } from '../../../src/shared/contracts/problem';
import { createMailAdapter } from '../../../src/server/integrations/mail';
import { createSmsAdapter } from '../../../src/server/integrations/sms';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/demo/mailbox', () => {
  let testApp: TestApp;

  afterEach(async () => {
    await testApp.close();
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
});
