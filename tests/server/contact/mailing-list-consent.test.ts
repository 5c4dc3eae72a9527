import { randomUUID } from 'node:crypto';
import type { RecordingMail } from '../support/fakes';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { createContactApp, send, submitContactForm, testClock, TENANT, validValues } from './support';
import { editStoredContent } from '../support/edit-stored-content';

/*
 * Marketing mail only with an explicit opt-in: whatever the client asks, an address joins the
 * mailing list (and gets its welcome mail) only when the enrolment's contact form for that
 * address had the email medium ticked.
 */

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createContactApp(clock);
});

afterAll(async () => {
  await t.close();
});

const mail = () => t.deps.mail as RecordingMail;

function listEntry(enrollmentId: string, email: string) {
  return { tenantKey: TENANT, enrollmentId, email, language: 'en', patientType: 'adult' };
}

async function listed(email: string): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('contact_mailing_list')
    .select('email')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

/** Submits the contact form with these media ticked, then the mailing-list call the page makes. */
async function submitWithMedia(media: string[]) {
  const email = `person.${randomUUID().slice(0, 8)}@example.com`;
  const values = validValues('adult', { Email: email, SecondaryConsentMedium: media });
  const { body } = await submitContactForm(t.app, { values });
  const enrollmentId = body.journeyStatusRequest.enrollmentId;
  await t.deliver();
  const before = mail().sent.length;
  const res = await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', listEntry(enrollmentId, email));
  await t.deliver();
  return { email, enrollmentId, res, mails: mail().sent.slice(before) };
}

describe(`AddContactsToCRMailingList needs the email opt-in, on ${databaseUnderTest}`, () => {
  it.each([
    ['email opt-in and SMS consent ticked', ['Email', 'SMS'], true],
    ['only the email opt-in ticked', ['Email'], true],
    ['only the SMS consent ticked', ['SMS'], false],
    ['neither ticked', [], false],
  ])('%s', async (_name, media, subscribed) => {
    const { email, res, mails } = await submitWithMedia(media);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: subscribed });
    expect(await listed(email)).toBe(subscribed ? 1 : 0);
    expect(mails.map((m) => [m.to, m.category, m.subject])).toEqual(
      subscribed ? [[email, 'marketing', 'Welcome to the ClinicalResearch mailing list']] : [],
    );
  });

  it('does not subscribe another address on an opted-in enrolment', async () => {
    const { enrollmentId } = await submitWithMedia(['Email']);
    const other = 'someone.else@example.com';
    const res = await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', listEntry(enrollmentId, other));
    await t.deliver();
    expect(res.json()).toEqual({ added: false });
    expect(await listed(other)).toBe(0);
    expect(mail().sent.filter((m) => m.to === other)).toEqual([]);
  });

  it('does not subscribe an enrolment that never sent its contact form', async () => {
    const email = 'no.form@example.com';
    const res = await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', listEntry(randomUUID(), email));
    await t.deliver();
    expect(res.json()).toEqual({ added: false });
    expect(await listed(email)).toBe(0);
  });
});

describe(`an email medium the site forces on is no opt-in, on ${databaseUnderTest}`, () => {
  type Medium = { key: string; hideFromUI?: boolean; isRequired?: boolean; defaultOptIn?: boolean };
  type Group = { consentMediumList?: Medium[] };
  let saved: Array<{ key: string; language: string; data: unknown }> = [];

  /** Every contact form's Email medium made hidden from the person and forced on by the site. */
  async function forceEmailMedium(force: Pick<Medium, 'isRequired' | 'defaultOptIn'>) {
    const rows = await t.deps.db
      .selectFrom('content_items')
      .select(['key', 'language', 'data'])
      .where('kind', '=', 'form')
      .execute();
    saved = rows;
    for (const row of rows) {
      const data = row.data as { consentGroups?: Group[] };
      const consentGroups = (data.consentGroups ?? []).map((group) => ({
        ...group,
        consentMediumList: (group.consentMediumList ?? []).map((medium) =>
          medium.key === 'Email' ? { ...medium, hideFromUI: true, ...force } : medium,
        ),
      }));
      await editStoredContent(t.deps.db, () =>
        t.deps.db
          .updateTable('content_items')
          .set({ data: JSON.stringify({ ...data, consentGroups }) as never })
          .where('kind', '=', 'form')
          .where('key', '=', row.key)
          .where('language', '=', row.language)
          .execute(),
      );
    }
  }

  afterEach(async () => {
    for (const row of saved) {
      await editStoredContent(t.deps.db, () =>
        t.deps.db
          .updateTable('content_items')
          .set({ data: JSON.stringify(row.data) as never })
          .where('kind', '=', 'form')
          .where('key', '=', row.key)
          .where('language', '=', row.language)
          .execute(),
      );
    }
    saved = [];
  });

  it.each([
    ['hidden and required', { isRequired: true }],
    ['hidden with defaultOptIn', { defaultOptIn: true }],
  ])('%s: the form sent with it on subscribes nobody', async (_name, force) => {
    await forceEmailMedium(force);
    // The form's starting values carry a forced medium as ticked; the page sends it like that.
    const { email, res, mails } = await submitWithMedia(['Email']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: false });
    expect(await listed(email)).toBe(0);
    expect(mails).toEqual([]);
  });
});
