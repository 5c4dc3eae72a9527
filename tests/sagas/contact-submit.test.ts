import { enqueueWrite } from '../../src/lib/outbox-client';
import {
  emailSentDone,
  emailSentStartOver,
  patientExistsConfirmed,
  retrySubmitRequested,
  submitRequested,
} from '../../src/features/contact-form/contact-form-slice';
import { CONTACT_FORM_ERROR_EVENT } from '../../sagas/contact/contact-add';
import { NEXT_STEPS_FAILURE_EVENT, NEXT_STEPS_SUCCESS_EVENT } from '../../sagas/contact/contact-next';
import {
  adultValues,
  caregiverValues,
  checkAnswer,
  contactHarness,
  flush,
  GUEST,
  nextStepsAnswer,
  site,
} from './contact-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const journeyEnqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;

beforeEach(() => {
  jest.useFakeTimers();
  journeyEnqueue.mockClear();
});
afterEach(() => jest.useRealTimers());

const CHECK = 'contacts/CheckResumingReturningUser';
const CDP = 'contacts/AddUpdatePatientDetails';

describe('the adult submit flow (steps 1–5)', () => {
  it('checks, saves the customer data, adds the patient, fetches next steps and redirects', async () => {
    const h = await contactHarness({
      query: '?utm_source=x&gclid=y',
      settings: { enableSmsSendFeature: true },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.enqueued.map((e) => e.name)).toEqual([
      CHECK,
      CDP,
      'Patient/Add',
      'contacts/SendSMS',
      'Send/AddContactsToCRMailingList',
    ]);
    expect(h.writesOf(CHECK)[0]?.body).toMatchObject({ isSubmit: true, email: 'ada@example.org' });
    expect(h.writesOf('Patient/Add')[0]?.body).toMatchObject({
      contactFormSettingsId: 'adult-form',
      guestRef: GUEST,
      journeyStatusRequest: { journeyStep: 'contact-info', journeyStatus: '' },
      urlParams: [
        { key: 'utm_source', value: 'x' },
        { key: 'gclid', value: 'y' },
      ],
    });
    expect(h.writesOf('Patient/Add')[0]?.body).not.toHaveProperty('clientIp');
    expect(h.reads('api/getIp')).toHaveLength(0);
    expect(h.writesOf('contacts/SendSMS')[0]?.body).toMatchObject({
      smsType: 'Cr-Registration',
      mobileNumber: '+13125550100',
    });
    expect(h.store.getState().journey.journeyStep).toBe('contact-info');
    expect(h.navigations()).toEqual(['/migraine-study/site-selection?utm_source=x']);
    expect(h.submission()).toBeNull();
    expect(h.phase()).toBe('redirecting');
    expect(h.events().map((e) => e.name)).toContain(NEXT_STEPS_SUCCESS_EVENT);
    expect(h.store.getState().journey.browserId).toBe('browser-1');
    h.stop();
  });

  it('sets allowSiteSelectionSuccess for a day when the next step is the success page', async () => {
    const h = await contactHarness({
      reads: {
        'journey/ContactNextSteps': () =>
          nextStepsAnswer({ nextStepUrl: '/migraine-study/SiteSelectionSuccess' }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.cookies.jar.get('allowSiteSelectionSuccess')).toMatchObject({
      value: 'true',
      maxAgeSeconds: 86_400,
    });
    h.stop();
  });

  it('a submit while one runs is ignored', async () => {
    const h = await contactHarness({ writes: { [CHECK]: () => 'hold' } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    expect(h.writesOf(CHECK)).toHaveLength(1);
    h.stop();
  });
});

describe('a check whose answer does not match its contract', () => {
  it('stops as a refused check does, sends nothing more and logs the call without the answer', async () => {
    const h = await contactHarness({
      writes: {
        [CHECK]: () => ({
          response: checkAnswer({ isReturningUser: 'Ada Lovelace', browserId: ['ada@example.org'] }),
        }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.enqueued.map((e) => e.name)).toEqual([CHECK]);
    expect(h.phase()).toBe('idle');
    expect(h.modal()).toBeNull();
    expect(h.navigations()).toEqual([]);
    expect(h.store.getState().journey.browserId).toBe('browser-0');
    expect(h.log).toHaveBeenCalledWith(
      expect.stringContaining(`${CHECK}: the answer does not match its contract`),
      null,
    );
    expect(JSON.stringify(h.log.mock.calls)).not.toMatch(/ada|lovelace/i);
    await flush(10 * 60_000);
    expect(h.writesOf(CHECK)).toHaveLength(1);
    h.stop();
  });
});

describe('the modals', () => {
  it('email-sent: shown when showResumeEmailModal is set and nothing was saved; stops', async () => {
    const h = await contactHarness({
      writes: {
        [CHECK]: () => ({ response: checkAnswer({ showResumeEmailModal: true, resumeEmailSent: true }) }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.modal()).toEqual({ kind: 'email-sent' });
    expect(h.enqueued.map((e) => e.name)).toEqual([CHECK]);
    expect(h.submission()).toBeNull();
    h.store.dispatch(emailSentDone());
    expect(h.modal()).toBeNull();
    expect(h.assign).not.toHaveBeenCalled();
    h.stop();
  });

  it('email-sent: not shown once contact details were saved for the enrolment', async () => {
    let resumeModal = false;
    const h = await contactHarness({
      writes: { [CHECK]: () => ({ response: checkAnswer({ showResumeEmailModal: resumeModal }) }) },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.store.getState().contactSubmission.savedEnrollments).toEqual(['enrol-1']);
    resumeModal = true;
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.modal()).toBeNull();
    expect(h.writesOf('Patient/Add')).toHaveLength(2);
    h.stop();
  });

  it('email-sent: start over deactivates the enrolment and reloads the home page', async () => {
    const h = await contactHarness({
      writes: { [CHECK]: () => ({ response: checkAnswer({ showResumeEmailModal: true }) }) },
      query: '?utm_source=x',
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    h.store.dispatch(emailSentStartOver());
    await flush(0);
    expect(journeyEnqueue).toHaveBeenCalledTimes(1);
    expect(journeyEnqueue.mock.calls[0]?.[1]).toMatchObject({
      body: { isActiveEnrollment: 0, journeyStatus: 'Terminated' },
    });
    expect(h.assign).toHaveBeenCalledWith('/migraine-study?utm_source=x');
    expect(h.store.getState().journey.enrollmentId).toBeNull();
    h.stop();
  });

  it('custom-error: shown with the returning-user interval; stops', async () => {
    const h = await contactHarness({
      writes: {
        [CHECK]: () => ({
          response: checkAnswer({ isReturningUser: true, showCustomErrorMessageModel: true }),
        }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.modal()).toEqual({ kind: 'custom-error', hours: '30' });
    expect(h.enqueued.map((e) => e.name)).toEqual([CHECK]);
    h.stop();
  });

  it('patient-exists: shown; confirming deactivates the enrolment, clears the journey and reloads home', async () => {
    const h = await contactHarness({
      writes: {
        [CHECK]: () => ({ response: checkAnswer({ isReturningUser: true, showPatientExistModel: true }) }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.modal()).toEqual({ kind: 'patient-exists' });
    expect(h.enqueued.map((e) => e.name)).toEqual([CHECK]);
    h.store.dispatch(patientExistsConfirmed());
    await flush(0);
    expect(h.modal()).toBeNull();
    expect(journeyEnqueue).toHaveBeenCalledTimes(1);
    expect(h.assign).toHaveBeenCalledWith('/migraine-study');
    expect(h.store.getState().journey.journeyStatus).toBeNull();
    h.stop();
  });

  it('custom-error wins over patient-exists', async () => {
    const h = await contactHarness({
      writes: {
        [CHECK]: () => ({
          response: checkAnswer({ showCustomErrorMessageModel: true, showPatientExistModel: true }),
        }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.modal()?.kind).toBe('custom-error');
    h.stop();
  });
});

describe("a new guest reference (the submit flow's step 3)", () => {
  it('is stored and sent with UpdatePotentialParticipantId; the writes then use it', async () => {
    const h = await contactHarness({
      writes: { [CHECK]: () => ({ response: checkAnswer({ potentialParticipantId: 'guest-new' }) }) },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.store.getState().journey.guestRef).toBe('guest-new');
    expect(h.store.getState().journey.guestRefCookieHeld).toBe(false);
    const update = h.reads('Participant/UpdatePotentialParticipantId');
    expect(update).toHaveLength(1);
    expect(update[0]?.query).toEqual({ potentialId: 'potential-1', potentialParticipantId: 'guest-new' });
    expect(update[0]?.options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.writesOf('Patient/Add')[0]?.body).toMatchObject({ guestRef: 'guest-new' });
    h.stop();
  });

  it('a returning user keeps the guest reference and nothing is updated', async () => {
    const h = await contactHarness({
      writes: {
        [CHECK]: () => ({
          response: checkAnswer({ isReturningUser: true, potentialParticipantId: 'other' }),
        }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.store.getState().journey.guestRef).toBe(GUEST);
    expect(h.reads('Participant/UpdatePotentialParticipantId')).toHaveLength(0);
    h.stop();
  });
});

describe('the bot check', () => {
  it('enabled without an executor: the submit aborts silently before any save', async () => {
    const h = await contactHarness({ settings: { EnableGoogleRecaptcha: true } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.phase()).toBe('aborted');
    expect(h.enqueued.map((e) => e.name)).toEqual([CHECK]);
    expect(h.navigations()).toEqual([]);
    h.stop();
  });

  it('enabled with an executor: its token goes with the patient', async () => {
    const botCheck = jest.fn(async () => 'token-123');
    const h = await contactHarness({ settings: { EnableGoogleRecaptcha: true }, services: { botCheck } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.writesOf('Patient/Add')[0]?.body).toMatchObject({ token: 'token-123' });
    h.stop();
  });

  it('off (the default): no token is asked for', async () => {
    const botCheck = jest.fn(async () => 'token-123');
    const h = await contactHarness({ services: { botCheck } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(botCheck).not.toHaveBeenCalled();
    expect(h.writesOf('Patient/Add')[0]?.body).toMatchObject({ token: '' });
    h.stop();
  });
});

describe('retry counts', () => {
  it('customer-data save on the adult form: 3 attempts 2 s apart', async () => {
    const h = await contactHarness({ writes: { [CDP]: () => 'hold' } });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(0);
    const cdpKey = h.writesOf(CDP)[0]?.key;
    const start = h.writesOf(CDP)[0]?.at ?? 0;
    await flush(10_000);
    const retries = h.retried.filter((r) => r.id === cdpKey);
    expect(retries.map((r) => r.at - start)).toEqual([2_000, 4_000]);
    // Not delivered within the attempts: the patient is queued behind it all the same.
    expect(h.writesOf('Patient/Add')[0]?.at).toBe(start + 6_000);
    h.stop();
  });

  it('customer-data save on the caregiver form: one attempt, and the IP goes with Delegate/Add', async () => {
    const h = await contactHarness({ formType: 'caregiver', writes: { [CDP]: () => 'hold' } });
    h.store.dispatch(submitRequested({ values: caregiverValues }));
    await flush(10_000);
    const cdpKey = h.writesOf(CDP)[0]?.key;
    expect(h.retried.filter((r) => r.id === cdpKey)).toHaveLength(0);
    expect(h.reads('api/getIp')).toHaveLength(1);
    expect(h.writesOf('Delegate/Add')[0]?.body).toMatchObject({
      clientIp: '203.0.113.7',
      formType: 'caregiver',
    });
    expect(h.writesOf('Patient/Add')).toHaveLength(0);
    h.stop();
  });

  it('next steps: 4 attempts 2 s apart, the failure tracked, then again when back online', async () => {
    let fail = true;
    const h = await contactHarness({
      reads: {
        'journey/ContactNextSteps': () => {
          if (fail) throw new Error('503');
          return nextStepsAnswer();
        },
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    const times = h.reads('journey/ContactNextSteps').map((c) => c.at);
    expect(times.map((t) => t - (times[0] ?? 0))).toEqual([0, 2_000, 4_000, 6_000]);
    expect(h.events().filter((e) => e.name === NEXT_STEPS_FAILURE_EVENT)).toHaveLength(1);
    expect(h.phase()).toBe('saved-offline');
    fail = false;
    h.store.dispatch(retrySubmitRequested());
    await flush(0);
    expect(h.events().filter((e) => e.name === NEXT_STEPS_SUCCESS_EVENT)).toHaveLength(1);
    expect(h.navigations()).toEqual(['/migraine-study/site-selection']);
    h.stop();
  });
});

describe('add-patient failure', () => {
  it('tracks contact-form-error with the journey type and keeps the submission for a retry', async () => {
    let refuse = true;
    const h = await contactHarness({
      writes: {
        'Patient/Add': () =>
          refuse
            ? 'refuse'
            : {
                response: {
                  patientId: 'p',
                  enrollmentId: 'enrol-1',
                  potentialId: null,
                  potentialParticipantId: null,
                  formType: 'adult',
                  created: true,
                },
              },
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.phase()).toBe('failed');
    expect(h.events()).toContainEqual({ name: CONTACT_FORM_ERROR_EVENT, data: { journeyType: '01' } });
    expect(h.submission()?.failed).toBe(true);
    refuse = false;
    h.store.dispatch(retrySubmitRequested());
    await flush(10_000);
    // The check and customer data are not repeated; the patient goes again with a new key.
    expect(h.writesOf(CHECK)).toHaveLength(1);
    expect(h.writesOf(CDP)).toHaveLength(1);
    const patients = h.writesOf('Patient/Add');
    expect(patients).toHaveLength(2);
    expect(patients[0]?.key).not.toBe(patients[1]?.key);
    expect(h.navigations()).toHaveLength(1);
    h.stop();
  });
});

describe('virtual results, life-link, post-TOLL', () => {
  it('journey 02 virtual: the site data is saved', async () => {
    const h = await contactHarness({
      studyKey: 'asthma-study',
      reads: {
        'journey/ContactNextSteps': () =>
          nextStepsAnswer({ isVirtual: true, nextStepUrl: '/asthma-study/virtual' }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails')[0]?.body).toMatchObject({
      siteCode: 'S-1',
      isVirtual: true,
      journeyType: '02',
      generateReferralId: false,
    });
    expect(h.writesOf('lifelink/Update')).toHaveLength(0);
    h.stop();
  });

  it('journey 03 virtual: site details saved with a referral id', async () => {
    const h = await contactHarness({
      studyKey: 'knee-oa-study',
      reads: { 'journey/ContactNextSteps': () => nextStepsAnswer({ isVirtual: true }) },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails')[0]?.body).toMatchObject({
      journeyType: '03',
      generateReferralId: true,
    });
    h.stop();
  });

  it('not virtual: no site details', async () => {
    const h = await contactHarness({ studyKey: 'asthma-study' });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails')).toHaveLength(0);
    h.stop();
  });

  it('journey 01 with life-link on the site, not post-TOLL: the life-link call', async () => {
    const h = await contactHarness({
      reads: {
        'journey/ContactNextSteps': () => nextStepsAnswer({ sitesData: [site({ isLifeLinkEnabled: true })] }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.writesOf('lifelink/Update')[0]?.body).toMatchObject({ sitecode: 'S-1', lifeLinkEnabled: true });
    expect(h.navigations()).toHaveLength(1);
    h.stop();
  });

  it('post-TOLL with a life-link URL: redirects there', async () => {
    const h = await contactHarness({
      reads: {
        'journey/ContactNextSteps': () =>
          nextStepsAnswer({ isPostTOLL: true, sitesData: [site({ isLifeLinkEnabled: true })] }),
        'lifelink/GetUrl': () => ({ lifeLinkUrl: 'https://lifelink.example.org/start' }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.assign).toHaveBeenCalledWith('https://lifelink.example.org/start');
    expect(h.navigations()).toEqual([]);
    expect(h.writesOf('lifelink/Update')).toHaveLength(0);
    h.stop();
  });

  it('post-TOLL without a URL: the next step', async () => {
    const h = await contactHarness({
      reads: {
        'journey/ContactNextSteps': () => nextStepsAnswer({ isPostTOLL: true }),
        'lifelink/GetUrl': () => ({ lifeLinkUrl: null }),
      },
    });
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.assign).not.toHaveBeenCalled();
    expect(h.navigations()).toEqual(['/migraine-study/site-selection']);
    h.stop();
  });
});

const sms = { settings: { enableSmsSendFeature: true } };

describe('welcome SMS', () => {
  it('sent (smsType Cr-Registration) when all five conditions hold', async () => {
    const h = await contactHarness(sms);
    h.store.dispatch(submitRequested({ values: adultValues }));
    await flush(10_000);
    expect(h.writesOf('contacts/SendSMS')).toHaveLength(1);
    h.stop();
  });

  it.each([
    ['only the email opt-in', ['Email'], 1],
    ['only the SMS consent', ['SMS'], 0],
    ['neither', [], 0],
  ])('joins the mailing list with %s ticked only when email is', async (_label, media, calls) => {
    const h = await contactHarness(sms);
    h.store.dispatch(submitRequested({ values: { ...adultValues, SecondaryConsentMedium: media } }));
    await flush(10_000);
    expect(h.writesOf('Send/AddContactsToCRMailingList')).toHaveLength(calls);
    h.stop();
  });

  it.each([
    ['SMS disabled on the site', { settings: { enableSmsSendFeature: false } }, adultValues],
    ['secondary medium not SMS', sms, { ...adultValues, SecondaryConsentMedium: ['Email'] }],
    ['not a mobile', sms, { ...adultValues, isMobile: false }],
    ['the number cannot be a mobile number', sms, { ...adultValues, ContactNumber: '12' }],
  ])('not sent when %s', async (_label, options, values) => {
    const h = await contactHarness(options);
    h.store.dispatch(submitRequested({ values }));
    await flush(10_000);
    expect(h.writesOf('contacts/SendSMS')).toHaveLength(0);
    h.stop();
  });
});
