import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/app';
import { makeStore } from '../../../src/app/store';
import StudyLocationWidget from '../../../src/features/study-location/components/study-location';
import { locationOf } from '../../../src/features/study-location/study-locations';
import {
  studyLocationFieldsSchema,
  type StudyLocationFieldsInput,
} from '../../../src/shared/content-model/study-location-fields';
import { NetworkError } from '../../../src/lib/api-client';
import { createFakeApi } from '../app/fake-api';
import { studySettings } from '../app/fixtures';
import { memoryStorage } from '../app/render-app';
import { siteInfo } from './site-fixtures';

const SITES = [
  siteInfo({ siteCode: 'S1', siteName: 'Lakeshore Research' }),
  siteInfo({
    siteCode: 'S2',
    siteName: 'North Shore Clinic',
    latitude: 42.0451,
    longitude: -87.6877,
    siteCity: 'Evanston',
    showEnrollSoon: true,
  }),
  siteInfo({
    siteCode: 'S3',
    siteName: 'Oak Brook Neurology',
    latitude: 41.8397,
    longitude: -87.9535,
    notYetEnroll: true,
    showEnrollSoon: true,
  }),
  siteInfo({ siteCode: 'V1', siteName: 'Virtual Study Team', isVirtual: true, latitude: 0, longitude: 0 }),
];

function searchAnswer(query: Record<string, unknown>) {
  const zip = String(query.ZipCode ?? '');
  return {
    sitesData: SITES.map((site, index) => ({
      ...site,
      distance: zip && !site.isVirtual ? 1.5 + index * 10 : null,
    })),
    siteCount: SITES.length,
    origin: zip ? { zipCode: zip, state: 'IL', latitude: 41.8947, longitude: -87.6195 } : null,
    sponsorConsent: { kiElementsConsent: false, lifeLinkConsent: null },
    studyKey: 'migraine-study',
    journeyType: '01',
  };
}

function renderLocation(
  fields: StudyLocationFieldsInput,
  options: { path?: string; search?: (q: Record<string, unknown>) => unknown } = {},
) {
  const path = options.path ?? '/migraine-study';
  const study = { ...studySettings('migraine-study'), journeyType: '01' as const };
  const { api, calls } = createFakeApi({
    layout: () => ({
      found: true,
      page: {
        id: 'home',
        path: path.replace(/^\/es/, '') || '/',
        language: 'en',
        name: 'Home',
        title: 'Home',
        flags: {},
        components: [],
      },
      study,
    }),
    'cr-context-data': () => new Promise(() => undefined),
    'sites/Search': options.search ?? searchAnswer,
  });
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  render(
    <AppProviders store={store} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <StudyLocationWidget fields={studyLocationFieldsSchema.parse(fields)} position={2} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls };
}

const searchCalls = (calls: { name: string; query: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'sites/Search');

describe('locationOf', () => {
  it('maps a site to the study location fields', () => {
    expect(locationOf(SITES[1]!)).toMatchObject({
      siteID: 'S2',
      name: 'North Shore Clinic',
      latitude: 42.0451,
      longitude: -87.6877,
      protocol: 'MIG-301',
      indicationList: ['Migraine', 'Chronic migraine'],
      showEnrollSoon: true,
      notYetEnroll: false,
    });
  });
});

describe('StudyLocation', () => {
  it('variation1 shows only the map, with the home-page site search', async () => {
    const { calls } = renderLocation({ variation: 'variation1', title: 'Where the study runs' });
    const section = await screen.findByRole('region', { name: 'Where the study runs' });
    expect(section).toHaveAttribute('id', 'study-location');
    const map = await within(section).findByRole('region', { name: 'Map of the study locations' });
    expect(within(map).getByRole('button', { name: 'Lakeshore Research' })).toBeInTheDocument();
    // the virtual site has nowhere to be drawn
    expect(within(map).queryByRole('button', { name: /Virtual/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Study locations' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('4 locations');
    expect(searchCalls(calls)[0]?.query).toEqual({
      SiteRootPath: '/migraine-study',
      SiteSettingsId: studySettings('migraine-study').siteSettingsId,
      Language: 'en',
      IsSiteDetailsForHomePage: 'true',
      ZipCode: '',
    });
  });

  it('variation2 toggles between the list and the map and keeps the selection', async () => {
    const user = userEvent.setup();
    renderLocation({ variation: 'variation2' });
    const list = await screen.findByRole('list', { name: 'Study locations' });
    expect(await within(list).findByText('North Shore Clinic')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the study locations' })).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1]!).getByText('Enrolling soon')).toBeInTheDocument();
    // not yet enrolling wins over enrolling soon
    expect(within(items[2]!).getByText('Not yet enrolling')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Enrolling soon')).toBeNull();
    expect(within(items[3]!).getByText('Virtual site: take part from home')).toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: /North Shore Clinic/ }));
    expect(within(items[1]!).getByRole('button', { name: /North Shore Clinic/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const map = await screen.findByRole('region', { name: 'Map of the study locations' });
    expect(within(map).getByRole('button', { name: /North Shore Clinic.*selected/ })).toBeInTheDocument();
    const info = within(map).getByRole('group', { name: 'North Shore Clinic' });
    expect(within(info).getByText('Enrolling soon')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Study locations' })).toBeNull();
  });

  it('each location one can visit offers Directions, in the list and in its info window', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      );
    renderLocation({ variation: 'variation3' });
    const list = await screen.findByRole('list', { name: 'Study locations' });
    const items = await within(list).findAllByRole('listitem');
    const link = within(items[1]!).getByRole('link', { name: /^Directions to North Shore Clinic/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://maps.apple.com/');
    expect(url.searchParams.get('daddr')).toBe('1 Main St, Evanston, IL 60611, US');
    // the virtual team has no place to go to
    expect(within(items[3]!).queryByRole('link')).toBeNull();

    await user.click(within(items[1]!).getByRole('button', { name: /North Shore Clinic/ }));
    const map = screen.getByRole('region', { name: 'Map of the study locations' });
    const info = await within(map).findByRole('group', { name: 'North Shore Clinic' });
    expect(within(info).getByRole('link', { name: /^Directions to North Shore Clinic/ })).toHaveAttribute(
      'href',
      link.getAttribute('href'),
    );
    jest.restoreAllMocks();
  });

  it('variation3 validates the ZIP, then searches with it and shows distances from it', async () => {
    const user = userEvent.setup();
    const { calls } = renderLocation({ variation: 'variation3', zipInvalidMessage: 'Five digits, please.' });
    await screen.findByText('Lakeshore Research');
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('This field is required.');
    await user.type(zip, '60a61');
    expect(zip).toHaveValue('6061');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Five digits, please.');
    expect(searchCalls(calls)).toHaveLength(1);

    await user.type(zip, '12');
    expect(zip).toHaveValue('60611');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('1.5 mi', { selector: '.study-location__distance' })).toBeInTheDocument();
    expect(searchCalls(calls).at(-1)?.query.ZipCode).toBe('60611');
    const map = screen.getByRole('region', { name: 'Map of the study locations' });
    expect(within(map).getAllByText('60611').length).toBeGreaterThan(0);
  });

  it('says so when the search fails and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderLocation(
      { variation: 'variation2', loadErrorText: 'Locations are unavailable.' },
      {
        search: (query) => {
          if (fail) throw new NetworkError('sites/Search', 'ERR_NETWORK');
          return searchAnswer(query);
        },
      },
    );
    expect(await screen.findByText('Locations are unavailable.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lakeshore Research')).toBeInTheDocument();
  });

  it('speaks Spanish on /es pages and shows the no-locations text', async () => {
    const { calls } = renderLocation(
      { variation: 'variation2' },
      {
        path: '/es/migraine-study',
        search: (query) => ({ ...(searchAnswer(query) as object), sitesData: [] }),
      },
    );
    expect(await screen.findByText('Todavía no hay centros del estudio para mostrar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mapa' })).toBeInTheDocument();
    expect(searchCalls(calls)[0]?.query.Language).toBe('es');
  });

  it('variation3: cleans a pasted ZIP, and says when a ZIP is unknown, keeping the list by distance', async () => {
    const user = userEvent.setup();
    const unknown = (query: Record<string, unknown>) =>
      query.ZipCode === '99999'
        ? { ...(searchAnswer({}) as object), sitesData: [...SITES].reverse(), origin: null }
        : searchAnswer(query);
    renderLocation({ variation: 'variation3' }, { search: unknown });
    await screen.findByText('Lakeshore Research');
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.click(zip);
    await user.paste(' 60611');
    expect(zip).toHaveValue('60611');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1.5 mi', { selector: '.study-location__distance' });
    const list = screen.getByRole('list', { name: 'Study locations' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const byDistance = order();
    await user.clear(zip);
    await user.type(zip, '99999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find ZIP code 99999. The locations are still listed by distance from 60611.',
    );
    expect(order()).toEqual(byDistance);
  });
});
