import { contactFormOpened, submitRequested } from '../../src/features/contact-form/contact-form-slice';
import { ApiError } from '../../src/lib/api-client';
import {
  adultValues,
  contactHarness,
  flush,
  nextStepsAnswer,
  reloadedContactHarness,
} from './contact-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const CHECK = 'contacts/CheckResumingReturningUser';
const CDP = 'contacts/AddUpdatePatientDetails';

function countByName(...lists: Array<Array<{ name: string }>>) {
  const counts: Record<string, number> = {};
  for (const entry of lists.flat()) counts[entry.name] = (counts[entry.name] ?? 0) + 1;
  return counts;
}

describe('offline: saved on this device, continued after a reload when the network returns', () => {
  it('a submit made offline is kept and shown as saved; nothing else is sent', async () => {
    const h = await contactHarness({ online: false });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(60_000);
    expect(h.phase()).toBe('saved-offline');
    expect(h.enqueued.map((e) => e.name)).toEqual([CHECK]);
    expect(h.submission()).toMatchObject({ reached: 'submitted', values: adultValues });
    h.goOnline();
    await flush(10_000);
    expect(h.navigations()).toEqual(['/migraine-study/site-selection']);
    h.stop();
  });

  it('reload while the check waits: resumes, sends each write once, and navigates on', async () => {
    const first = await contactHarness({ online: false });
    first.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    first.stop();

    const second = await reloadedContactHarness(first, { online: false });
    await flush(10_000);
    expect(second.phase()).toBe('saved-offline');
    expect(second.enqueued).toHaveLength(0);
    second.goOnline();
    await flush(10_000);
    expect(countByName(first.enqueued, second.enqueued)).toEqual({
      [CHECK]: 1,
      [CDP]: 1,
      'Patient/Add': 1,
      'Send/AddContactsToCRMailingList': 1,
    });
    expect(second.navigations()).toEqual(['/migraine-study/site-selection']);
    expect(second.submission()).toBeNull();
    second.stop();
  });

  it('reload while the patient waits in the outbox: the done steps are not repeated', async () => {
    const first = await contactHarness({ online: false });
    first.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    // The server answered the check just before the connection dropped.
    first.deliver(first.writesOf(CHECK)[0]?.key ?? '');
    await flush(10_000);
    expect(first.enqueued.map((e) => e.name)).toEqual([CHECK, CDP, 'Patient/Add']);
    expect(first.phase()).toBe('saved-offline');
    expect(first.submission()?.reached).toBe('customer-data-saved');
    first.stop();

    const second = await reloadedContactHarness(first, { online: false });
    await flush(60_000);
    expect(second.enqueued).toHaveLength(0);
    expect(second.reads('journey/ContactNextSteps')).toHaveLength(0);
    second.goOnline();
    await flush(10_000);
    expect(countByName(first.enqueued, second.enqueued)).toEqual({
      [CHECK]: 1,
      [CDP]: 1,
      'Patient/Add': 1,
      'Send/AddContactsToCRMailingList': 1,
    });
    expect([...first.outbox.entries.values()].filter((e) => e.name === 'Patient/Add')).toHaveLength(1);
    expect(second.navigations()).toEqual(['/migraine-study/site-selection']);
    second.stop();
  });

  it('a delivery made while the page was closed (announcement missed) is found in the outbox', async () => {
    const first = await contactHarness({ online: false });
    first.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    first.deliver(first.writesOf(CHECK)[0]?.key ?? '');
    await flush(10_000);
    first.stop();
    // The service worker delivered everything in the background.
    for (const entry of first.outbox.entries.values()) {
      entry.state = 'delivered';
      entry.response = {
        patientId: 'p',
        enrollmentId: 'enrol-1',
        potentialId: null,
        potentialParticipantId: null,
        formType: 'adult',
        created: true,
      };
    }
    const second = await reloadedContactHarness(first, { online: true });
    await flush(10_000);
    expect(second.writesOf('Patient/Add')).toHaveLength(0);
    expect(second.navigations()).toEqual(['/migraine-study/site-selection']);
    second.stop();
  });

  it('the form opened after the reload shows the saved-on-this-device status', async () => {
    const first = await contactHarness({ online: false });
    first.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    first.stop();
    const second = await reloadedContactHarness(first, { online: false, openForm: false });
    await flush(1_000);
    expect(second.phase()).toBe('saved-offline');
    second.store.dispatch(
      contactFormOpened({ key: 'adult-form', formType: 'adult', studyKey: 'migraine-study', language: 'en' }),
    );
    expect(second.phase()).toBe('saved-offline');
    second.stop();
  });
});

describe('a write that waits because the server answered with errors, the device online', () => {
  it('when the attempts met server errors, says the server had a problem, not that the person is offline', async () => {
    const h = await contactHarness({ writes: { [CHECK]: () => 'hold' } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    h.attemptFailed(h.writesOf(CHECK)[0]?.key ?? '', 500);
    await flush(60_000);
    expect(h.phase()).toBe('saved-offline');
    expect(h.because()).toBe('server');
    h.stop();
  });

  it('says offline when the attempts never reached the server', async () => {
    const h = await contactHarness({ writes: { [CHECK]: () => 'hold' } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    h.attemptFailed(h.writesOf(CHECK)[0]?.key ?? '');
    await flush(60_000);
    expect(h.phase()).toBe('saved-offline');
    expect(h.because() ?? 'offline').toBe('offline');
    h.stop();
  });

  it('a submit made offline still says offline', async () => {
    const h = await contactHarness({ online: false });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(60_000);
    expect(h.phase()).toBe('saved-offline');
    expect(h.because() ?? 'offline').toBe('offline');
    h.stop();
  });

  it('the next steps answered 503: says the server had a problem, and goes on once they answer', async () => {
    let fail = true;
    const h = await contactHarness({
      reads: {
        'journey/ContactNextSteps': () => {
          if (fail) {
            throw new ApiError('journey/ContactNextSteps', 503, {
              type: 'about:blank',
              title: 'Service Unavailable',
              status: 503,
            });
          }
          return nextStepsAnswer();
        },
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.phase()).toBe('saved-offline');
    expect(h.because()).toBe('server');
    fail = false;
    h.goOnline();
    await flush(0);
    expect(h.navigations()).toEqual(['/migraine-study/site-selection']);
    h.stop();
  });
});
