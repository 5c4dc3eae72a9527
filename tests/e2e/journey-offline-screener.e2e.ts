import { setupE2eSession } from './support/e2e-session';
import { effectsOn, enrollmentIdOf } from './support/journey-db';
import {
  answerAboutYou,
  answerCookieBanner,
  answerHealthQuestions,
  chooseParticipantType,
  screenerFrame,
  waitForPath,
} from './support/journey-steps';
import { readOutbox, waitUntil } from './support/outbox-probe';

const session = setupE2eSession();

const ADD = '/Prescreener/Add';
const UPDATE = '/Prescreener/Update';
const DATA_EXTENSION = '/api/contacts/AddPrescreenerToDataExtension/:guestRef';
const OFFLINE_NOTICE = 'You are offline. Your answers are saved on this device';

async function prescreenerRows(enrollmentId: string) {
  return session.server.deps.db
    .selectFrom('prescreeners')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .execute();
}

describe('the network drops while the questionnaire is answered', () => {
  let enrollmentId: string;

  it('keeps the answers on the device while offline and tells the visitor', async () => {
    const { page, context, server } = session;
    await page.goto(`${server.baseUrl}/migraine-study`);
    await answerCookieBanner(page, 'Reject');
    await chooseParticipantType(page);
    await waitForPath(page, '/migraine-study/adult');
    const frame = screenerFrame(page);
    await frame.locator('[data-name="dob"] input').waitFor({ timeout: 15000 });
    enrollmentId = await enrollmentIdOf(context);

    await context.setOffline(true);
    await answerAboutYou(frame);
    await answerHealthQuestions(frame, [
      ['diagnosed', 'Yes'],
      ['frequency', 'Yes'],
    ]);
    await page.getByText(OFFLINE_NOTICE).waitFor({ timeout: 15000 });
    await waitUntil(
      async () => {
        const waiting = (await readOutbox(page)).filter((entry) => entry.state !== 'delivered');
        const names = waiting.map((entry) => entry.callName);
        return names.includes('Prescreener/Add') && names.includes('Prescreener/Update');
      },
      10000,
      'the screener writes in the outbox',
    );
    expect(new URL(page.url()).pathname).toBe('/migraine-study/adult');
    expect(await effectsOn(server, ADD)).toBe(0);
    expect(await effectsOn(server, UPDATE)).toBe(0);
    expect(await prescreenerRows(enrollmentId)).toHaveLength(0);
  });

  it('delivers the result exactly once when the network returns, and continues to the contact page', async () => {
    const { page, context, server } = session;
    await context.setOffline(false);
    await waitForPath(page, '/migraine-study/contact-info/adult');
    await page.getByRole('heading', { name: 'You may be a match for this study' }).waitFor();
    await waitUntil(
      async () => (await effectsOn(server, UPDATE)) === 1 && (await effectsOn(server, DATA_EXTENSION)) === 1,
      20000,
      'the screener result on the server',
    );
    // Proves that nothing ELSE arrives afterwards: background sync, `online` and the timer all had their turn.
    await page.waitForTimeout(2500);
    expect(await effectsOn(server, ADD)).toBe(1);
    expect(await effectsOn(server, UPDATE)).toBe(1);
    expect(await effectsOn(server, DATA_EXTENSION)).toBe(1);
    const rows = await prescreenerRows(enrollmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ screener_status: 'qualified', screener_completed: true });
    const screenerEntries = (await readOutbox(page)).filter((entry) =>
      entry.callName.startsWith('Prescreener/'),
    );
    expect(screenerEntries.map((entry) => entry.state)).toEqual(['delivered', 'delivered']);
  });
});
