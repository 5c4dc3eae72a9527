import { selectContactForm } from '../../src/features/contact-form/contact-form-slice';
import {
  emailChanged,
  identityChanged,
  type IdentityChangedPayload,
} from '../../src/features/contact-form/contact-form-slice';
import { CHECK_DEBOUNCE_MS } from '../../sagas/contact/contact-check';
import { contactHarness, flush } from './contact-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const CHECK = 'contacts/CheckResumingReturningUser';
const CONSENT = 'contacts/GetConsentDetails';

const identity = (overrides: Partial<IdentityChangedPayload> = {}): IdentityChangedPayload => ({
  email: 'carol@example.org',
  firstName: 'Pat',
  lastName: 'Ient',
  day: '3',
  month: '4',
  year: '1950',
  valid: true,
  ...overrides,
});

describe('adult participant check: 3 s after the email changes', () => {
  it('checks once, 3 s after the last change, with the newest email', async () => {
    const h = await contactHarness();
    h.store.dispatch(emailChanged({ email: 'a@example.org' }));
    await flush(2_000);
    h.store.dispatch(emailChanged({ email: 'ab@example.org' }));
    await flush(CHECK_DEBOUNCE_MS - 1);
    expect(h.reads(CHECK)).toHaveLength(0);
    await flush(1);
    expect(h.reads(CHECK)).toHaveLength(1);
    const body = h.reads(CHECK)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ab@example.org', isSubmit: false, patientType: 'adult' });
    expect(body).not.toHaveProperty('participantFirstName');
    expect(selectContactForm(h.store.getState()).check.status).toBe('done');
    h.stop();
  });

  it('aborts the older request when the email changes while it is under way', async () => {
    const signals: AbortSignal[] = [];
    let release: () => void = () => undefined;
    const h = await contactHarness({
      reads: {
        [CHECK]: (_input, options) => {
          if (options?.signal) signals.push(options.signal);
          return new Promise((resolve) => {
            release = () =>
              resolve({
                showResumeEmailModal: false,
                isReturningUser: false,
                potentialParticipantId: 'g',
                browserId: null,
                showCustomErrorMessageModel: false,
                showPatientExistModel: false,
                primaryconsent: null,
                secondaryconsent: null,
                resumeEmailSent: false,
              });
          });
        },
      },
    });
    h.store.dispatch(emailChanged({ email: 'a@example.org' }));
    await flush(CHECK_DEBOUNCE_MS);
    expect(signals).toHaveLength(1);
    h.store.dispatch(emailChanged({ email: 'b@example.org' }));
    await flush(0);
    expect(signals[0]?.aborted).toBe(true);
    await flush(CHECK_DEBOUNCE_MS);
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    release();
    await flush(0);
    expect(h.reads(CHECK).map((c) => (c.body as { email: string }).email)).toEqual([
      'a@example.org',
      'b@example.org',
    ]);
    h.stop();
  });

  it('looks up the consent after the check', async () => {
    const h = await contactHarness();
    h.store.dispatch(emailChanged({ email: 'a@example.org' }));
    await flush(CHECK_DEBOUNCE_MS);
    expect(h.reads(CONSENT)).toHaveLength(1);
    expect(selectContactForm(h.store.getState()).consent).toEqual({ primary: true, secondary: false });
    h.stop();
  });

  it('clears the consent state when the lookup fails', async () => {
    let fail = false;
    const h = await contactHarness({
      reads: {
        [CONSENT]: () => {
          if (fail) throw new Error('down');
          return { primaryconsent: true, secondaryconsent: true, secondaryConsentMedium: null };
        },
      },
    });
    h.store.dispatch(emailChanged({ email: 'a@example.org' }));
    await flush(CHECK_DEBOUNCE_MS);
    expect(selectContactForm(h.store.getState()).consent).toEqual({ primary: true, secondary: true });
    fail = true;
    h.store.dispatch(emailChanged({ email: 'b@example.org' }));
    await flush(CHECK_DEBOUNCE_MS);
    expect(selectContactForm(h.store.getState()).consent).toBeNull();
    h.stop();
  });

  it('a failed check just stops loading', async () => {
    const h = await contactHarness({
      reads: {
        [CHECK]: () => {
          throw new Error('down');
        },
      },
    });
    h.store.dispatch(emailChanged({ email: 'a@example.org' }));
    await flush(CHECK_DEBOUNCE_MS);
    expect(selectContactForm(h.store.getState()).check.status).toBe('failed');
    expect(h.modal()).toBeNull();
    h.stop();
  });

  it('does not check an email that is not one yet', async () => {
    const h = await contactHarness();
    h.store.dispatch(emailChanged({ email: 'ada@' }));
    await flush(10_000);
    expect(h.reads(CHECK)).toHaveLength(0);
    h.stop();
  });
});

describe('caregiver and minor check: 3 s after email, names and date of birth are valid', () => {
  it('waits until everything is valid, then checks with the participant fields', async () => {
    const h = await contactHarness({ formType: 'caregiver' });
    h.store.dispatch(identityChanged(identity({ valid: false, year: '' })));
    await flush(10_000);
    expect(h.reads(CHECK)).toHaveLength(0);
    h.store.dispatch(identityChanged(identity()));
    await flush(CHECK_DEBOUNCE_MS - 1);
    expect(h.reads(CHECK)).toHaveLength(0);
    await flush(1);
    expect(h.reads(CHECK)).toHaveLength(1);
    expect(h.reads(CHECK)[0]?.body).toMatchObject({
      email: 'carol@example.org',
      patientType: 'caregiver',
      participantFirstName: 'Pat',
      participantLastName: 'Ient',
      day: '3',
      month: '4',
      year: '1950',
    });
    expect(h.reads(CONSENT)).toHaveLength(0);
    h.stop();
  });

  it('an invalid change cancels a pending check', async () => {
    const h = await contactHarness({ formType: 'minor' });
    h.store.dispatch(identityChanged(identity()));
    await flush(2_000);
    h.store.dispatch(identityChanged(identity({ valid: false })));
    await flush(10_000);
    expect(h.reads(CHECK)).toHaveLength(0);
    h.stop();
  });

  it('ignores the adult email event on a caregiver form', async () => {
    const h = await contactHarness({ formType: 'caregiver' });
    h.store.dispatch(emailChanged({ email: 'a@example.org' }));
    await flush(10_000);
    expect(h.reads(CHECK)).toHaveLength(0);
    h.stop();
  });
});
