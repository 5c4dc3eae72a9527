import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { createStaffAccount } from '../../src/server/staff/staff-accounts';
import { STAFF_SESSION_COOKIE } from '../../src/server/staff/staff-cookie';
import { mintStaffSession } from '../../src/server/staff/staff-sessions';
import type { StaffRole } from '../../src/server/db/tables/staff';
import { submitBody, validValues } from '../server/contact/support';
import {
  choiceBody,
  outcomeBody,
  OUTCOME_URL,
  SAVE_SITE_URL,
  TENANT,
} from '../server/site-selection/support';
import { participantBody } from '../server/support/participants';
import { formatViolations, runAxe, settlePage } from './support/axe';
import { setupE2eSession } from './support/e2e-session';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';

/*
 * The referral work in a browser: site staff find a new referral, open it (it becomes Viewed),
 * schedule it with the date the form asks for; the participant withdraws with their mail's link
 * and the list shows it at once; an admin reads the audit log. Every page passes axe.
 */

const SITE = 'MIG-301-001';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const session = setupE2eSession({ page: 'none' });

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${session.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** A participant referred to SITE through the journey's own calls. */
async function referParticipant(email: string): Promise<string> {
  const enrollmentId = randomUUID();
  await post('/Participant/Add', participantBody({ tenantKey: TENANT, enrollmentId }));
  await post('/Patient/Add', submitBody({ enrollmentId, values: validValues('adult', { Email: email }) }));
  const choice = choiceBody({ enrollmentId, siteCode: SITE });
  await post(SAVE_SITE_URL, choice);
  await post(OUTCOME_URL, outcomeBody(enrollmentId, 'New'));
  return choice.referralId;
}

/** A browser context signed in as a new account of this role (as if it had used its passkey). */
async function signedIn(role: StaffRole, grants: { sites?: string[] } = {}): Promise<BrowserContext> {
  const { db } = session.server.deps;
  const accountId = await createStaffAccount(
    db,
    {
      email: `${role}.${randomUUID()}@example.org`,
      displayName: role === 'admin' ? 'Ada Admin' : 'Sam Site',
      role,
      status: 'active',
      createdBy: null,
      ...grants,
    },
    new Date(),
  );
  const token = await mintStaffSession(db, accountId!, new Date());
  const context = await session.newContext(DESKTOP);
  await context.addCookies([
    { name: STAFF_SESSION_COOKIE, value: token, url: `${session.server.baseUrl}/api/staff` },
  ]);
  return context;
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await settlePage(page);
  const violations = await runAxe(page);
  if (violations.length > 0) throw new Error(formatViolations(where, violations));
}

describe('staff referrals in the browser', () => {
  let referralId: string;
  let staff: Page;

  beforeAll(async () => {
    referralId = await referParticipant('e2e.referral@example.com');
    staff = await (await signedIn('site_staff', { sites: [SITE] })).newPage();
  });

  it('lists the new referral for the site staff and opens it, Viewed', async () => {
    await staff.goto(`${session.server.baseUrl}/staff/referrals`);
    await staff.getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
    const row = staff.getByRole('row').filter({ hasText: referralId });
    await row.getByText('Ann Lee').waitFor();
    await row.getByText('New', { exact: true }).waitFor();
    await expectNoAxeViolations(staff, 'the referral list');
    await row.getByRole('link', { name: referralId }).click();
    await staff.getByRole('heading', { level: 1, name: `Referral ${referralId}` }).waitFor();
    await staff.getByText('e2e.referral@example.com').waitFor();
    await staff.getByRole('table', { name: 'Status history' }).getByText('Viewed').waitFor();
    await expectNoAxeViolations(staff, 'the referral page');
  });

  it('stays usable at 768 px: nothing wider than the screen but the tables, which scroll in place', async () => {
    await staff.setViewportSize({ width: 768, height: 1024 });
    try {
      await staff.goto(`${session.server.baseUrl}/staff/referrals`);
      await staff.getByRole('row').filter({ hasText: referralId }).waitFor();
      const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await staff.getByLabel('Status').focus();
      await staff.keyboard.press('Tab');
      await expect(staff.getByLabel('Site').evaluate((el) => el === document.activeElement)).resolves.toBe(
        true,
      );
    } finally {
      await staff.setViewportSize(DESKTOP.viewport);
    }
    await staff.getByRole('row').filter({ hasText: referralId }).getByRole('link').click();
    await staff.getByRole('heading', { level: 1, name: `Referral ${referralId}` }).waitFor();
  });

  it('asks for the date before scheduling, then records it in the history', async () => {
    await staff.getByLabel('New status').selectOption('Scheduled');
    await staff.getByRole('button', { name: 'Save status' }).click();
    await staff.getByRole('alert').getByText('Enter the appointment date.').waitFor();
    await staff.getByLabel('Appointment date').fill('2030-04-02');
    await staff.getByRole('button', { name: 'Save status' }).click();
    await staff
      .getByRole('table', { name: 'Status history' })
      .getByText('Appointment on Apr 2, 2030')
      .waitFor();
  });

  it("shows the participant's withdrawal with the mailed link at once", async () => {
    let link = '';
    await waitUntil(
      async () => {
        const mail = (await readMailbox(session.server)).find(
          (message) => message.to === 'e2e.referral@example.com' && message.channel === 'email',
        );
        link = mail?.links.find((entry) => entry.url.includes('/withdraw#t='))?.url ?? '';
        return link !== '';
      },
      15000,
      'the referral confirmation',
    );
    const mailed = new URL(link);
    const participant = await session.newPage();
    await participant.goto(`${session.server.baseUrl}${mailed.pathname}${mailed.hash}`);
    await participant.getByRole('heading', { level: 1, name: 'Withdraw from the study' }).waitFor();
    await expectNoAxeViolations(participant, 'the withdrawal page');
    await participant.getByRole('button', { name: 'Withdraw' }).click();
    await participant.getByRole('status').getByText('You have withdrawn').waitFor();
    await staff.goto(`${session.server.baseUrl}/staff/referrals`);
    await staff.getByRole('row').filter({ hasText: referralId }).getByText('Withdrawn').waitFor();
  });

  it('shows an admin the audit log of these views', async () => {
    const admin = await (await signedIn('admin')).newPage();
    await admin.goto(`${session.server.baseUrl}/staff/audit`);
    await admin.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await admin.getByLabel('Action').selectOption('referral.viewed');
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await admin
      .getByRole('table', { name: /Audit log entries/ })
      .getByText('Sam Site')
      .first()
      .waitFor();
    await expectNoAxeViolations(admin, 'the audit log');
  });
});
