import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import {
  contactForm,
  fillContactDetails,
  newPerson,
  SAVED_OFFLINE_TEXT,
  submitContactForm,
} from './support/contact-steps';
import {
  CLEAN_VERDICT,
  committedKeySet,
  readOutboxRows,
  readSettledDelivery,
} from './support/delivery-audit';
import { enrollmentIdOf } from './support/journey-db';
import {
  answerAboutYou,
  answerCookieBanner,
  answerHealthQuestions,
  chooseParticipantType,
  screenerFrame,
  waitForPath,
} from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { MIGRAINE_J01, siteCard, siteSelection, SUCCESS_PATH } from './support/site-steps';
import { reloadUnderServiceWorker } from './support/service-worker-control';

/*
 * Fault injection, part 1: the network drops at each step of a real journey (the home
 * visit, the questionnaire, the contact submit, the site confirm) and comes back. After each
 * step, and for the journey as a whole: every write arrived exactly once, none was lost, and
 * within the enrolment the server committed them in the order the person made them.
 */

const ROOT = MIGRAINE_J01.root;
const LAKESIDE = 'Lakeside Neurology Research Center';
const SCREENER_OFFLINE = 'You are offline. Your answers are saved on this device';
const SITE_SAVED_OFFLINE = 'Your choice is saved on this device';

const session = setupE2eSession();
let context: BrowserContext;
let page: Page;
let baseline: Set<string>;

jest.setTimeout(60000);

beforeAll(async () => {
  ({ context, page } = session);
  baseline = await committedKeySet(session.server);
});

/** Offline for one step: `act` runs with the network cut, then it returns and the outbox drains. */
async function withNetworkDropped(act: () => Promise<void>, queued: (callNames: string[]) => boolean) {
  // A write made just before the drop (the contact check runs 3 s after the email) may be on the
  // wire at that moment: only the writes made while offline are certain not to have arrived.
  const before = new Set((await readOutboxRows(page)).map((row) => row.id));
  await context.setOffline(true);
  await act();
  const madeOffline = async () =>
    (await readOutboxRows(page)).filter((row) => !before.has(row.id) && row.state !== 'delivered');
  await waitUntil(
    async () => queued((await madeOffline()).map((row) => row.callName)),
    15000,
    'the step’s writes waiting in the outbox',
  );
  const waiting = await madeOffline();
  const committed = await committedKeySet(session.server);
  expect(waiting.filter((row) => committed.has(row.id))).toEqual([]);
  await context.setOffline(false);
  return waiting;
}

async function expectCleanDelivery() {
  const { rows, verdict } = await readSettledDelivery(page, session.server, baseline);
  expect(verdict).toEqual(CLEAN_VERDICT);
  return rows;
}

describe('the network drops at each step of the journey', () => {
  it('after the home visit: the visit records queued offline arrive once the network returns', async () => {
    await page.goto(session.server.baseUrl + ROOT);
    // Controlled by the service worker, the home page opens offline from its caches.
    await reloadUnderServiceWorker(page);
    await expectCleanDelivery();
    const waiting = await withNetworkDropped(
      async () => {
        await page.reload();
      },
      (names) => names.includes('Participant/Add'),
    );
    const rows = await expectCleanDelivery();
    expect(rows.filter((row) => waiting.some((w) => w.id === row.id)).map((r) => r.state)).toEqual(
      waiting.map(() => 'delivered'),
    );
  });

  it('during the questionnaire: the answers arrive once, then the visitor reaches the contact form', async () => {
    await answerCookieBanner(page, 'Reject');
    await chooseParticipantType(page);
    await waitForPath(page, `${ROOT}/adult`);
    const frame = screenerFrame(page);
    await frame.locator('[data-name="dob"] input').waitFor();
    await withNetworkDropped(
      async () => {
        await answerAboutYou(frame, MIGRAINE_J01.about);
        await answerHealthQuestions(frame, MIGRAINE_J01.answers);
        await page.getByText(SCREENER_OFFLINE).waitFor();
      },
      (names) => names.includes('Prescreener/Update'),
    );
    await waitForPath(page, `${ROOT}/contact-info/adult`);
    await expectCleanDelivery();
  });

  it('at the contact submit: the submission arrives once and the site list follows', async () => {
    const form = contactForm(page);
    await form.waitFor();
    await fillContactDetails(form, 'adult', newPerson('faults-journey'));
    await withNetworkDropped(
      async () => {
        await submitContactForm(form);
        await form.getByText(SAVED_OFFLINE_TEXT).waitFor();
      },
      (names) => names.length > 0,
    );
    await waitForPath(page, `${ROOT}/site-selection/adult`);
    await siteSelection(page).locator('li').first().waitFor();
    await expectCleanDelivery();
  });

  it('at the site confirm: the choice arrives once; one participant, patient and site per enrolment', async () => {
    await withNetworkDropped(
      async () => {
        await siteCard(page, LAKESIDE)
          .getByRole('button', { name: `Select this site: ${LAKESIDE}` })
          .click();
        await page.getByText(SITE_SAVED_OFFLINE).waitFor();
      },
      (names) => names.length > 0,
    );
    await waitForPath(page, SUCCESS_PATH);
    await page.getByRole('heading', { name: 'You are all set', exact: true }).waitFor();
    const rows = await expectCleanDelivery();

    const enrollmentId = await enrollmentIdOf(context);
    const count = async (table: 'participants' | 'contact_patients' | 'contact_site_details') =>
      (
        await session.server.deps.db
          .selectFrom(table)
          .select('enrollment_id')
          .where('enrollment_id', '=', enrollmentId)
          .execute()
      ).length;
    expect({
      participants: await count('participants'),
      patients: await count('contact_patients'),
      sites: await count('contact_site_details'),
    }).toEqual({ participants: 1, patients: 1, sites: 1 });
    // The journey's writes were all made in the enrolment's group, in one creation order.
    expect(rows.filter((row) => row.group === enrollmentId).length).toBeGreaterThanOrEqual(8);
  });
});
