import { formatViolations, runAxe } from './support/axe';
import { setupE2eSession } from './support/e2e-session';
import {
  acceptInvitation,
  addVirtualAuthenticator,
  createAdmin,
  inviteStaff,
  SIGN_IN_LINK_SUBJECT,
  signInWithPasskey,
  staffLinkMailedTo,
} from './support/staff-steps';

/*
 * Signing in to the study-team workspace in Chromium, with its virtual authenticator: the first
 * admin from the command, its invitation turned into a passkey, a passkey sign-in, an invitation
 * sent from the accounts page and accepted on another device, and the mailed sign-in link with a
 * passkey added after it. A used invitation link says so.
 */

const session = setupE2eSession({
  server: { publicHost: 'localhost' },
  page: 'none',
  setupTimeoutMs: 180000,
});

const ADMIN = 'first.admin@example.org';
const COORDINATOR = 'coordinator@example.org';

describe('workspace sign-in', () => {
  let adminLink: string;

  it('turns the first admin’s invitation into a passkey, then signs in with it', async () => {
    adminLink = await createAdmin(session.server, ADMIN);
    expect(adminLink.startsWith(`${session.server.baseUrl}/staff/invitation#t=`)).toBe(true);
    const page = await session.newPage();
    await addVirtualAuthenticator(page);
    await acceptInvitation(page, adminLink);
    // The token left the address as soon as the page read it.
    expect(page.url()).not.toContain('#t=');

    await page.context().clearCookies();
    await signInWithPasskey(page, session.server.baseUrl);
    await page.goto(`${session.server.baseUrl}/staff/accounts`);
    const row = page.getByRole('row', { name: /Ada Admin/ });
    await row.getByRole('cell', { name: 'Active' }).waitFor();
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('1');
    expect(formatViolations('accounts page', await runAxe(page))).toBe('');
  });

  it('says a used or expired invitation link no longer works', async () => {
    const page = await session.newPage();
    await page.goto(adminLink);
    await page.getByRole('alert').getByText('This invitation has expired or was already used').waitFor();

    const expiring = await createAdmin(session.server, 'late.admin@example.org', 'Lee Late');
    await session.server.deps.db
      .updateTable('staff_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'invitation')
      .where('used_at', 'is', null)
      .execute();
    await page.goto(expiring);
    await page.getByRole('alert').getByText('This invitation has expired or was already used').waitFor();
    expect(formatViolations('expired invitation page', await runAxe(page))).toBe('');
    await page.goto(`${session.server.baseUrl}/staff/invitation`);
    await page.getByRole('alert').getByText('This link is incomplete').waitFor();
  });

  it('invites a coordinator from the accounts page, who signs in on their own device', async () => {
    const admin = await session.newPage();
    await addVirtualAuthenticator(admin);
    await acceptInvitation(admin, await createAdmin(session.server, 'second.admin@example.org', 'Bo Admin'));
    const link = await inviteStaff(admin, session.server, {
      email: COORDINATOR,
      displayName: 'Cora Coordinator',
      role: 'site_staff',
      sites: ['MIG-301-001'],
    });

    const coordinator = await session.newPage();
    await addVirtualAuthenticator(coordinator);
    await acceptInvitation(coordinator, link);
    await coordinator.getByText('Cora Coordinator').first().waitFor();

    await admin.reload();
    const row = admin.getByRole('row', { name: /Cora Coordinator/ });
    await row.getByRole('cell', { name: 'Active' }).waitFor();
  });

  it('signs in with a mailed link on a device without a passkey, and adds one there', async () => {
    const page = await session.newPage();
    await page.goto(`${session.server.baseUrl}/staff/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to the study team workspace' }).waitFor();
    expect(formatViolations('sign-in page', await runAxe(page))).toBe('');
    await page.getByLabel('Your work email address').fill(COORDINATOR);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('status').getByText('If this address has a workspace account').waitFor();
    const link = await staffLinkMailedTo(session.server, COORDINATOR, SIGN_IN_LINK_SUBJECT);

    await addVirtualAuthenticator(page);
    await page.goto(link);
    await page.getByText('You are signed in.').waitFor();
    await page.getByRole('button', { name: 'Add a passkey on this device' }).click();
    await page.getByText('Your passkey is ready').waitFor();

    await page.context().clearCookies();
    await signInWithPasskey(page, session.server.baseUrl);
    await page.goto(link);
    await page.getByRole('alert').getByText('This sign-in link has expired or was already used').waitFor();
  });
});
