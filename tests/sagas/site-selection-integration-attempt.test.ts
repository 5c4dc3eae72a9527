import { siteConfirmRequested } from '../../src/features/site-selection/site-selection-slice';
import { ENROLMENT, flush, POTENTIAL, siteInfo, siteSelectionHarness } from './site-selection-harness';

/*
 * The integration-attempt history is written once the chosen site is saved, through the outbox,
 * beside the flow: the next step never waits for it.
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const ATTEMPT = 'SiteSelection/AddOrUpdateIntegrationAttemptHistory';

describe('site selection: the integration-attempt history', () => {
  it('is queued after the site is saved, with the site virtual flag and the enrolment ids', async () => {
    const h = await siteSelectionHarness({ sites: [siteInfo('V-1', { isVirtual: true })] });
    h.open();
    await flush();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'V-1' }));
    await flush();
    const names = h.enqueued.map((write) => write.name);
    expect(names.indexOf(ATTEMPT)).toBeGreaterThan(
      names.indexOf('SiteSelection/AddOrUpdatePatientSiteDetails'),
    );
    const [attempt] = h.writesOf(ATTEMPT);
    expect(attempt?.body).toEqual({
      potentialId: POTENTIAL,
      baseUrl: expect.stringMatching(/^https?:\/\//),
      isVirtual: true,
      enrollmentId: ENROLMENT,
      tenantKey: expect.any(String),
    });
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    h.stop();
  });

  it('is not written when the site save is refused', async () => {
    const h = await siteSelectionHarness({
      writes: { 'SiteSelection/AddOrUpdatePatientSiteDetails': () => 'refuse' },
    });
    h.open();
    await flush();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(10_000);
    expect(h.writesOf(ATTEMPT)).toHaveLength(0);
    h.stop();
  });

  it('a failed history write does not stop the person going on', async () => {
    const h = await siteSelectionHarness({ writes: { [ATTEMPT]: () => 'refuse' } });
    h.open();
    await flush();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush();
    expect(h.writesOf(ATTEMPT)).toHaveLength(1);
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    h.stop();
  });
});
