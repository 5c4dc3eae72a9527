import {
  consentAnswered,
  consentDismissed,
  noSiteConvenientRequested,
  siteConfirmRequested,
} from '../../src/features/site-selection/site-selection-slice';
import { ApiError } from '../../src/lib/api-client';
import { referralIdOf } from '../../src/shared/contracts/site-selection';
import { SITE_SAVE_FAILURE_EVENT } from '../../sagas/site-selection/site-selection-confirm';
import { NO_SITE_CONVENIENT_FAILURE_EVENT } from '../../sagas/site-selection/site-selection-no-site';
import {
  ENROLMENT,
  flush,
  nextSteps,
  refusal,
  siteInfo,
  openedSiteSelection,
} from './site-selection-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const kiSite = siteInfo('KI', { isSiteKiElementsEnabled: true, isProtocalKiElementsEnabled: true });
const llSite = siteInfo('LL', { isLifeLinkEnabled: true });

describe('site selection: confirm flow', () => {
  it('saves the site with its referral id, writes the data extension, sets the cookie and goes to the success page', async () => {
    const h = await openedSiteSelection();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    expect(h.state().selected.selectionType).toBe('Confirm');
    await flush();
    const [save] = h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails');
    expect(save?.body).toMatchObject({
      enrollmentId: ENROLMENT,
      siteCode: 'S-1',
      protocol: 'P-1',
      referralId: referralIdOf(ENROLMENT, 'S-1'),
      patientReferralStatus: 'New',
      journeyStep: 'site-selection',
    });
    expect(h.writesOf('contacts/AddUpdateSiteProtocolToDataExtension')).toHaveLength(1);
    expect(h.reads('journey/SiteSelectionNextSteps')[0]?.query).toMatchObject({
      siteCode: 'S-1',
      enrollmentId: ENROLMENT,
    });
    expect(h.cookies.jar.get('allowSiteSelectionSuccess')?.value).toBe('true');
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    expect(h.writesOf('sites/UpdateAppointmentStatus')).toHaveLength(0);
    expect(h.assign).not.toHaveBeenCalled();
    h.stop();
  });

  it('asks the KI consent and then the life-link consent, and stores both answers', async () => {
    const site = siteInfo('B', {
      isSiteKiElementsEnabled: true,
      isProtocalKiElementsEnabled: true,
      isLifeLinkEnabled: true,
    });
    const h = await openedSiteSelection({
      sites: [site],
      sponsor: { kiElementsConsent: true, lifeLinkConsent: true },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'B' }));
    await flush();
    expect(h.state().popup).toBe('ki-consent');
    expect(h.enqueued).toHaveLength(0);
    h.store.dispatch(consentAnswered({ popup: 'ki-consent', answer: 'No' }));
    await flush();
    expect(h.state().popup).toBe('life-link');
    h.store.dispatch(consentAnswered({ popup: 'life-link', answer: 'Yes' }));
    await flush();
    expect(h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails')[0]?.body).toMatchObject({
      isUserOptedKiElementConsent: 'No',
      isUserOptedLifeLinkConsent: 'Yes',
    });
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    h.stop();
  });

  it('a dismissed popup confirms nothing and the site can be chosen again', async () => {
    const h = await openedSiteSelection({
      sites: [kiSite],
      sponsor: { kiElementsConsent: true, lifeLinkConsent: null },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'KI' }));
    await flush();
    h.store.dispatch(consentDismissed());
    await flush();
    expect(h.enqueued).toHaveLength(0);
    expect(h.state().selected.selectionType).toBe('Partial');
    h.store.dispatch(siteConfirmRequested({ siteCode: 'KI' }));
    await flush();
    expect(h.state().popup).toBe('ki-consent');
    h.stop();
  });

  it('post-TOLL with Yes under the sponsor setting: life-link URL, session flag, full page load', async () => {
    const h = await openedSiteSelection({
      sites: [llSite],
      sponsor: { kiElementsConsent: false, lifeLinkConsent: true },
      reads: { 'journey/SiteSelectionNextSteps': () => nextSteps({ isPostTOLL: true }) },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'LL' }));
    await flush();
    h.store.dispatch(consentAnswered({ popup: 'life-link', answer: 'Yes' }));
    await flush();
    expect(h.reads('lifelink/GetUrl')[0]?.body).toMatchObject({
      sitecode: 'LL',
      isLLBackgroundJobCall: false,
    });
    expect(h.setSessionFlag).toHaveBeenCalledWith('isLLRedirection', 'true');
    expect(h.assign).toHaveBeenCalledWith('https://life-link.example.org/go');
    expect(h.navigations()).toEqual([]);
    h.stop();
  });

  it('post-TOLL with No: no life-link URL, the next step', async () => {
    const h = await openedSiteSelection({
      sites: [llSite],
      sponsor: { kiElementsConsent: false, lifeLinkConsent: true },
      reads: { 'journey/SiteSelectionNextSteps': () => nextSteps({ isPostTOLL: true }) },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'LL' }));
    await flush();
    h.store.dispatch(consentAnswered({ popup: 'life-link', answer: 'No' }));
    await flush();
    expect(h.reads('lifelink/GetUrl')).toHaveLength(0);
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    h.stop();
  });

  it('post-TOLL without a sponsor setting redirects; a failing life-link URL goes on to the next step', async () => {
    const h = await openedSiteSelection({
      reads: {
        'journey/SiteSelectionNextSteps': () => nextSteps({ isPostTOLL: true }),
        'lifelink/GetUrl': () => {
          throw refusal();
        },
      },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush();
    expect(h.reads('lifelink/GetUrl')).toHaveLength(1);
    expect(h.assign).not.toHaveBeenCalled();
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    h.stop();
  });

  it('journeys other than 01 with life-link on send the appointment status', async () => {
    const h = await openedSiteSelection({
      studyKey: 'asthma-study',
      sites: [llSite],
      sponsor: { kiElementsConsent: false, lifeLinkConsent: true },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'LL' }));
    await flush();
    h.store.dispatch(consentAnswered({ popup: 'life-link', answer: 'Yes' }));
    await flush();
    expect(h.writesOf('sites/UpdateAppointmentStatus')[0]?.body).toMatchObject({
      siteCode: 'LL',
      appointmentStatus: 'Requested',
    });
    h.stop();
  });

  it('no cookie when the next step is not the success page', async () => {
    const h = await openedSiteSelection({
      reads: { 'journey/SiteSelectionNextSteps': () => nextSteps({ nextStepUrl: '/somewhere' }) },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush();
    expect(h.cookies.jar.has('allowSiteSelectionSuccess')).toBe(false);
    expect(h.navigations()).toEqual(['/somewhere']);
    h.stop();
  });

  it('a refused save: error event, selection and site reset, loader hidden', async () => {
    const h = await openedSiteSelection({
      writes: { 'SiteSelection/AddOrUpdatePatientSiteDetails': () => 'refuse' },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush();
    expect(h.events()).toContain(SITE_SAVE_FAILURE_EVENT);
    expect(h.state()).toMatchObject({ loader: false, phase: 'idle', error: 'save-failed' });
    expect(h.state().selected).toMatchObject({ siteInfo: null, selectionType: null });
    expect(h.reads('journey/SiteSelectionNextSteps')).toHaveLength(0);
    h.stop();
  });

  it('a refused next step is a save failure too', async () => {
    const h = await openedSiteSelection({
      reads: {
        'journey/SiteSelectionNextSteps': () => {
          throw refusal();
        },
      },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush();
    expect(h.events()).toContain(SITE_SAVE_FAILURE_EVENT);
    expect(h.navigations()).toEqual([]);
    h.stop();
  });

  it('offline: the choice waits in the outbox, the page says so, and the flow continues when online', async () => {
    const h = await openedSiteSelection();
    h.goOffline();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(10_000);
    expect(h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails')).toHaveLength(1);
    expect(h.state().phase).toBe('saved-offline');
    expect(h.state().because ?? 'offline').toBe('offline');
    expect(h.navigations()).toEqual([]);
    h.goOnline();
    await flush(5_000);
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    // One write for the one choice: the same idempotency key throughout.
    expect(h.writesOf('SiteSelection/AddOrUpdatePatientSiteDetails')).toHaveLength(1);
    h.stop();
  });
});

describe('site selection: a write or read the server answered with errors, the device online', () => {
  const SAVE = 'SiteSelection/AddOrUpdatePatientSiteDetails';

  it('when the attempts met server errors, says the server had a problem, not that the person is offline', async () => {
    const h = await openedSiteSelection({ writes: { [SAVE]: () => 'hold' } });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(0);
    h.attemptFailed(h.writesOf(SAVE)[0]?.key ?? '', 500);
    await flush(10_000);
    expect(h.state().phase).toBe('saved-offline');
    expect(h.state().because).toBe('server');
    h.stop();
  });

  it('says offline when the attempts never reached the server', async () => {
    const h = await openedSiteSelection({ writes: { [SAVE]: () => 'hold' } });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(0);
    h.attemptFailed(h.writesOf(SAVE)[0]?.key ?? '');
    await flush(10_000);
    expect(h.state().phase).toBe('saved-offline');
    expect(h.state().because ?? 'offline').toBe('offline');
    h.stop();
  });

  it('the next steps answered 503: says the server had a problem; saving again clears it', async () => {
    let fail = true;
    const h = await openedSiteSelection({
      reads: {
        'journey/SiteSelectionNextSteps': () => {
          if (fail) {
            throw new ApiError('journey/SiteSelectionNextSteps', 503, {
              type: 'about:blank',
              title: 'Service Unavailable',
              status: 503,
            });
          }
          return nextSteps();
        },
      },
    });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(1_000);
    expect(h.state().phase).toBe('saved-offline');
    expect(h.state().because).toBe('server');
    fail = false;
    h.goOnline();
    await flush(5_000);
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    expect(h.state().because).toBeUndefined();
    h.stop();
  });
});

describe('no site convenient', () => {
  it('updates the patient, the sites and the zip referral (empty zip), then goes to the outcome page', async () => {
    const h = await openedSiteSelection();
    h.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(h.writesOf('SiteSelection/UpdatePatientDetailsForNSC')[0]?.query).toMatchObject({
      enrollmentId: ENROLMENT,
      patientReferralStatus: 'No-site-convenient',
    });
    expect(h.writesOf('contacts/UpdateSiteProtocolDetailsForNSC')[0]?.body).toMatchObject({
      siteCodes: ['S-1', 'S-2'],
    });
    expect(h.writesOf('contacts/UpdateZipcodeReferral')[0]?.body).toMatchObject({ zipCode: '' });
    expect(h.navigations()).toEqual(['/no-site-convenient/adult']);
    h.stop();
  });

  it('an invited person (site and protocol in the query) is Site-not-convenient', async () => {
    const h = await openedSiteSelection({ query: '?invitedSite=S-1&invitedProtocol=P-1' });
    h.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(h.writesOf('SiteSelection/UpdatePatientDetailsForNSC')[0]?.query).toMatchObject({
      patientReferralStatus: 'Site-not-convenient',
    });
    h.stop();
  });

  it('a refused update is tracked and the person stays; a refused zip update is ignored', async () => {
    const refused = await openedSiteSelection({
      writes: { 'SiteSelection/UpdatePatientDetailsForNSC': () => 'refuse' },
    });
    refused.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(refused.events()).toContain(NO_SITE_CONVENIENT_FAILURE_EVENT);
    expect(refused.navigations()).toEqual([]);
    expect(refused.state().error).toBe('no-site-convenient-failed');
    refused.stop();
    const zip = await openedSiteSelection({ writes: { 'contacts/UpdateZipcodeReferral': () => 'refuse' } });
    zip.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(zip.navigations()).toEqual(['/no-site-convenient/adult']);
    zip.stop();
  });
});
