import type { Page } from 'playwright-core';
import type { MailboxMessage } from '../../../src/shared/contracts/mailbox';
import { waitUntil } from './outbox-probe';
import type { TestServer } from './test-server';

/** The demo mailbox as a person (or a mail scanner) sees it: GET /api/demo/mailbox. */
export async function readMailbox(server: TestServer): Promise<MailboxMessage[]> {
  const response = await fetch(`${server.baseUrl}/api/demo/mailbox`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages;
}

/**
 * The resume link mailed to `to` (the newest one), waited for. The server mails
 * PUBLIC_BASE_URL links; the test server listens on a port chosen at start, so the link's
 * origin is replaced by the server's own (path and token untouched).
 */
export async function resumeLinkMailedTo(server: TestServer, to: string): Promise<string> {
  let found: MailboxMessage | undefined;
  await waitUntil(
    async () => {
      found = (await readMailbox(server)).find(
        (message) =>
          message.channel === 'email' &&
          message.to === to &&
          message.subject?.startsWith('Resume your journey'),
      );
      return found !== undefined;
    },
    15000,
    `the resume mail to ${to}`,
  );
  const mailed = new URL(found!.links[0]!.url);
  return `${server.baseUrl}${mailed.pathname}${mailed.search}`;
}

/** On a page with the "continue later" form: asks for a resume link and waits for the confirmation. */
export async function requestResumeLink(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('resume-later');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Email me a link to continue later' }).click();
  await form.getByText('We have sent you a link').waitFor();
}
