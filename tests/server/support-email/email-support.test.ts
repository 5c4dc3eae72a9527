import { randomUUID } from 'node:crypto';
import { publishDemoContent, demoSupportForm } from '../../support/demo-content';
import { problemSchema } from '../../../src/shared/contracts/problem';
import type { RecordingMail } from '../support/fakes';
import { createTestApp, type TestApp } from '../support/test-app';

/** The demo pack's support forms. */
const SUPPORT_INBOX = demoSupportForm('technical').inbox;
const SUPPORT_STUDY_FORM_ID = demoSupportForm('study').formId;
const SUPPORT_STUDY_PATH = demoSupportForm('study').path;
const SUPPORT_TECHNICAL_FORM_ID = demoSupportForm('technical').formId;
const SUPPORT_TECHNICAL_PATH = demoSupportForm('technical').path;

let testApp: TestApp;
const mail = () => testApp.deps.mail as RecordingMail;

beforeAll(async () => {
  testApp = await createTestApp({ config: { publicBaseUrl: 'https://trials.example.org' } });
  await publishDemoContent(testApp.deps.db);
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => {
  mail().sent.length = 0;
});

const valid = {
  pagePath: SUPPORT_TECHNICAL_PATH,
  language: 'en',
  formId: SUPPORT_TECHNICAL_FORM_ID,
  name: 'Ana Díaz',
  email: 'ana@example.com',
  issue: 'A form does not work',
  message: 'The contact form does not submit.',
};

/** Posts the form, then delivers what it queued (as the running server does after the commit). */
const post = async (body: unknown, key: string | null = randomUUID()) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/Send/EmailSupport',
    headers: key ? { 'idempotency-key': key } : {},
    payload: body as object,
  });
  await testApp.deliver();
  return response;
};

describe('POST /Send/EmailSupport', () => {
  it('mails the filled template to the configured inbox, replying to the person', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    expect(mail().sent).toHaveLength(1);
    expect(mail().sent[0]).toMatchObject({
      to: SUPPORT_INBOX,
      subject: '[Technical support] A form does not work',
      category: 'transactional',
      headers: { 'Reply-To': 'ana@example.com' },
    });
    expect(mail().sent[0]?.text).toBe(
      'Support request: [Technical support] A form does not work\nFrom: Ana Díaz <ana@example.com>\n\nThe contact form does not submit.',
    );
  });

  it('uses the fixed issue of the study form whatever the browser sends, in Spanish too', async () => {
    const response = await post({
      ...valid,
      language: 'es',
      pagePath: SUPPORT_STUDY_PATH,
      formId: SUPPORT_STUDY_FORM_ID,
      issue: 'anything',
    });
    expect(response.statusCode).toBe(200);
    expect(mail().sent[0]?.subject).toBe('[Study support] Pregunta sobre un estudio');
  });

  it('answers a replay from the stored response without mailing twice', async () => {
    const key = randomUUID();
    expect((await post(valid, key)).statusCode).toBe(200);
    const replay = await post(valid, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(mail().sent).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '' }, ['body.name']],
    ['an empty e-mail', { email: '' }, ['body.email']],
    ['an empty message', { message: '  ' }, ['body.message']],
    ['an issue not in the list', { issue: 'Free text' }, ['body.issue']],
    ['no issue', { issue: '' }, ['body.issue']],
    ['a malformed e-mail', { email: 'ana@' }, ['body.email']],
    ['an unknown form', { formId: 'nope' }, ['body.formId']],
    ['another component id of a page', { formId: 'support-landing', pagePath: '/support' }, ['body.formId']],
    ['an unknown page', { pagePath: '/support/none' }, ['body.formId']],
    ['a recipient chosen by the browser', { toAddress: 'victim@example.com' }, ['body']],
    ['a path that is not a path', { pagePath: 'support' }, ['body.pagePath']],
  ])('refuses %s with a 400 naming the field, mailing nothing', async (_label, change, fields) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = problemSchema.parse(response.json());
    expect(problem.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(fields));
    expect(mail().sent).toHaveLength(0);
  });

  it('requires an Idempotency-Key', async () => {
    const response = await post(valid, null);
    expect(response.statusCode).toBe(400);
    expect(mail().sent).toHaveLength(0);
  });
});
