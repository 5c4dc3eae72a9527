import { outcomeReached } from '../../src/features/outcome/outcome-slice';
import {
  noSiteConvenientRequested,
  siteConfirmRequested,
} from '../../src/features/site-selection/site-selection-slice';
import { ENROLMENT, flush, openedSiteSelection, reloadedSiteSelection } from './site-selection-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const SAVE = 'SiteSelection/AddOrUpdatePatientSiteDetails';
const EXTENSION = 'contacts/AddUpdateSiteProtocolToDataExtension';
const APPOINTMENT = 'sites/UpdateAppointmentStatus';
const NEXT = 'journey/SiteSelectionNextSteps';

describe('site selection: a confirmed choice survives a reload', () => {
  it('chosen offline, reloaded, online again: every write once, then the success page', async () => {
    const before = await openedSiteSelection();
    before.goOffline();
    before.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(10_000);
    expect(before.writesOf(SAVE)).toHaveLength(1);
    const persisted = before.confirmation();
    expect(persisted.current).toMatchObject({ reached: 'confirmed', ctx: { site: { siteCode: 'S-1' } } });
    before.stop();

    // The reload: a new store with what was on disk, still offline.
    const after = await reloadedSiteSelection(before, { online: false });
    await flush(1_000);
    expect(after.state().phase).toBe('saved-offline');
    after.open();
    await flush(1_000);
    expect(after.confirmation().current?.ctx.site.siteCode).toBe('S-1');
    after.goOnline();
    await flush(10_000);

    expect(after.navigations()).toEqual(['/siteselectionsuccess']);
    expect(after.cookies.jar.get('allowSiteSelectionSuccess')?.value).toBe('true');
    // The site save queued before the reload is the one delivered: not queued again.
    expect(after.writesOf(SAVE)).toHaveLength(0);
    expect(after.writesOf(EXTENSION)).toHaveLength(1);
    expect(after.reads(NEXT)).not.toHaveLength(0);
    expect(after.confirmation().current).toBeNull();
    after.stop();
  });

  it('a reload after the site save resumes at the next step, writing nothing twice', async () => {
    // The reload comes while the next step is still being asked.
    const before = await openedSiteSelection({ reads: { [NEXT]: () => new Promise(() => undefined) } });
    before.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(1_000);
    const persisted = before.confirmation();
    before.stop();
    expect(persisted.current?.reached).toBe('extension-queued');
    const after = await reloadedSiteSelection(before);
    after.goOnline(); // the outbox drains what the previous page left
    await flush(5_000);
    expect(after.navigations()).toEqual(['/siteselectionsuccess']);
    const all = [...before.entries.values()].map((entry) => entry.name);
    expect(all.filter((name) => name === SAVE)).toHaveLength(1);
    expect(all.filter((name) => name === EXTENSION)).toHaveLength(1);
    expect(all.filter((name) => name === APPOINTMENT).length).toBeLessThanOrEqual(1);
    after.stop();
  });
});

describe('site selection: an enrolment whose outcome is final', () => {
  it('Back after "No site is convenient": choosing a site goes to that outcome page and writes nothing', async () => {
    const h = await openedSiteSelection();
    h.store.dispatch(
      outcomeReached({
        enrollmentId: ENROLMENT,
        kind: 'no-site-convenient',
        variant: 'adult',
        path: '/no-site-convenient/adult',
        referralStatus: 'No-site-convenient',
        reachedAt: new Date().toISOString(),
      }),
    );
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(5_000);
    expect(h.navigations()).toEqual(['/no-site-convenient/adult']);
    expect(h.enqueued).toHaveLength(0);
    h.stop();
  });

  it('Back before the no-site-convenient page has loaded: choosing a site still goes to that page', async () => {
    const h = await openedSiteSelection();
    h.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(h.navigations()).toEqual(['/no-site-convenient/adult']);
    // Back: the page opens again before the outcome page's own saga has run.
    h.open();
    await flush();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(5_000);
    expect(h.navigations()).toEqual(['/no-site-convenient/adult', '/no-site-convenient/adult']);
    expect(h.writesOf(SAVE)).toHaveLength(0);
    h.stop();
  });

  it('Back before the success page has loaded: "No site is convenient" goes back to that page', async () => {
    const h = await openedSiteSelection();
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    await flush(5_000);
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    h.open();
    await flush();
    h.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(h.navigations()).toEqual(['/siteselectionsuccess', '/siteselectionsuccess']);
    expect(h.writesOf('SiteSelection/UpdatePatientDetailsForNSC')).toHaveLength(0);
    h.stop();
  });

  it('a site save the server refuses for a final outcome goes to that outcome page', async () => {
    const h = await openedSiteSelection({ writes: { [SAVE]: () => 'refuse' } });
    h.store.dispatch(siteConfirmRequested({ siteCode: 'S-1' }));
    // The outcome was reached in another tab meanwhile.
    h.store.dispatch(
      outcomeReached({
        enrollmentId: ENROLMENT,
        kind: 'no-site-convenient',
        variant: 'adult',
        path: '/no-site-convenient/adult',
        referralStatus: 'No-site-convenient',
        reachedAt: new Date().toISOString(),
      }),
    );
    await flush(5_000);
    expect(h.navigations()).toEqual(['/no-site-convenient/adult']);
    expect(h.confirmation().current).toBeNull();
    h.stop();
  });

  it('Back after the success page: "No site is convenient" goes back to that page and writes nothing', async () => {
    const h = await openedSiteSelection();
    h.store.dispatch(
      outcomeReached({
        enrollmentId: ENROLMENT,
        kind: 'siteselectionsuccess',
        variant: null,
        path: '/siteselectionsuccess',
        referralStatus: 'New',
        reachedAt: new Date().toISOString(),
      }),
    );
    h.store.dispatch(noSiteConvenientRequested());
    await flush(5_000);
    expect(h.navigations()).toEqual(['/siteselectionsuccess']);
    expect(h.enqueued).toHaveLength(0);
    h.stop();
  });
});
