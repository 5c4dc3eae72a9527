import { routingRetryRequested } from '../../src/features/screener/screener-slice';
import { selectScreener } from '../../src/features/screener/screener-slice';
import { ApiError, NetworkError } from '../../src/lib/api-client';
import { completion, flush, startScreener, study } from './screener-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const steps = (nextStepUrl: string) => ({
  nextStepUrl,
  isVirtual: false,
  isHumanAPIEnabledForVirtual: false,
  sitesData: [],
  appointmentStatus: 'NotScheduled',
  isPostTOLL: false,
});
const site = { siteCode: 'AST-204-001' };

describe('after a single-condition screener', () => {
  it('qualified: fetches the next steps and redirects keeping only the allowed query parameters', async () => {
    const s = await startScreener({
      answers: { 'journey/NextSteps': async () => steps('/migraine-study/contact-info/adult') },
    });
    s.open('migraine-study', { query: { utm_source: 'mail', resumeJourneyToken: 't', secret: 'x' } });
    s.post(completion('migraine-screener', 'MIG-301'));
    await flush();
    expect(s.apiCalls).toEqual([
      {
        name: 'journey/NextSteps',
        query: {
          studyKey: 'migraine-study',
          patientType: 'adult',
          language: 'en',
          protocols: 'MIG-301',
          zipCode: '60611',
        },
        at: expect.any(Number),
      },
    ]);
    // RetainQueryParamList (utm_…, loadType) keeps utm_source; RemoveQueryParamList drops the token.
    expect(s.navigations()).toEqual(['/migraine-study/contact-info/adult?utm_source=mail']);
    expect(selectScreener(s.store.getState()).phase).toBe('done');
  });

  it('disqualified: /dnq/{type} in the visitor language, without a server call', async () => {
    const s = await startScreener();
    s.open('migraine-study', { language: 'es', patientType: 'caregiver' });
    s.post(completion('migraine-screener'));
    await flush();
    expect(s.apiCalls).toEqual([]);
    expect(s.navigations()).toEqual(['/es/dnq/caregiver']);
  });

  it('says so when the next steps fail offline, and tries again when asked', async () => {
    let fail = true;
    const s = await startScreener({
      answers: {
        'journey/NextSteps': async () => {
          if (fail) throw new NetworkError('journey/NextSteps', 'ERR_NETWORK');
          return steps('/migraine-study/contact-info/adult');
        },
      },
    });
    s.open('migraine-study');
    s.post(completion('migraine-screener', 'MIG-301'));
    await flush();
    expect(selectScreener(s.store.getState()).routingError).toBe('offline');
    expect(s.navigations()).toEqual([]);
    fail = false;
    s.store.dispatch(routingRetryRequested());
    await flush();
    expect(s.navigations()).toEqual(['/migraine-study/contact-info/adult']);
  });

  it('when the next steps met a server error, says the server had a problem, not that the person is offline', async () => {
    let fail = true;
    const s = await startScreener({
      answers: {
        'journey/NextSteps': async () => {
          if (fail) {
            throw new ApiError('journey/NextSteps', 503, {
              type: 'about:blank',
              title: 'Service Unavailable',
              status: 503,
            });
          }
          return steps('/migraine-study/contact-info/adult');
        },
      },
    });
    s.open('migraine-study');
    s.post(completion('migraine-screener', 'MIG-301'));
    await flush();
    expect(selectScreener(s.store.getState()).routingError).toBe('server');
    fail = false;
    s.store.dispatch(routingRetryRequested());
    await flush();
    expect(s.navigations()).toEqual(['/migraine-study/contact-info/adult']);
  });

  it('tries the next steps again when the browser is back online', async () => {
    let fail = true;
    const s = await startScreener({
      answers: {
        'journey/NextSteps': async () => {
          if (fail) throw new Error('500');
          return steps('/no-site-available/adult');
        },
      },
    });
    s.open('migraine-study');
    s.post(completion('migraine-screener', 'MIG-301'));
    await flush();
    expect(selectScreener(s.store.getState()).routingError).toBe('failed');
    fail = false;
    s.goOnline();
    await flush();
    expect(s.navigations()).toEqual(['/no-site-available/adult']);
  });
});

describe('multi-condition routing (asthma study)', () => {
  it('qualified with sites: looks the sites up, then follows the next steps', async () => {
    const s = await startScreener({
      answers: {
        'dap-api/GetSites': async () => ({ siteDetails: [site] }),
        'journey/NextSteps': async () => steps('/asthma-study/contact-info/adult'),
      },
    });
    s.open('asthma-study');
    s.post(completion('asthma-screener', 'AST-204,AST-205'));
    await flush();
    expect(s.apiCalls.map((c) => c.name)).toEqual(['dap-api/GetSites', 'journey/NextSteps']);
    expect(s.apiCalls[0]!.query).toEqual({
      url: '/SiteSelection/GetSites',
      SiteRootPath: '/asthma-study',
      SiteSettingsId: 'site-settings-cr-demo',
      Language: 'en',
      EligibleProtocols: 'AST-204,AST-205',
      ProtocolSettingsId: 'protocol-settings-ast-204',
      SiteCount: '3',
      ZipCode: '60611',
    });
    expect(s.navigations()).toEqual(['/asthma-study/contact-info/adult']);
  });

  it('qualified for protocols no site runs: the next condition study, journeyId=1', async () => {
    const s = await startScreener({ answers: { 'dap-api/GetSites': async () => ({ siteDetails: [] }) } });
    s.open('asthma-study');
    s.post(completion('asthma-screener', 'AST-206'));
    await flush();
    expect(s.navigations()).toEqual([
      '/migraine-study?journeyId=1&utm_source=multi-condition&utm_medium=screener&utm_campaign=asthma-study',
    ]);
    expect(selectScreener(s.store.getState()).multiCondition).toEqual({
      hops: 1,
      tried: ['/asthma-study'],
      lastHop: { toPath: '/migraine-study', fromCondition: 'C', carried: { zip: '60611' } },
    });
  });

  it('remembers the condition left and the answers carried, for the next questionnaire', async () => {
    const s = await startScreener();
    s.open('asthma-study');
    s.post(
      completion('asthma-screener', undefined, { condition: 'Asthma', d: '1', m: '2', y: '1990', g: 'male' }),
    );
    await flush();
    expect(selectScreener(s.store.getState()).multiCondition.lastHop).toEqual({
      toPath: '/migraine-study',
      fromCondition: 'Asthma',
      carried: { dob: '1990-02-01', gender: 'male', zip: '60611' },
    });
  });

  it('disqualified: also tries the next condition, in the visitor language', async () => {
    const s = await startScreener();
    s.open('asthma-study', { language: 'es' });
    s.post(completion('asthma-screener'));
    await flush();
    expect(s.apiCalls).toEqual([]);
    expect(s.navigations()).toEqual([
      '/es/migraine-study?journeyId=1&utm_source=multi-condition&utm_medium=screener&utm_campaign=asthma-study',
    ]);
  });

  it('from the third attempt on: the default outcome instead', async () => {
    const s = await startScreener({
      answers: { 'journey/NextSteps': async () => steps('/no-site-available/adult') },
    });
    s.open('asthma-study', { query: { journeyId: '2' } });
    s.post(completion('asthma-screener', 'AST-206'));
    await flush();
    expect(s.apiCalls.map((c) => c.name)).toEqual(['journey/NextSteps']);
    expect(s.navigations()).toEqual(['/no-site-available/adult']);

    const second = await startScreener();
    second.open('asthma-study', { query: { journeyId: '1' } });
    second.post(completion('asthma-screener'));
    await flush();
    // Attempt 2 of 3 may still hop: journeyId=2 on the next study.
    expect(second.navigations()[0]).toMatch(/^\/migraine-study\?journeyId=2&/);
  });

  it('an invited site or protocol, or no study left, gives the default outcome', async () => {
    const invited = await startScreener();
    invited.open('asthma-study', { query: { invitedSite: 'AST-204-001' } });
    invited.post(completion('asthma-screener'));
    await flush();
    // invitedSite is not in RetainQueryParamList: the outcome URL does not carry it.
    expect(invited.navigations()).toEqual(['/dnq/adult']);

    const exhausted = await startScreener();
    exhausted.open('asthma-study');
    exhausted.store.dispatch({
      type: 'screener/multiConditionHopped',
      payload: { hops: 0, fromPath: '/migraine-study' },
    });
    exhausted.store.dispatch({
      type: 'screener/multiConditionHopped',
      payload: { hops: 0, fromPath: '/knee-oa-study' },
    });
    exhausted.post(completion('asthma-screener'));
    await flush();
    expect(exhausted.navigations()).toEqual(['/dnq/adult']);
  });

  it('waits at most 20 s for the sites, then follows the next steps', async () => {
    const s = await startScreener({
      answers: {
        'dap-api/GetSites': () => new Promise(() => undefined),
        'journey/NextSteps': async () => steps('/asthma-study/contact-info/adult'),
      },
    });
    s.open('asthma-study');
    s.post(completion('asthma-screener', 'AST-204'));
    await flush(19_999);
    expect(s.apiCalls.map((c) => c.name)).toEqual(['dap-api/GetSites']);
    await flush(1);
    expect(s.apiCalls.map((c) => c.name)).toEqual(['dap-api/GetSites', 'journey/NextSteps']);
    expect(s.apiCalls[1]!.at - s.apiCalls[0]!.at).toBe(20_000);
    expect(s.navigations()).toEqual(['/asthma-study/contact-info/adult']);
  });

  it('never applies to journey 03', async () => {
    const s = await startScreener();
    s.open('asthma-study', {
      study: { ...study('asthma-study'), journeyType: '03', screenerKey: 'asthma-screener' },
    });
    s.post(completion('asthma-screener'));
    await flush();
    expect(s.navigations()).toEqual(['/dnq/adult']);
  });
});
