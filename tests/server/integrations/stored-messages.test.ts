import { createMailAdapter } from '../../../src/server/integrations/mail';
import { createSmsAdapter } from '../../../src/server/integrations/sms';
import { listStoredMessages } from '../../../src/server/integrations/stored-messages';
import type { AppDatabase } from '../../../src/server/db/database';
import { createTestDatabase } from '../support/test-database';

let database: AppDatabase;
let clock: Date;
const now = () => clock;

beforeEach(async () => {
  database = await createTestDatabase();
  clock = new Date('2026-03-01T10:00:00.000Z');
});

afterEach(async () => {
  await database.close();
});

const config = { publicBaseUrl: 'https://trials.example.org' };
const resumeLink = { label: 'Resume', url: 'https://trials.example.org/asthma-study?resumeJourneyToken=t1' };

describe('stored mail adapter (no SMTP_URL)', () => {
  it('stores every field of the message in outbound_messages', async () => {
    const mail = createMailAdapter(config, database.db, { now });
    expect(mail.kind).toBe('stored');
    const { id } = await mail.send({
      to: 'ana@example.org',
      subject: 'Resume your journey',
      text: 'Continue where you left off.',
      html: '<p>Continue where you left off.</p>',
      headers: { 'X-Journey': 'resume' },
      category: 'transactional',
      links: [resumeLink],
    });
    const row = await database.db.selectFrom('outbound_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id,
      channel: 'email',
      category: 'transactional',
      to: 'ana@example.org',
      subject: 'Resume your journey',
      body: 'Continue where you left off.',
      html: '<p>Continue where you left off.</p>',
      links: [resumeLink],
      headers: { 'X-Journey': 'resume' },
    });
    expect(new Date(row.created_at).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses an invalid message and stores nothing', async () => {
    const mail = createMailAdapter(config, database.db, { now });
    const valid = { to: 'ana@example.org', subject: 'S', text: 'T', category: 'marketing' as const };
    await expect(mail.send({ ...valid, to: 'nobody' })).rejects.toThrow(/Invalid mail/);
    await expect(
      mail.send({ ...valid, links: [{ label: 'x', url: 'javascript:alert(1)' }] }),
    ).rejects.toThrow();
    await expect(mail.send({ ...valid, headers: { 'Bad Header': 'x' } })).rejects.toThrow();
    expect(await listStoredMessages(database.db, 10)).toEqual([]);
  });

  it('stores inside the caller transaction when given one, so a rollback keeps nothing', async () => {
    const mail = createMailAdapter(config, database.db, { now });
    const message = { to: 'ana@example.org', subject: 'S', text: 'T', category: 'transactional' as const };
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mail.send(message, { db: trx });
        throw new Error('request failed');
      }),
    ).rejects.toThrow('request failed');
    expect(await listStoredMessages(database.db, 10)).toEqual([]);
    await database.db.transaction().execute((trx) => mail.send(message, { db: trx }));
    expect(await listStoredMessages(database.db, 10)).toHaveLength(1);
  });
});

describe('stored SMS adapter (no SMS_WEBHOOK_URL)', () => {
  it('stores the SMS without a subject', async () => {
    const sms = createSmsAdapter({}, database.db, { now });
    expect(sms.kind).toBe('stored');
    const { id } = await sms.send({
      to: '+15555550123',
      text: 'Welcome to ClinicalResearch. Reply STOP to opt out.',
      category: 'transactional',
      payload: { smsType: 'Cr-Registration' },
    });
    expect(await listStoredMessages(database.db, 10)).toEqual([
      {
        id,
        channel: 'sms',
        to: '+15555550123',
        subject: null,
        text: 'Welcome to ClinicalResearch. Reply STOP to opt out.',
        links: [],
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
  });

  it('refuses a number that is not E.164', async () => {
    const sms = createSmsAdapter({}, database.db, { now });
    await expect(sms.send({ to: '5555550123', text: 'x', category: 'transactional' })).rejects.toThrow(
      /E\.164/,
    );
  });
});

describe('listStoredMessages', () => {
  it('lists newest first, also within the same millisecond, and honours the limit', async () => {
    const mail = createMailAdapter(config, database.db, { now });
    const sms = createSmsAdapter({}, database.db, { now });
    const send = (subject: string) =>
      mail.send({ to: 'a@example.org', subject, text: 't', category: 'transactional' });
    await send('first');
    clock = new Date('2026-03-01T10:05:00.000Z');
    await send('second');
    await sms.send({ to: '+15555550123', text: 'third', category: 'transactional' });
    const listed = await listStoredMessages(database.db, 10);
    expect(listed.map((message) => message.subject ?? message.text)).toEqual(['third', 'second', 'first']);
    expect(
      (await listStoredMessages(database.db, 2)).map((message) => message.subject ?? message.text),
    ).toEqual(['third', 'second']);
  });
});
