import { createTransport } from 'nodemailer';
import type { Kysely } from 'kysely';
import { createMailAdapter, defaultFromAddress } from '../../../src/server/integrations/mail';
import { createSmtpTransport } from '../../../src/server/integrations/smtp-mail';
import type { Database } from '../../../src/server/db/schema';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

// The SMTP path never touches the database: a db that throws proves it.
const noDb = new Proxy({} as Kysely<Database>, {
  get() {
    throw new Error('the SMTP adapter must not use the database');
  },
});

/** The body arrives quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (data: string) =>
  data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mail = {
  to: 'ana.torres@example.org',
  subject: 'Resume your journey',
  text: 'Continue where you left off: https://trials.example.org/asthma-study?resumeJourneyToken=abc',
  category: 'transactional' as const,
  headers: { 'X-Journey': 'resume' },
  links: [{ label: 'Resume', url: 'https://trials.example.org/asthma-study?resumeJourneyToken=abc' }],
};

describe('SMTP mail adapter', () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await startSmtpSink();
  });

  afterEach(async () => {
    await sink.close();
  });

  it('delivers through SMTP_URL when it is set', async () => {
    const adapter = createMailAdapter(
      { smtpUrl: `smtp://127.0.0.1:${sink.port}`, publicBaseUrl: 'https://trials.example.org' },
      noDb,
    );
    expect(adapter.kind).toBe('smtp');
    const received = sink.nextMessage();
    const result = await adapter.send(mail);
    const message = await received;
    expect(result.id).toMatch(/@/);
    expect(message.from).toBe('no-reply@trials.example.org');
    expect(message.to).toEqual(['ana.torres@example.org']);
    expect(message.data).toContain('Subject: Resume your journey');
    expect(message.data).toContain('X-Journey: resume');
    expect(decodeQuotedPrintable(message.data)).toContain(mail.text);
  });

  it("derives the Message-ID from the queue's idempotency key: the same key, the same Message-ID", async () => {
    const adapter = createMailAdapter(
      { smtpUrl: `smtp://127.0.0.1:${sink.port}`, publicBaseUrl: 'https://trials.example.org' },
      noDb,
    );
    const messageIdOf = (data: string) => /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim();
    const first = sink.nextMessage();
    const sent = await adapter.send(mail, { idempotencyKey: 'outbox-7f3c2a' });
    const firstId = messageIdOf((await first).data);
    const retry = sink.nextMessage();
    await adapter.send(mail, { idempotencyKey: 'outbox-7f3c2a' });
    const retryId = messageIdOf((await retry).data);
    const other = sink.nextMessage();
    await adapter.send(mail, { idempotencyKey: 'outbox-other' });
    expect(firstId).toBe('<outbox-7f3c2a@trials.example.org>');
    expect(sent.id).toBe(firstId);
    expect(retryId).toBe(firstId);
    expect(messageIdOf((await other).data)).toBe('<outbox-other@trials.example.org>');
  });

  it('refuses an invalid message before connecting', async () => {
    const adapter = createMailAdapter(
      { smtpUrl: `smtp://127.0.0.1:${sink.port}`, publicBaseUrl: 'http://x.test' },
      noDb,
    );
    await expect(adapter.send({ ...mail, subject: 'Hi\r\nBcc: victim@example.org' })).rejects.toThrow(
      /single line/,
    );
    await expect(adapter.send({ ...mail, to: 'not-an-address' })).rejects.toThrow(/Invalid mail/);
    expect(sink.messages).toHaveLength(0);
  });
});

describe('mail transport construction', () => {
  it('uses a given transport (nodemailer JSON transport) instead of SMTP_URL', async () => {
    const transport = createTransport({ jsonTransport: true });
    const adapter = createMailAdapter({ publicBaseUrl: 'http://localhost:8080' }, noDb, { transport });
    expect(adapter.kind).toBe('smtp');
    await expect(adapter.send({ ...mail, html: '<p>Hello</p>' })).resolves.toEqual({
      id: expect.stringMatching(/@/),
    });
  });

  it('hands nodemailer the composed message', async () => {
    const sent: unknown[] = [];
    const transport = {
      sendMail: async (message: unknown) => {
        sent.push(message);
        return { messageId: '<1@test>' };
      },
    };
    const adapter = createMailAdapter({ publicBaseUrl: 'https://trials.example.org' }, noDb, { transport });
    await expect(adapter.send(mail)).resolves.toEqual({ id: '<1@test>' });
    expect(sent).toEqual([
      {
        from: 'ClinicalResearch <no-reply@trials.example.org>',
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      },
    ]);
  });

  it('accepts smtp and smtps URLs only', () => {
    expect(() => createSmtpTransport('smtps://user:pass@smtp.example.org:465')).not.toThrow();
    expect(() => createSmtpTransport('http://smtp.example.org')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });

  it('sends from no-reply at the public host', () => {
    expect(defaultFromAddress({ publicBaseUrl: 'https://trials.example.org:8443' })).toBe(
      'ClinicalResearch <no-reply@trials.example.org>',
    );
  });
});
