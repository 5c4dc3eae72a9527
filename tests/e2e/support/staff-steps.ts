import type { CDPSession, Page } from 'playwright-core';
import { createAdmin as createAdminAccount } from '../../../src/server/staff/create-admin';
import type { StaffRoleName } from '../../../src/shared/contracts/staff-scalars';
import { readMailbox } from './mailbox';
import { waitUntil } from './outbox-probe';
import type { TestServer } from './test-server';

/*
 * The study-team workspace's sign-in steps, for any e2e file: a passkey authenticator in the
 * browser, the first admin from the command's core, invitations accepted and sent, and signing in.
 * The server must be reached as localhost (`server: { publicHost: 'localhost' }`): WebAuthn needs a
 * domain.
 */

export const INVITATION_SUBJECT = 'Your invitation to the study-team workspace';
export const SIGN_IN_LINK_SUBJECT = 'Your sign-in link for the study-team workspace';

/**
 * A platform authenticator in this page's browser (Chromium's virtual one, through CDP) that
 * keeps discoverable passkeys and verifies the user without asking: the passkey prompts of the
 * page then succeed on their own.
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** An admin made as `npm run staff:create-admin` makes one; its invitation link (on the server's address). */
export async function createAdmin(
  server: TestServer,
  email: string,
  displayName = 'Ada Admin',
): Promise<string> {
  const result = await createAdminAccount(server.deps.db, server.deps, { email, displayName }, new Date());
  if (!result.ok) throw new Error(result.message);
  return result.link;
}

/** The newest workspace mail to `to` with this subject, waited for in the demo mailbox; its link. */
export async function staffLinkMailedTo(server: TestServer, to: string, subject: string): Promise<string> {
  let url: string | undefined;
  await waitUntil(
    async () => {
      const found = (await readMailbox(server))
        .filter((message) => message.channel === 'email' && message.to === to && message.subject === subject)
        .at(-1);
      url = found?.links[0]?.url;
      return url !== undefined;
    },
    15000,
    `the mail "${subject}" to ${to}`,
  );
  return url as string;
}

/** Opens an invitation and creates the passkey (the page needs an authenticator); ends on the referrals. */
export async function acceptInvitation(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Create your passkey' }).waitFor();
  const create = page.getByRole('button', { name: 'Create your passkey' });
  await page.getByText('Invitation for').waitFor();
  await create.click();
  await page.waitForURL(/\/staff\/referrals$/);
}

/** Signs in from the sign-in page with the page's authenticator's passkey; ends on the referrals. */
export async function signInWithPasskey(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/staff/sign-in`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(/\/staff\/referrals$/);
}

export interface StaffInvitee {
  email: string;
  displayName: string;
  role: StaffRoleName;
  /** Site codes (site staff). */
  sites?: string[];
  /** Protocols (study managers). */
  studies?: string[];
  personalData?: boolean;
}

/** An admin's page invites someone from the accounts page; returns the link mailed to them. */
export async function inviteStaff(page: Page, server: TestServer, invitee: StaffInvitee): Promise<string> {
  await page.goto(`${server.baseUrl}/staff/accounts`);
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: 'Invite a member of a study team' }),
  });
  await form.getByLabel('Email', { exact: true }).fill(invitee.email);
  await form.getByLabel('Name', { exact: true }).fill(invitee.displayName);
  await form.getByLabel('Role', { exact: true }).selectOption(invitee.role);
  for (const site of invitee.sites ?? [])
    await form.getByRole('checkbox', { name: new RegExp(`^${site} `) }).check();
  for (const study of invitee.studies ?? [])
    await form.getByRole('checkbox', { name: new RegExp(`^${study}`) }).check();
  if (invitee.personalData) await form.getByRole('checkbox', { name: /names and contact details/ }).check();
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await form.getByRole('status').getByText(`Invitation sent to ${invitee.email}`).waitFor();
  return staffLinkMailedTo(server, invitee.email, INVITATION_SUBJECT);
}
