import {
  mapClicked,
  siteClicked,
  siteSelectionRetryRequested,
  zipSearchSubmitted,
} from '../../src/features/site-selection/site-selection-slice';
import { READ_RETRY_MS } from '../../sagas/contact/contact-calls';
import {
  ENROLMENT,
  flush,
  refusal,
  searchAnswer,
  siteInfo,
  siteSelectionHarness,
} from './site-selection-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('site selection: search and selection (selection types, site panels)', () => {
  it('searches with the enrolment, records the journey step and highlights the first visible site once', async () => {
    const h = await siteSelectionHarness();
    h.open();
    await flush();
    const [search] = h.reads('sites/Search');
    expect(search?.query).toMatchObject({
      SiteRootPath: '/migraine-study',
      EnrollmentId: ENROLMENT,
      IsSiteDetailsForHomePage: 'false',
      ZipCode: '',
    });
    expect(h.store.getState().journey.journeyStep).toBe('site-selection');
    expect(h.state().status).toBe('loaded');
    expect(h.state().panel).toBe('groupOne');
    expect(h.state().selected).toMatchObject({ selectionType: 'Partial', shouldInfoWindowVisible: false });
    expect(h.state().selected.siteInfo?.siteCode).toBe('S-1');
    // Partial is only recorded: nothing is written.
    expect(h.enqueued).toHaveLength(0);
    h.stop();
  });

  it('highlights the first site of "all" when there are only tier-2 sites', async () => {
    const h = await siteSelectionHarness({
      sites: [siteInfo('T-1', { tier: 2 }), siteInfo('T-2', { tier: 2 })],
    });
    h.open();
    await flush();
    expect(h.state().panel).toBe('all');
    expect(h.state().selected.siteInfo?.siteCode).toBe('T-1');
    h.stop();
  });

  it('a zip search replaces the list and searches with the zip', async () => {
    const h = await siteSelectionHarness();
    h.open();
    await flush();
    h.store.dispatch(zipSearchSubmitted({ zip: '10001' }));
    await flush();
    expect(h.reads('sites/Search').map((c) => (c.query as { ZipCode: string }).ZipCode)).toEqual([
      '',
      '10001',
    ]);
    expect(h.state().zip).toBe('10001');
    h.stop();
  });

  it('the home page lists every open site without the enrolment', async () => {
    const h = await siteSelectionHarness({ ref: { isHome: true } });
    h.open();
    await flush();
    const [search] = h.reads('sites/Search');
    expect(search?.query).toMatchObject({ IsSiteDetailsForHomePage: 'true' });
    expect((search?.query as Record<string, unknown>).EnrollmentId).toBeUndefined();
    h.stop();
  });

  it('offline: says so and searches again when back online, on "try again", or after 30 s', async () => {
    const h = await siteSelectionHarness({ online: false });
    h.open();
    await flush();
    expect(h.state().status).toBe('offline');
    await flush(READ_RETRY_MS - 1);
    expect(h.reads('sites/Search')).toHaveLength(1);
    await flush(1);
    expect(h.reads('sites/Search')).toHaveLength(2);
    h.store.dispatch(siteSelectionRetryRequested());
    await flush();
    expect(h.reads('sites/Search')).toHaveLength(3);
    h.goOnline();
    await flush();
    expect(h.state().status).toBe('loaded');
    h.stop();
  });

  it('a new zip searched offline keeps the list on screen, then loads by itself once back online', async () => {
    const near = (zip: string) => [siteInfo(`${zip}-1`, { siteName: `Near ${zip}` })];
    const h = await siteSelectionHarness({
      reads: {
        'sites/Search': ({ query }) => {
          const zip = (query as { ZipCode: string }).ZipCode || '60611';
          return {
            ...searchAnswer(near(zip)),
            origin: { zipCode: zip, state: 'IL', latitude: 41, longitude: -87 },
          };
        },
      },
    });
    h.open();
    await flush();
    h.goOffline();
    h.store.dispatch(zipSearchSubmitted({ zip: '55401' }));
    await flush();
    // Waiting for the connection: the 60611 list stays, the zip searched is remembered.
    expect(h.state()).toMatchObject({ status: 'offline', zip: '55401' });
    expect(h.state().sites.map((site) => site.siteName)).toEqual(['Near 60611']);
    expect(h.state().origin?.zipCode).toBe('60611');
    const searches = () => h.reads('sites/Search').length;
    const before = searches();
    h.goOnline();
    await flush();
    // One more search, for 55401, with no click: its list replaces the old one.
    expect(searches()).toBe(before + 1);
    expect(h.reads('sites/Search').at(-1)?.query).toMatchObject({ ZipCode: '55401' });
    expect(h.state()).toMatchObject({ status: 'loaded', zip: '55401' });
    expect(h.state().sites.map((site) => site.siteName)).toEqual(['Near 55401']);
    await flush(READ_RETRY_MS * 2);
    expect(searches()).toBe(before + 1);
    h.stop();
  });

  it('a refused search fails without retrying', async () => {
    const h = await siteSelectionHarness({
      reads: {
        'sites/Search': () => {
          throw refusal();
        },
      },
    });
    h.open();
    await flush(READ_RETRY_MS * 2);
    expect(h.state().status).toBe('failed');
    expect(h.reads('sites/Search')).toHaveLength(1);
    h.stop();
  });

  it('card and marker clicks select Partial with the info window; map click closes; the selected marker toggles', async () => {
    const h = await siteSelectionHarness();
    h.open();
    await flush();
    h.store.dispatch(siteClicked({ siteCode: 'S-2', source: 'card' }));
    expect(h.state().selected).toMatchObject({ selectionType: 'Partial', shouldInfoWindowVisible: true });
    expect(h.state().selected.siteInfo?.siteCode).toBe('S-2');
    h.store.dispatch(mapClicked());
    expect(h.state().selected.shouldInfoWindowVisible).toBe(false);
    h.store.dispatch(siteClicked({ siteCode: 'S-2', source: 'marker' }));
    expect(h.state().selected.shouldInfoWindowVisible).toBe(true);
    h.store.dispatch(siteClicked({ siteCode: 'S-2', source: 'marker' }));
    expect(h.state().selected.shouldInfoWindowVisible).toBe(false);
    h.store.dispatch(siteClicked({ siteCode: 'S-1', source: 'marker' }));
    expect(h.state().selected).toMatchObject({ shouldInfoWindowVisible: true });
    expect(h.state().selected.siteInfo?.siteCode).toBe('S-1');
    expect(h.enqueued).toHaveLength(0);
    h.stop();
  });
});
