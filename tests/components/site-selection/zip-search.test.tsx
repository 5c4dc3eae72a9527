import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/app';
import { makeStore } from '../../../src/app/store';
import { SiteSelectionView } from '../../../src/features/site-selection/components/site-selection-view';
import {
  siteSelectionOpened,
  sitesLoaded,
  zipSearchSubmitted,
} from '../../../src/features/site-selection/site-selection-slice';
import { siteSelectionStrings } from '../../../src/features/site-selection/site-selection-strings';
import type { SiteInfo } from '../../../src/shared/contracts/site-info';
import type { SearchOrigin } from '../../../src/shared/contracts/site-selection';
import { createFakeApi } from '../app/fake-api';
import { memoryStorage } from '../app/render-app';
import { siteInfo } from '../../sagas/site-selection-fixtures';

const CHICAGO: SearchOrigin = { zipCode: '60611', state: 'IL', latitude: 41.89, longitude: -87.62 };
const consent = { kiElementsConsent: false, lifeLinkConsent: null };

function renderView() {
  const { api } = createFakeApi({});
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  store.dispatch(
    siteSelectionOpened({
      studyKey: 'migraine-study',
      rootPath: '/migraine-study',
      siteSettingsId: 'settings',
      tenantKey: 'demo',
      journeyType: '01',
      language: 'en',
      patientType: 'adult',
      isHome: false,
    }),
  );
  render(
    <AppProviders store={store} api={api}>
      <SiteSelectionView fields={{}} t={siteSelectionStrings('en')} showZipSearch />
    </AppProviders>,
  );
  const load = (sites: SiteInfo[], origin: SearchOrigin | null) =>
    act(() => void store.dispatch(sitesLoaded({ sites, origin, sponsorConsent: consent })));
  const search = (zip: string) => act(() => void store.dispatch(zipSearchSubmitted({ zip })));
  return { store, load, search };
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

describe('Site selection ZIP search', () => {
  it('says a searched ZIP is unknown and keeps the list in its order by distance', async () => {
    const view = renderView();
    view.load(
      [siteInfo('B', { siteName: 'Near', distance: 2 }), siteInfo('A', { siteName: 'Far', distance: 40 })],
      CHICAGO,
    );
    expect(names()).toEqual(['Near', 'Far']);
    view.search('99999');
    // The server knows no such zip: no origin, no distances, its fallback order.
    view.load(
      [
        siteInfo('A', { siteName: 'Far', distance: null }),
        siteInfo('B', { siteName: 'Near', distance: null }),
      ],
      null,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find ZIP code 99999. The sites are still listed by distance from 60611.',
    );
    expect(names()).toEqual(['Near', 'Far']);
    expect(screen.getByLabelText('ZIP code')).toHaveValue('99999');
    // A known zip afterwards clears the message.
    view.search('60601');
    view.load([siteInfo('A', { siteName: 'Far', distance: 1 })], { ...CHICAGO, zipCode: '60601' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a searched ZIP is unknown when no earlier list had distances', async () => {
    const view = renderView();
    view.search('99999');
    view.load([siteInfo('A', { siteName: 'Anywhere', distance: null })], null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find ZIP code 99999, so the sites are not sorted by distance.',
    );
  });

  it('cleans pasted text before keeping five digits', async () => {
    const user = userEvent.setup();
    renderView();
    const input = screen.getByLabelText('ZIP code');
    await user.click(input);
    await user.paste(' 60611');
    expect(input).toHaveValue('60611');
    await user.clear(input);
    await user.paste('ZIP: 60611-1234');
    expect(input).toHaveValue('60611');
  });
});
