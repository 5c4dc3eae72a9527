import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { waitForOutboxDelivered } from './support/delivery-audit';
import { answerCookieBanner } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { completeWizard, newRegistrant, startRegistration } from './support/registry-steps';

/*
 * A new member who reloads the page (or reopens the app) before the registration reached the
 * server. The session token is made on the device and travels with the registration's outbox
 * write, so the page load's VerifyToken answers "unknown token": the member must stay signed in
 * while the write waits, and be confirmed once it is delivered (sagas/session/session-start.ts).
 */

const REGISTRATION_PATH = '/api/contacts/AddOrUpdateCrRegistrationDetails/';
const VERIFY_TOKEN_PATH = '/api/contacts/VerifyToken';
const TOKEN_KEY = 'myProfileVerificationToken';

/** The registration write answered 503 (the server busy) while the gate is closed. */
const gate = { closed: false, refused: 0 };

function installRegistrationGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!gate.closed || !request.url.startsWith(REGISTRATION_PATH)) return;
    gate.refused += 1;
    await reply
      .code(503)
      .type('application/problem+json')
      .send({ type: 'about:blank', title: 'Service Unavailable', status: 503 });
  });
}

const session = setupE2eSession({ server: { onApp: installRegistrationGate }, setupTimeoutMs: 60000 });
let page: Page;

jest.setTimeout(90000);

beforeAll(() => {
  ({ page } = session);
});

const memberMenu = (target: Page) =>
  target.locator('#site-nav button[aria-expanded]', { hasText: 'My Profile' });
const sessionToken = (target: Page) => target.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
/** VerifyToken's answers, in order: true (a known session) or false (unknown, expired, revoked). */
const verdicts: boolean[] = [];

it('keeps a new member signed in across a reload before the registration is delivered', async () => {
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== VERIFY_TOKEN_PATH) return;
    const answer = (await response.json()) as { data: boolean };
    verdicts.push(answer.data);
  });
  const person = newRegistrant('reload');
  gate.closed = true;
  await startRegistration(page, session.server, person.email);
  await answerCookieBanner(page, 'Reject');
  await completeWizard(page, person);
  const token = await sessionToken(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The registration has been refused at least once and waits in the outbox: reload now.
  await waitUntil(async () => gate.refused > 0, 10000, 'the registration write to be refused');

  await page.reload();
  await page.waitForSelector('#root:not([data-first-paint])');
  await waitUntil(async () => verdicts.length > 0, 10000, 'the token check at start');
  // The server does not know the token yet, and the member is not signed out for it.
  expect(verdicts).toEqual([false]);
  await memberMenu(page).waitFor({ state: 'attached' });
  expect(await sessionToken(page)).toBe(token);

  gate.closed = false;
  await waitForOutboxDelivered(page, 45000);
  await waitUntil(async () => verdicts.length > 1, 15000, 'the token checked again');
  expect(verdicts).toEqual([false, true]);
  expect(await sessionToken(page)).toBe(token);
  await memberMenu(page).waitFor({ state: 'attached' });

  // Another page load now finds the session as any member's.
  await page.reload();
  await waitUntil(async () => verdicts.length > 2, 10000, 'the token check after the second load');
  expect(verdicts).toEqual([false, true, true]);
  await memberMenu(page).waitFor({ state: 'attached' });
  expect(await sessionToken(page)).toBe(token);
});
