import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf, enrollmentRow } from './support/journey-db';
import { waitUntil } from './support/outbox-probe';
import {
  ADULT_IN_CHICAGO,
  answerCookieBanner,
  answerScreener,
  answerAboutYou,
  answerHealthQuestions,
  chooseParticipantType,
  screenerFrame,
  waitForPath,
} from './support/journey-steps';

// Each visitor is a new device: no journey, cookie or outbox carried over from the last one.
const session = setupE2eSession({ page: 'test' });
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ context, page } = session);
});

/** The study home, the cookie banner answered, the participant type chosen: the questionnaire page. */
async function reachAdultScreener(studyPath: string): Promise<void> {
  await page.goto(session.server.baseUrl + studyPath);
  await answerCookieBanner(page, 'Reject');
  await chooseParticipantType(page);
  await waitForPath(page, `${studyPath}/adult`);
}

describe('the pre-screener decides where the visitor goes next', () => {
  it('qualifies on the migraine study and arrives at the contact page', async () => {
    await reachAdultScreener('/migraine-study');
    await answerScreener(page, [
      ['diagnosed', 'Yes'],
      ['frequency', 'Yes'],
    ]);
    await waitForPath(page, '/migraine-study/contact-info/adult');
    await page.getByRole('heading', { name: 'You may be a match for this study' }).waitFor();

    const enrollmentId = await enrollmentIdOf(context);
    await waitUntil(
      async () => {
        const row = await session.server.deps.db
          .selectFrom('prescreeners')
          .select('screener_status')
          .where('enrollment_id', '=', enrollmentId)
          .executeTakeFirst();
        return row?.screener_status === 'qualified';
      },
      15000,
      'the qualified prescreener record',
    );
    const output = await session.server.deps.db
      .selectFrom('prescreener_outputs')
      .innerJoin('prescreeners', 'prescreeners.prescreener_id', 'prescreener_outputs.prescreener_id')
      .select('prescreener_outputs.qualified_protocols')
      .where('prescreeners.enrollment_id', '=', enrollmentId)
      .executeTakeFirst();
    expect(output?.qualified_protocols).toEqual(['MIG-301']);
  });

  it('disqualifies on the migraine study, arrives at /dnq/adult and records the DNQ outcome', async () => {
    await reachAdultScreener('/migraine-study');
    await answerScreener(page, [['diagnosed', 'No']]);
    await waitForPath(page, '/dnq/adult');
    await page.getByRole('heading', { name: 'Thank you for taking the questionnaire' }).waitFor();

    const enrollmentId = await enrollmentIdOf(context);
    await waitUntil(
      async () => {
        const rows = await session.server.deps.db
          .selectFrom('outcome_updates')
          .select('patient_referral_status')
          .where('enrollment_id', '=', enrollmentId)
          .execute();
        return rows.length > 0;
      },
      15000,
      'the outcome update',
    );
    const prescreeners = await session.server.deps.db
      .selectFrom('prescreeners')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .execute();
    expect(prescreeners).toHaveLength(1);
    expect(prescreeners[0]!.screener_status).toBe('disqualified');
    expect(prescreeners[0]!.screener_completed).toBe(true);
    const outcomes = await session.server.deps.db
      .selectFrom('outcome_updates')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .execute();
    expect(outcomes.map((row) => row.patient_referral_status)).toEqual(['DNQ']);
    expect(outcomes[0]!.journey_status).toBe('Completed');
    // The outcome completes the enrolment: step cleared, active, and the guest now a customer.
    expect(await enrollmentRow(session.server, enrollmentId)).toMatchObject({
      journey_status: 'Completed',
      journey_step: null,
      is_active_enrollment: 1,
      guest_type: 'customer',
    });
  });

  it('falls back from the asthma study to the migraine study when no site runs the protocol', async () => {
    await reachAdultScreener('/asthma-study');
    await answerScreener(page, [
      ['diagnosed', 'Yes'],
      ['controller', 'No'],
      ['rescueOnly', 'Yes'],
    ]);
    const url = await waitForPath(page, '/migraine-study');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      journeyId: '1',
      utm_source: 'multi-condition',
      utm_medium: 'screener',
      utm_campaign: 'asthma-study',
    });
    expect(url.search).toBe(
      '?journeyId=1&utm_source=multi-condition&utm_medium=screener&utm_campaign=asthma-study',
    );
    await page.getByRole('heading', { level: 1, name: 'The Migraine Prevention Study' }).waitFor();

    // The person is told why they are here, and does not type their answers about themselves again.
    const notice = page.getByText(/^The Asthma study is not a match for you right now/);
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'We have filled in your date of birth, sex assigned at birth and ZIP code from your earlier answers',
    );
    await chooseParticipantType(page);
    await waitForPath(page, '/migraine-study/adult');
    await page.getByText(/^The Asthma study is not a match for you right now/).waitFor();
    const frame = screenerFrame(page);
    const dob = frame.locator('[data-name="dob"] input');
    await dob.waitFor({ timeout: 15000 });
    expect(await dob.inputValue()).toBe(ADULT_IN_CHICAGO.dob);
    expect(await frame.locator('[data-name="zipCode"] input').inputValue()).toBe(ADULT_IN_CHICAGO.zip);
    expect(await frame.getByRole('radio', { name: 'Female', exact: true }).isChecked()).toBe(true);
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await answerHealthQuestions(frame, [
      ['diagnosed', 'Yes'],
      ['frequency', 'Yes'],
    ]);
    await waitForPath(page, '/migraine-study/contact-info/adult');
  }, 90_000);

  it("refuses the questionnaire's bad answers with its messages and keeps the visitor there, then goes on", async () => {
    await reachAdultScreener('/migraine-study');
    const frame = screenerFrame(page);
    const dob = frame.getByLabel(/^Date of birth/);
    await dob.waitFor({ timeout: 15000 });

    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await frame.getByRole('alert').getByText('3 questions need your attention.').waitFor();
    expect(await dob.getAttribute('aria-invalid')).toBe('true');
    expect(await dob.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await frame.locator('[data-name="g"] .questionnaire__error').textContent()).toBe(
      'Response required.',
    );

    await dob.fill('2099-01-01');
    await frame.locator('[data-name="g"]').getByText('Female', { exact: true }).click();
    await frame.getByLabel(/^ZIP code/).fill('6061');
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await frame.getByText('The date cannot be later than today.').waitFor();
    await frame.getByText('Enter a 5-digit ZIP code').waitFor();
    expect(await frame.getByText('Response required.').count()).toBe(0);
    // Still the first page of the questionnaire, on the questionnaire page.
    await frame.getByText('Page 1 of 2').waitFor();
    expect(new URL(page.url()).pathname).toBe('/migraine-study/adult');

    await answerAboutYou(frame);
    await answerHealthQuestions(frame, [
      ['diagnosed', 'Yes'],
      ['frequency', 'Yes'],
    ]);
    await waitForPath(page, '/migraine-study/contact-info/adult');
  });
});
