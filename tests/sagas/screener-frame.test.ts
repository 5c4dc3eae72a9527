import { frameClosed } from '../../src/features/screener/screener-slice';
import { selectScreener } from '../../src/features/screener/screener-slice';
import { addPrescreener, updatePrescreener } from '../../src/shared/contracts/prescreener';
import { completion, ENROLMENT, flush, GUEST, startScreener } from './screener-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const question = (name: string, response = 'response-1', screener = 'migraine-screener') =>
  `question::${screener}::${response}::${name}::1`;

describe('messages from the questionnaire', () => {
  it('resizes the iframe to the reported height plus 30, starting at 400', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    expect(selectScreener(s.store.getState()).height).toBe(400);
    s.post('height::700');
    await flush();
    expect(selectScreener(s.store.getState()).height).toBe(730);
    s.post('height::100');
    await flush();
    expect(selectScreener(s.store.getState()).height).toBe(400);
  });

  it('ignores messages from another origin and messages of other shapes', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post('height::700', 'https://evil.example');
    s.post(question('diagnosed'), 'https://evil.example');
    s.post({ some: 'object' });
    s.post('hello::world');
    await flush();
    expect(selectScreener(s.store.getState()).height).toBe(400);
    expect(s.enqueue).not.toHaveBeenCalled();
  });

  it('creates the prescreener record at the first question with a response id, once', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post(question('dob'));
    s.post(question('g'));
    await flush();
    expect(s.enqueue).toHaveBeenCalledTimes(1);
    const [contract, input, meta] = s.enqueue.mock.calls[0]!;
    expect(contract).toBe(addPrescreener);
    expect(input).toEqual({
      body: {
        potentialParticipant_ID: GUEST,
        screenerID: 'migraine-screener',
        screenerResponseID: 'response-1',
        screenerType: 'SurveyJS',
        tenantKey: 'cr-demo',
        enrollmentId: ENROLMENT,
      },
    });
    expect(addPrescreener.body.safeParse((input as { body: unknown }).body).success).toBe(true);
    expect(meta).toMatchObject({ group: ENROLMENT });
    expect(s.store.getState().journey.journeyStep).toBe('pre-screener');
    expect(selectScreener(s.store.getState()).response).toEqual({
      enrollmentId: ENROLMENT,
      responseId: 'response-1',
    });
  });

  it("ignores question info of another study's screener", async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post(question('diagnosed', 'response-1', 'asthma-screener'));
    await flush();
    expect(s.enqueue).not.toHaveBeenCalled();
  });

  it('acts on the final object once, and not at all after the page is left', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post(completion('migraine-screener'));
    s.post(completion('migraine-screener'));
    await flush();
    const updates = s.enqueue.mock.calls.filter(([contract]) => contract === updatePrescreener);
    expect(updates).toHaveLength(1);

    const later = await startScreener();
    later.open('migraine-study');
    later.store.dispatch(frameClosed());
    later.post(completion('migraine-screener'));
    later.post('height::900');
    await flush();
    expect(later.enqueue).not.toHaveBeenCalled();
    expect(selectScreener(later.store.getState()).height).toBe(400);
  });
});
