import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newPerson } from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';
import { waitForServiceWorkerControl } from './support/service-worker-control';
import { MIGRAINE_J01, reachSiteSelection, siteCard, SUCCESS_PATH } from './support/site-steps';
import { acceptInvitation, addVirtualAuthenticator, createAdmin, inviteStaff } from './support/staff-steps';

/*
 * A referral from the participant's phone to the study team's desk, in Chromium: a participant
 * confirms a site; the site's staff mail and the participant's confirmation reach the mailbox once
 * each; the first admin (made as `npm run staff:create-admin` makes one) invites a coordinator of
 * that site and a study manager without personal-data access, each of whom signs in with a
 * (virtual) passkey; the coordinator opens the referral from the staff mail and marks it
 * Contacted, then Scheduled; the manager's funnel counts it and shows no name; the coordinator's
 * CSV export holds the referral; the admin's audit log shows every step.
 */

const session = setupE2eSession({
  page: 'file',
  server: { publicHost: 'localhost' },
  setupTimeoutMs: 60_000,
});
const DESKTOP = { width: 1280, height: 900 };
const SITE = 'MIG-301-001';
const SITE_NAME = 'Lakeside Neurology Research Center';

jest.setTimeout(120_000);

let referralId = '';
const person = newPerson('workspace-journey');
const staffContexts: BrowserContext[] = [];

/** A desktop browser of its own (cookies, passkeys) for one member of the study team. */
async function desk(): Promise<Page> {
  const context = await session.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  staffContexts.push(context);
  const page = await context.newPage();
  await addVirtualAuthenticator(page);
  return page;
}

afterAll(async () => {
  for (const context of staffContexts) await context.close();
});

/** The funnel table's totals row, by column header. */
async function funnelTotals(page: Page): Promise<Record<string, string>> {
  const table = page.locator('table.funnel__table');
  const headers = await table.locator('thead th').allTextContents();
  const totals = await table.locator('tfoot tr').locator('th, td').allTextContents();
  return Object.fromEntries(headers.map((header, i) => [header, totals[i] ?? '']));
}

/** Every address the participant's phone asked for. */
const participantRequests: string[] = [];
const WORKSPACE_ASSET = /\/assets\/workspace-[^/]+\.(js|css)$/;

/** The addresses in the page's service-worker caches whose name contains `name`. */
async function cachedPaths(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const paths: string[] = [];
    for (const cacheName of (await caches.keys()).filter((cache) => cache.includes(wanted))) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, name);
}

let admin: Page;
let coordinator: Page;
let manager: Page;

describe('a referral reaches the study team and is worked', () => {
  it('a participant confirms a site: the staff mail and the confirmation arrive once each', async () => {
    const { page } = session;
    page.on('request', (request) => participantRequests.push(new URL(request.url()).pathname));
    await reachSiteSelection(page, session.server, MIGRAINE_J01, person);
    await siteCard(page, SITE_NAME)
      .getByRole('button', { name: `Select this site: ${SITE_NAME}` })
      .click();
    await waitForPath(page, SUCCESS_PATH);
    await page.getByRole('heading', { name: 'You are all set', exact: true }).waitFor();
    const enrollmentId = (await enrollmentIdOf(session.context))!;
    referralId = `${enrollmentId}-${SITE}`;
    const about = async () =>
      (await readMailbox(session.server)).filter(
        (message) => message.text.includes(referralId) || message.to === person.email,
      );
    await waitUntil(async () => (await about()).length >= 4, 15_000, 'the referral messages');
    await page.reload();
    await page.getByRole('heading', { name: 'You are all set', exact: true }).waitFor();
    const messages = await about();
    expect(messages.map((message) => `${message.channel} ${message.to}`).sort()).toEqual([
      'email coordinator.lakeside@example.org',
      'email cra.lakeside@example.org',
      `email ${person.email}`,
      'sms +13125550142',
    ]);
  });

  it("the participant's phone neither downloaded nor precached any of the workspace", async () => {
    const built = readdirSync(
      join(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'), 'assets'),
    ).filter((file) => WORKSPACE_ASSET.test(`/assets/${file}`));
    expect(built.length).toBeGreaterThanOrEqual(2);
    await waitForServiceWorkerControl(session.page);
    const precached = await cachedPaths(session.page, 'precache');
    expect(precached.length).toBeGreaterThan(50);
    expect(precached.filter((path) => WORKSPACE_ASSET.test(path))).toEqual([]);
    expect(participantRequests.length).toBeGreaterThan(20);
    expect(
      participantRequests.filter((path) => WORKSPACE_ASSET.test(path) || path.startsWith('/api/staff')),
    ).toEqual([]);
  });

  it('the first admin and the invited team sign in with passkeys', async () => {
    admin = await desk();
    await acceptInvitation(admin, await createAdmin(session.server, 'ada.admin@example.org'));
    const coordinatorLink = await inviteStaff(admin, session.server, {
      email: 'sam.site@example.org',
      displayName: 'Sam Site',
      role: 'site_staff',
      sites: [SITE],
    });
    const managerLink = await inviteStaff(admin, session.server, {
      email: 'max.manager@example.org',
      displayName: 'Max Manager',
      role: 'study_manager',
      studies: ['MIG-301'],
    });
    coordinator = await desk();
    await acceptInvitation(coordinator, coordinatorLink);
    manager = await desk();
    await acceptInvitation(manager, managerLink);
  });

  it('the coordinator opens the referral from the staff mail and marks it Contacted, then Scheduled', async () => {
    const staffMail = (await readMailbox(session.server)).find(
      (message) => message.to === 'coordinator.lakeside@example.org' && message.text.includes(referralId),
    )!;
    const link = new URL(staffMail.links[0]!.url);
    await coordinator.goto(`${session.server.baseUrl}${link.pathname}`);
    await coordinator.getByRole('heading', { level: 1, name: `Referral ${referralId}` }).waitFor();
    await coordinator.getByText(person.email).first().waitFor();
    const history = coordinator.getByRole('table', { name: 'Status history' });
    await history.getByText('Viewed').waitFor();

    await coordinator.getByLabel('New status').selectOption('Contacted');
    await coordinator.getByRole('button', { name: 'Save status' }).click();
    await history.getByText('Contacted').waitFor();
    await coordinator.getByLabel('New status').selectOption('Scheduled');
    await coordinator.getByLabel('Appointment date').fill('2030-04-02');
    await coordinator.getByRole('button', { name: 'Save status' }).click();
    await history.getByText('Scheduled').waitFor();
    await history.getByText('Appointment on Apr 2, 2030').waitFor();
    await coordinator.screenshot({ path: 'tests/.scratch/staff-referral-1280.png', fullPage: true });

    await coordinator.goto(`${session.server.baseUrl}/staff/referrals`);
    const row = coordinator.getByRole('row').filter({ hasText: referralId });
    await row.getByText('Scheduled').waitFor();
    await row.getByText(`${person.firstName} ${person.lastName}`).waitFor();
  });

  it("the manager's funnel counts the referral, and no name is shown anywhere to that manager", async () => {
    await manager.goto(`${session.server.baseUrl}/staff/funnel`);
    await manager.locator('table.funnel__table').waitFor();
    const totals = await funnelTotals(manager);
    expect(totals['Scheduled']).toBe('1');
    await manager.getByText(/ hours \(1 referral contacted\)$/).waitFor();
    await manager.screenshot({ path: 'tests/.scratch/staff-funnel-1280.png', fullPage: true });

    await manager.goto(`${session.server.baseUrl}/staff/referrals`);
    const row = manager.getByRole('row').filter({ hasText: referralId });
    await row.getByText('Scheduled').waitFor();
    await manager.getByRole('link', { name: referralId }).click();
    await manager.getByRole('heading', { level: 1, name: `Referral ${referralId}` }).waitFor();
    for (const personal of [person.firstName, person.lastName, person.email, person.phone]) {
      expect(await manager.getByText(personal).count()).toBe(0);
    }
    expect(await manager.locator('body').innerText()).not.toContain(person.lastName);
  });

  it("the coordinator's CSV export opens with the referral's row", async () => {
    await coordinator.goto(`${session.server.baseUrl}/staff/referrals`);
    const [download] = await Promise.all([
      coordinator.waitForEvent('download'),
      coordinator.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.trim().split('\r\n');
    const rows = lines.filter((line) => line.includes(referralId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Scheduled');
    expect(rows[0]).toContain(person.email);
  });

  it("the admin's audit log shows each step", async () => {
    await admin.goto(`${session.server.baseUrl}/staff/audit`);
    const log = admin.getByRole('table', { name: /Audit log entries/ });
    await log.waitFor();
    const text = await log.innerText();
    for (const action of [
      'account.created',
      'account.invited',
      'passkey.registered',
      'session.signed-in',
      'referral.viewed',
      'referral.status-changed',
      'referrals.exported',
    ]) {
      expect(text).toContain(action);
    }
    await admin.screenshot({ path: 'tests/.scratch/staff-audit-1280.png', fullPage: true });
  });
});
