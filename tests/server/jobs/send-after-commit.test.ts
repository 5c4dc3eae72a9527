import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { publishDemoContent, demoSupportForm } from '../../support/demo-content';
import type { Database } from '../../../src/server/db/schema';
import type { MailAdapter } from '../../../src/server/integrations/mail';
import type { SmsAdapter } from '../../../src/server/integrations/sms';
import { submitContactForm, validValues } from '../contact/support';
import { addParticipant, resumeLinkBody, send, SEND_RESUME_LINK_URL } from '../journey/support';
import { profileEmailBody, registered, registrationBody, registrationUrl } from '../registry/support';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

/** The demo pack's support forms. */
const SUPPORT_INBOX = demoSupportForm('technical').inbox;
const SUPPORT_TECHNICAL_FORM_ID = demoSupportForm('technical').formId;
const SUPPORT_TECHNICAL_PATH = demoSupportForm('technical').path;

/*
 * Every path that sends mail or SMS, end to end through the app: the message leaves only after
 * the request's transaction committed, and a transaction whose commit fails sends nothing. A
 * commit is made to fail by a deferred constraint trigger on the idempotency table, which every
 * state-changing call writes last: the failure comes at COMMIT itself, after the handler ran.
 */

interface Delivery {
  to: string;
  /** Whether the sender ran inside a request's transaction (the root database refuses it there). */
  insideTransaction: boolean;
}

async function insideTransaction(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return false;
  } catch {
    return true;
  }
}

function watchingAdapters(db: Kysely<Database>) {
  const deliveries: Delivery[] = [];
  const record = async (to: string) => {
    deliveries.push({ to, insideTransaction: await insideTransaction(db) });
    return { id: `sent-${deliveries.length}` };
  };
  const mail: MailAdapter = { send: (message) => record(message.to) };
  const sms: SmsAdapter = { send: (message) => record(message.to) };
  return { deliveries, mail, sms };
}

let t: TestApp;
let deliveries: Delivery[];

beforeAll(async () => {
  t = await createTestApp({
    config: { publicBaseUrl: 'https://trials.example.org' },
    deps: (base) => {
      const watching = watchingAdapters(base.db);
      deliveries = watching.deliveries;
      return { mail: watching.mail, sms: watching.sms };
    },
  });
  await publishDemoContent(t.deps.db);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.deliver();
  deliveries.length = 0;
});

async function failingCommits<T>(work: () => Promise<T>): Promise<T> {
  await sql`create or replace function refuse_commit() returns trigger language plpgsql as $$
    begin raise exception 'commit refused by the test'; end $$`.execute(t.deps.db);
  await sql`create constraint trigger refuse_commit after insert on idempotency_keys
    deferrable initially deferred for each row execute function refuse_commit()`.execute(t.deps.db);
  try {
    return await work();
  } finally {
    await sql`drop trigger refuse_commit on idempotency_keys`.execute(t.deps.db);
  }
}

const post = (url: string, body: unknown) => send(t.app, 'POST', url, body);

type Request = () => Promise<LightMyRequestResponse>;
/** The path's name, the recipient, and what sets the scene (committed) and answers the request. */
type SendPath = [name: string, to: unknown, prepare: () => Promise<Request>];

const SMS_TO = '+13125550100';

const paths: SendPath[] = [
  [
    'the resume link (SendResumeJourneyLink)',
    'person@example.org',
    async () => {
      const participant = await addParticipant(t.app);
      return () => post(SEND_RESUME_LINK_URL, resumeLinkBody(participant));
    },
  ],
  [
    'the support form (Send/EmailSupport)',
    SUPPORT_INBOX,
    async () => () =>
      post('/Send/EmailSupport', {
        pagePath: SUPPORT_TECHNICAL_PATH,
        language: 'en',
        formId: SUPPORT_TECHNICAL_FORM_ID,
        name: 'Ana Díaz',
        email: 'ana@example.com',
        issue: 'A form does not work',
        message: 'The contact form does not submit.',
      }),
  ],
  [
    'the profile link (Send/SendProfileEmail)',
    expect.stringMatching(/^member\.[0-9a-f-]{36}@example\.org$/) as unknown,
    async () => {
      const email = `member.${randomUUID()}@example.org`;
      await registered(t, { email, dataExtension: { secondaryConsent: { Email: true, SMS: false } } });
      await t.deliver();
      deliveries.length = 0;
      return () => post('/Send/SendProfileEmail', profileEmailBody(email));
    },
  ],
  [
    'the mailing-list welcome (Send/AddContactsToCRMailingList)',
    'list.welcome@example.com',
    async () => {
      const email = 'list.welcome@example.com';
      const values = validValues('adult', { Email: email, SecondaryConsentMedium: ['Email'] });
      const { body } = await submitContactForm(t.app, { values });
      const enrollmentId = body.journeyStatusRequest.enrollmentId;
      return () =>
        post('/Send/AddContactsToCRMailingList', {
          tenantKey: 'cr-demo',
          enrollmentId,
          email,
          language: 'en',
          patientType: 'adult',
        });
    },
  ],
  [
    'the contact welcome SMS (api/contacts/SendSMS)',
    SMS_TO,
    async () => () =>
      post('/api/contacts/SendSMS', {
        enrollmentId: randomUUID(),
        smsType: 'Cr-Registration',
        smsStudyName: 'Migraine Study',
        countryCode: '+1',
        smsRootPath: '/migraine-study',
        mobileNumber: SMS_TO,
        websiteName: 'ClinicalResearch',
        tenantKey: 'cr-demo',
      }),
  ],
  [
    'the registration welcome SMS (AddOrUpdateCrRegistrationDetails)',
    '+12125550134',
    async () => {
      const body = registrationBody();
      return () => post(registrationUrl(body.ref), body);
    },
  ],
];

describe(`outgoing messages leave after the commit, on ${databaseUnderTest}`, () => {
  it.each(paths)('%s: queued by the request, delivered after its commit', async (_name, to, prepare) => {
    const request = await prepare();
    const res = await request();
    expect(res.statusCode).toBe(200);
    expect(deliveries).toEqual([]);
    await t.deliver();
    expect(deliveries).toEqual([{ to, insideTransaction: false }]);
  });

  it.each(paths)('%s: a commit that fails sends nothing', async (_name, _to, prepare) => {
    const request = await prepare();
    await t.deliver();
    deliveries.length = 0;
    const queued = await countQueued();
    const res = await failingCommits(request);
    expect(res.statusCode).toBe(500);
    await t.deliver();
    expect(deliveries).toEqual([]);
    expect(await countQueued()).toBe(queued);
  });
});

async function countQueued(): Promise<number> {
  const row = await t.deps.db
    .selectFrom('message_queue')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
