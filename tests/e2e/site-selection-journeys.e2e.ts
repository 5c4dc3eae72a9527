import type { BrowserContext, Page } from 'playwright-core';
import { newPerson } from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf, hasNoSiteConvenientRecord } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';
import {
  ASTHMA_J02,
  KNEE_J03,
  MIGRAINE_J01,
  reachSiteSelection,
  siteCard,
  SUCCESS_PATH,
} from './support/site-steps';

/*
 * A site chosen on each journey type lands on the success page with the components its flags
 * allow; health data shared through the sandbox
 *; and the no-site-convenient path. Each test is a new person in a new context.
 */

const session = setupE2eSession({ page: 'test' });
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ context, page } = session);
});

jest.setTimeout(90000);

const heading = (name: string) => page.getByRole('heading', { name, exact: true });

async function savedSite(enrollmentId: string) {
  return session.server.deps.db
    .selectFrom('contact_site_details')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .execute();
}

describe('choosing a site on each journey type', () => {
  it('journey 01: a plain site, the success page with next steps, and health data shared', async () => {
    const person = newPerson('success-j01');
    await reachSiteSelection(page, session.server, MIGRAINE_J01, person);
    const name = 'Lakeside Neurology Research Center';
    // No key-information popup: the site does not enable it.
    await siteCard(page, name)
      .getByRole('button', { name: `Select this site: ${name}` })
      .click();
    await waitForPath(page, SUCCESS_PATH);
    await page.getByTestId('success-confirmation').getByText(`Thank you, ${person.firstName}.`).waitFor();
    await heading('You are all set').waitFor();
    await heading('Your requested appointment').waitFor();
    await heading('What happens next').waitFor();
    expect(await heading('Your next steps').count()).toBe(0);
    await heading('Share your health data').waitFor();
    await page.screenshot({ path: 'tests/.scratch/success-j01.png', fullPage: true });

    await page.getByRole('button', { name: 'Share my health data' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Health-record connection (sandbox)' });
    await sandbox.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Thank you. Your health records are connected.').waitFor();
    const enrollmentId = (await enrollmentIdOf(context))!;
    await waitUntil(
      async () =>
        (
          await session.server.deps.db
            .selectFrom('health_data_responses')
            .select('human_api_status')
            .where('enrollment_id', '=', enrollmentId)
            .execute()
        ).some((row) => row.human_api_status === 'Connected'),
      10000,
      'the Connected health-data record',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('hapiAttempts'))).not.toBeNull();
    const saved = await savedSite(enrollmentId);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ site_code: 'MIG-301-001', referral_id: `${enrollmentId}-MIG-301-001` });

    // The site's staff are told (two addresses, one mobile) with the referral's link and nothing
    // personal, and the participant gets a confirmation: once each, a reload of the page included.
    const referralId = `${enrollmentId}-MIG-301-001`;
    const referralMessages = async () =>
      (await readMailbox(session.server)).filter(
        (message) => message.text.includes(referralId) || message.to === person.email,
      );
    await waitUntil(async () => (await referralMessages()).length >= 4, 15000, 'the referral messages');
    await page.reload();
    await heading('You are all set').waitFor();
    const messages = await referralMessages();
    expect(messages.map((message) => `${message.channel} ${message.to}`).sort()).toEqual([
      'email coordinator.lakeside@example.org',
      'email cra.lakeside@example.org',
      `email ${person.email}`,
      'sms +13125550142',
    ]);
    for (const staff of messages.filter((message) => message.to !== person.email)) {
      expect(staff.links.map((link) => new URL(link.url).pathname)).toEqual([
        `/staff/referrals/${referralId}`,
      ]);
      for (const personal of [person.firstName, person.lastName, person.email])
        expect(`${staff.subject ?? ''} ${staff.text}`).not.toContain(personal);
    }
    const confirmation = messages.find((message) => message.to === person.email)!;
    expect(confirmation.subject).toBe('Your study site – Migraine Prevention Study');
    expect(confirmation.text).toContain('Lakeside Neurology Research Center');
  });

  it('journey 02: the key-information popup, the appointment status, and no health-data card', async () => {
    await reachSiteSelection(page, session.server, ASTHMA_J02);
    const first = page.locator('#site-selection li').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: `Select this site: ${name}` }).click();
    await page.getByTestId('site-ki-consent-modal').getByRole('button', { name: 'No' }).click();
    // The sponsor has no life-link setting: no life-link popup.
    await waitForPath(page, SUCCESS_PATH);
    await heading('You are all set').waitFor();
    expect(await heading('Share your health data').count()).toBe(0);
    const enrollmentId = (await enrollmentIdOf(context))!;
    await waitUntil(
      async () => (await savedSite(enrollmentId))[0]?.appointment_status != null,
      10000,
      'the appointment status',
    );
    expect((await savedSite(enrollmentId))[0]).toMatchObject({
      site_code: 'AST-204-002',
      ki_element_consent: 'No',
    });
  });

  it('journey 03: the advanced next steps with the selected site', async () => {
    await reachSiteSelection(page, session.server, KNEE_J03);
    const first = page.locator('#site-selection li').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: `Select this site: ${name}` }).click();
    await page.getByTestId('site-ki-consent-modal').getByRole('button', { name: 'Yes' }).click();
    await waitForPath(page, SUCCESS_PATH);
    await heading('Your next steps').waitFor();
    expect(await heading('What happens next').count()).toBe(0);
    await page.getByText(name).first().waitFor();
    await page.screenshot({ path: 'tests/.scratch/success-j03.png', fullPage: true });
    const enrollmentId = (await enrollmentIdOf(context))!;
    expect((await savedSite(enrollmentId))[0]).toMatchObject({
      site_code: 'KOA-310-003',
      ki_element_consent: 'Yes',
    });
  });

  it('no site convenient: the referral updates, then the outcome page', async () => {
    await reachSiteSelection(page, session.server, MIGRAINE_J01);
    await page.getByRole('button', { name: 'No site is convenient' }).click();
    await waitForPath(page, '/no-site-convenient/adult');
    const enrollmentId = (await enrollmentIdOf(context))!;
    await waitUntil(
      () => hasNoSiteConvenientRecord(session.server, enrollmentId),
      10000,
      'the no-site-convenient record',
    );
    expect(await savedSite(enrollmentId)).toHaveLength(0);
  });

  it('a choice made offline is kept and sent once when the network returns', async () => {
    await reachSiteSelection(page, session.server, MIGRAINE_J01);
    const name = 'Lakeside Neurology Research Center';
    await context.setOffline(true);
    await siteCard(page, name)
      .getByRole('button', { name: `Select this site: ${name}` })
      .click();
    await page
      .getByRole('status')
      .getByText(
        'Your choice is saved on this device. We will send it and continue as soon as you are back online.',
      )
      .waitFor();
    const enrollmentId = (await enrollmentIdOf(context))!;
    expect(await savedSite(enrollmentId)).toHaveLength(0);
    await context.setOffline(false);
    await waitForPath(page, SUCCESS_PATH);
    await heading('You are all set').waitFor();
    expect(await savedSite(enrollmentId)).toHaveLength(1);
  });
});
