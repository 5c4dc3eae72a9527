import { completion, flush, startScreener } from './screener-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/*
 * The minor-DNQ outcomes: who may answer for whom decides before the study's criteria. The output's
 * `ac` is the participant's age from the date of birth; `guardian` the optional guardian question.
 */
describe('minor-DNQ routing', () => {
  it('"Myself" with a child\'s date of birth: /minor-dnq/adult, even when the answers qualify', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post(completion('migraine-screener', 'MIG-301', { ac: '15' }));
    await flush();
    expect(s.navigations()).toEqual(['/minor-dnq/adult']);
    expect(s.apiCalls).toEqual([]);
  });

  it("a caregiver entering a child's date of birth: /minor-dnq/caregiver, in the visitor language", async () => {
    const s = await startScreener();
    s.open('migraine-study', { language: 'es', patientType: 'caregiver' });
    s.post(completion('migraine-screener', undefined, { ac: '9', patientType: 'caregiver' }));
    await flush();
    expect(s.navigations()).toEqual(['/es/minor-dnq/caregiver']);
  });

  it('"My child" with an adult\'s date of birth: /minor-dnq/not_in_range', async () => {
    const s = await startScreener();
    s.open('migraine-study', { patientType: 'minor' });
    s.post(completion('migraine-screener', undefined, { ac: '30', patientType: 'minor' }));
    await flush();
    expect(s.navigations()).toEqual(['/minor-dnq/not_in_range']);
  });

  it('"My child" on a study that takes no minors: /minor-dnq/minor', async () => {
    const s = await startScreener();
    s.open('migraine-study', { patientType: 'minor' });
    s.post(completion('migraine-screener', undefined, { ac: '10', patientType: 'minor' }));
    await flush();
    expect(s.navigations()).toEqual(['/minor-dnq/minor']);
  });

  it('"My child" answered by someone who is not the parent or guardian: /minor-dnq/guardian', async () => {
    const s = await startScreener();
    s.open('migraine-study', { patientType: 'minor' });
    s.post(
      completion('migraine-screener', undefined, {
        ac: '10',
        patientType: 'minor',
        genericAnswers: [{ question: 'guardian', answer: 'no' }],
      }),
    );
    await flush();
    expect(s.navigations()).toEqual(['/minor-dnq/guardian']);
  });

  it("an adult with an adult's date of birth who does not qualify: /dnq/adult as before", async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post(completion('migraine-screener', undefined, { ac: '40' }));
    await flush();
    expect(s.navigations()).toEqual(['/dnq/adult']);
  });
});
