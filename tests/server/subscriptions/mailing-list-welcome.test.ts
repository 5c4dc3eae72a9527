import { randomUUID } from 'node:crypto';
import { submitContactForm, validValues } from '../contact/support';
import type { TestApp } from '../support/test-app';
import { BASE_URL, createSubscriptionApp, send, SITE, suppressions, TENANT, testClock } from './support';

function listBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    tenantKey: TENANT,
    enrollmentId: randomUUID(),
    email,
    language: 'en',
    patientType: 'adult',
    ...overrides,
  };
}

/** A contact form with the email opt-in ticked, and the mailing-list entry of its enrolment. */
async function optedIn(t: TestApp, email: string, overrides: Record<string, unknown> = {}) {
  const values = validValues('adult', { Email: email, SecondaryConsentMedium: ['Email'] });
  const { body } = await submitContactForm(t.app, { values });
  const entry = listBody(email, { enrollmentId: body.journeyStatusRequest.enrollmentId, ...overrides });
  return { body, entry };
}

async function mailsTo(t: TestApp, to: string) {
  await t.deliver();
  return t.deps.db.selectFrom('outbound_messages').selectAll().where('to', '=', to).orderBy('seq').execute();
}

const tokenOf = (url: string) => new URL(url).searchParams.get('uToken') ?? '';

describe('AddContactsToCRMailingList: the welcome mail', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createSubscriptionApp(clock);
  });
  afterAll(() => t.close());

  it('mails a new entry once, as marketing, with the unsubscribe and the study’s resubscribe links', async () => {
    const email = 'wel@example.org';
    const { body, entry } = await optedIn(t, email, { firstName: 'Ann' });
    expect((await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', entry)).json()).toEqual({
      added: true,
    });
    await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', { ...entry, email: 'WEL@example.org' });
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      category: 'marketing',
      subject: 'Welcome to the ClinicalResearch mailing list',
    });
    const [unsubscribe, resubscribe] = mail.links;
    const token = tokenOf(unsubscribe!.url);
    expect(unsubscribe!.url).toBe(`${BASE_URL}/unsubscribe?uToken=${token}`);
    expect(resubscribe!.url).toBe(`${BASE_URL}/migraine-study/resubscribe?uToken=${token}`);
    expect(mail.body).toContain('Hello Ann,');
    expect(mail.body).toContain(unsubscribe!.url);
    expect(mail.headers['List-Unsubscribe']).toBe(`<${BASE_URL}/api/unsubscribe/one-click?uToken=${token}>`);

    // The mailed token works on the site's page and names the contact's guest.
    const res = await send(t.app, 'POST', '/Send/Unsubscribe', {
      unsubscribeToken: token,
      siteSettingsId: SITE,
      language: 'en',
    });
    expect(res.json()).toEqual({ data: { guestRef: body.guestRef, email } });
  });

  it('writes Spanish mail with /es links', async () => {
    const email = 'es@example.org';
    const { entry } = await optedIn(t, email, { language: 'es' });
    await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', entry);
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('Bienvenido a la lista de correo de ClinicalResearch');
    expect(mail?.links.map((link) => new URL(link.url).pathname)).toEqual([
      '/es/unsubscribe',
      '/es/migraine-study/resubscribe',
    ]);
  });

  it('holds the welcome back for an address that unsubscribed from everything', async () => {
    const email = 'gone@example.org';
    await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', (await optedIn(t, email)).entry);
    const [first] = await mailsTo(t, email);
    await send(t.app, 'POST', '/Send/CommonUnsubscribe', { unsubscribeToken: tokenOf(first!.links[0]!.url) });
    expect(await suppressions(t, email)).toEqual([{ scope: 'all', resubscribed_at: null }]);
    // The list forgot the entry; a later opted-in enrolment makes a new one, whose welcome is
    // marketing: held back.
    await t.deps.db.deleteFrom('contact_mailing_list').where('email', '=', email).execute();
    const res = await send(
      t.app,
      'POST',
      '/Send/AddContactsToCRMailingList',
      (await optedIn(t, email)).entry,
    );
    expect(res.json()).toEqual({ added: true });
    expect(await mailsTo(t, email)).toHaveLength(1);
    const held = await t.deps.db
      .selectFrom('subscription_suppressed_mail')
      .select(['email', 'subject'])
      .where('email', '=', email)
      .execute();
    expect(held).toEqual([{ email, subject: 'Welcome to the ClinicalResearch mailing list' }]);
  });
});
