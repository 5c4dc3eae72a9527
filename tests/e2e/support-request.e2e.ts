import { setupE2eSession } from './support/e2e-session';
import { waitForPath } from './support/journey-steps';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';

/*
 * The support pages: a tile keeps the query, the form validates on blur with the configured messages, and a
 * request arrives in the mailbox of the support inbox, also when it was sent while offline.
 */

const session = setupE2eSession();
const SUPPORT_INBOX = 'support@clinicalresearch.example';

jest.setTimeout(60000);

async function supportMail(subject: string, fromEmail: string) {
  let text = '';
  await waitUntil(
    async () => {
      const found = (await readMailbox(session.server)).find(
        (message) =>
          message.to === SUPPORT_INBOX && message.subject === subject && message.text.includes(fromEmail),
      );
      text = found?.text ?? '';
      return found !== undefined;
    },
    15000,
    `the support mail "${subject}"`,
  );
  return text;
}

describe('support', () => {
  it('a tile opens its page and keeps the query', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/support?utm_source=newsletter`);
    await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
    await page.getByRole('link', { name: /Technical support/ }).click();
    const url = await waitForPath(page, '/support/technical');
    expect(url.searchParams.get('utm_source')).toBe('newsletter');
    await page.getByRole('heading', { name: 'Technical support', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Support' })
      .waitFor();
  });

  it('validates on blur with the configured messages and sends nothing invalid', async () => {
    const { page } = session;
    const name = page.getByLabel('Name');
    await name.focus();
    await name.blur();
    await page.getByText('Please enter your name.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const email = page.getByLabel('Email address');
    await email.fill('not-an-address');
    await email.blur();
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please choose an issue.').waitFor();
    await page.getByText('Please enter your message.').waitFor();
    expect(
      (await readMailbox(session.server)).filter((message) => message.to === SUPPORT_INBOX),
    ).toHaveLength(0);
  });

  it('sends a valid request that arrives in the support mailbox', async () => {
    const { page } = session;
    await page.getByLabel('Name').fill('Dana Reyes');
    await page.getByLabel('Email address').fill('dana.support@example.com');
    await page.getByLabel('Issue').selectOption({ label: 'A form does not work' });
    await page.getByLabel('Message').fill('The contact form does not accept my ZIP code.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Thank you, we received your request' }).waitFor();
    const text = await supportMail('[Technical support] A form does not work', 'dana.support@example.com');
    expect(text).toContain('Dana Reyes');
    expect(text).toContain('The contact form does not accept my ZIP code.');
    await page.screenshot({ path: 'tests/.scratch/support-sent.png', fullPage: true });
  });

  it('a request sent offline is kept and arrives once when the network returns', async () => {
    const { page, context, server } = session;
    await page.goto(`${server.baseUrl}/support/study`);
    await page.getByRole('heading', { name: 'Study questions', level: 1 }).waitFor();
    const issue = page.getByLabel('Issue');
    expect(await issue.inputValue()).toBe('Question about a study');
    expect(await issue.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Sam Ortiz');
    await page.getByLabel('Email address').fill('sam.offline@example.com');
    await page.getByLabel('Message').fill('Which visits are at home?');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/Your request is saved on this device/).waitFor({ timeout: 20000 });
    await context.setOffline(false);
    await page
      .getByRole('heading', { name: 'Thank you, we received your request' })
      .waitFor({ timeout: 20000 });
    await supportMail('[Study support] Question about a study', 'sam.offline@example.com');
    await page.waitForTimeout(1500);
    const copies = (await readMailbox(server)).filter(
      (message) => message.to === SUPPORT_INBOX && message.text.includes('sam.offline@example.com'),
    );
    expect(copies).toHaveLength(1);
  });
});
