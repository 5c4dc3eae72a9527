import { draftSaved } from '../../src/app/drafts-slice';
import {
  submissionStarted,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import { entryQueued } from '../../src/features/offline/outbox-slice';
import { completed as screenerCompleted } from '../../src/features/screener/screener-slice';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { forgetDrafts } from '../../sagas/journey/journey-start-over';
import { startSagaHarness } from './support/saga-harness';

const submission = {
  id: 'submission-1',
  enrollmentId: 'enrol-1',
  keys: { patient: 'key-patient', customerData: 'key-customer' },
} as unknown as ContactSubmission;

function entry(
  state: OutboxEntrySummary['state'],
  overrides: Partial<OutboxEntrySummary> = {},
): OutboxEntrySummary {
  return {
    id: 'key-patient',
    callName: 'Patient/Add',
    group: 'enrol-1',
    label: 'Contact details',
    state,
    attempts: 0,
    createdAt: 1,
    nextAttemptAt: 1,
    ...overrides,
  };
}

/** The previous person's questionnaire answers, as the screener reports them. */
const screenerAnswers = {
  pId: 'P',
  pdfContent: '',
  pSec: 'P-1',
  r: '',
  ed: '',
  g: '',
  d: '14',
  m: '7',
  y: '1961',
  zipCode: '60611',
  cm: '',
  b: '',
  et: '',
  ch: '',
  patientType: 'adult',
  ac: '',
  lastQuestion: 'q',
  condition: 'C',
} as Parameters<typeof screenerCompleted>[0];

async function startOverWith(entries: OutboxEntrySummary[]) {
  const { store, run } = await startSagaHarness({});
  store.dispatch(
    draftSaved({
      key: 'adult-contact-form',
      values: { FirstName: 'Quill' },
      savedAt: '2026-01-01T00:00:00Z',
    }),
  );
  store.dispatch(submissionStarted(submission));
  store.dispatch(screenerCompleted(screenerAnswers));
  for (const summary of entries) store.dispatch(entryQueued(summary));
  expect(store.getState().contactSubmission.screener?.dob.year).toBe('1961');
  await run(forgetDrafts).toPromise();
  return store.getState();
}

// Fake time: the store's rehydration time-out (a 10 s timer) must not outlive the test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('start over forgets what the person typed', () => {
  it('drops every draft and a contact submission whose writes are all delivered', async () => {
    const state = await startOverWith([entry('delivered')]);
    expect(state.drafts.byKey).toEqual({});
    expect(state.contactSubmission.current).toBeNull();
    expect(state.contactSubmission.screener).toBeNull();
  });

  it('keeps a contact submission while one of its writes still waits in the outbox', async () => {
    for (const waiting of [entry('saved'), entry('sending', { id: 'other', group: 'enrol-1' })]) {
      const state = await startOverWith([waiting]);
      expect(state.drafts.byKey).toEqual({});
      expect(state.contactSubmission.current?.id).toBe('submission-1');
      // The pipeline works from its own snapshot; the old answers are not needed any more.
      expect(state.contactSubmission.screener).toBeNull();
    }
  });

  it('a failed write does not keep the submission (staff handle failures from the kiosk screen)', async () => {
    const state = await startOverWith([entry('failed')]);
    expect(state.contactSubmission.current).toBeNull();
  });
});
