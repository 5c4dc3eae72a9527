import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/app';
import { makeStore } from '../../../src/app/store';
import SiteSelectionWidget, {
  rendersOnPage,
} from '../../../src/features/site-selection/components/site-selection';
import {
  confirmPhaseChanged,
  consentPopupShown,
  siteClicked,
  sitesLoaded,
  sitesLoadOffline,
  viewModeChanged,
  zipSearchSubmitted,
} from '../../../src/features/site-selection/site-selection-slice';
import type { JourneyType } from '../../../src/shared/content-model/study';
import type { SiteSelectionFields } from '../../../src/shared/content-model/site-selection-fields';
import type { SiteInfo } from '../../../src/shared/contracts/site-info';
import { navigationDone } from '../../../src/features/journey/journey-ui-slice';
import { createFakeApi } from '../app/fake-api';
import { studySettings } from '../app/fixtures';
import { memoryStorage } from '../app/render-app';
import { siteInfo } from '../../sagas/site-selection-fixtures';

interface Options {
  journeyType?: JourneyType;
  isHome?: boolean;
  fields?: SiteSelectionFields;
  path?: string;
}

async function renderWidget(options: Options = {}) {
  const path = options.path ?? '/migraine-study/site-selection/adult';
  const study = {
    ...studySettings('migraine-study'),
    journeyType: options.journeyType ?? '01',
    enableScreenerLandingPage: false,
  };
  const { api } = createFakeApi({
    layout: () => ({
      found: true,
      page: {
        id: 'p',
        path,
        language: 'en',
        name: 'p',
        title: 'p',
        flags: { isHome: options.isHome ?? false },
        components: [],
      },
      study,
    }),
    'cr-context-data': () => new Promise(() => undefined),
  });
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const view = render(
    <AppProviders store={store} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <SiteSelectionWidget fields={options.fields ?? {}} position={1} />
      </MemoryRouter>
    </AppProviders>,
  );
  await act(async () => undefined);
  const load = (sites: SiteInfo[]) =>
    act(() => {
      store.dispatch(
        sitesLoaded({
          sites,
          origin: null,
          sponsorConsent: { kiElementsConsent: false, lifeLinkConsent: null },
        }),
      );
    });
  /** The sites found for `zip` (null: a zip the geocoder does not know). */
  const loadNear = (sites: SiteInfo[], zip: string | null) =>
    act(() => {
      store.dispatch(
        sitesLoaded({
          sites,
          origin: zip ? { zipCode: zip, state: 'IL', latitude: 41.89, longitude: -87.62 } : null,
          sponsorConsent: { kiElementsConsent: false, lifeLinkConsent: null },
        }),
      );
    });
  /** A zip search that finds the connection down (the saga's offline answer). */
  const searchOffline = (zip: string) =>
    act(() => {
      store.dispatch(zipSearchSubmitted({ zip }));
      store.dispatch(sitesLoadOffline());
    });
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return { ...view, store, actions, load, loadNear, searchOffline, ofType };
}

const tierOne = (n: number) =>
  Array.from({ length: n }, (_, i) => siteInfo(`A${i + 1}`, { siteName: `Alpha ${i + 1}` }));

describe('SiteSelection widget', () => {
  it('opens the slice for the page and lists the cards with distance and badges', async () => {
    const w = await renderWidget();
    expect(w.ofType('siteSelection/siteSelectionOpened')[0]?.payload).toMatchObject({
      studyKey: 'migraine-study',
      patientType: 'adult',
      journeyType: '01',
      isHome: false,
    });
    w.load([
      siteInfo('V', { siteName: 'Virtual Clinic', isVirtual: true, distance: null }),
      siteInfo('H', {
        siteName: 'Hybrid Clinic',
        isHybridSite: true,
        notYetEnroll: true,
        showEnrollSoon: true,
        distance: 12.345,
      }),
    ]);
    const hybrid = screen.getByText('Hybrid Clinic').closest('li')!;
    expect(within(hybrid).getByText('12.3 mi away')).toBeInTheDocument();
    for (const badge of ['Hybrid', 'Not yet enrolling', 'Enrolling soon'])
      expect(within(hybrid).getByText(badge)).toBeInTheDocument();
    const virtual = screen.getByText('Virtual Clinic').closest('li')!;
    expect(within(virtual).getByText('Virtual')).toBeInTheDocument();
  });

  it('select confirms the site; the name highlights it (Partial)', async () => {
    const w = await renderWidget();
    w.load(tierOne(2));
    fireEvent.click(screen.getByRole('button', { name: 'Select this site: Alpha 2' }));
    expect(w.ofType('siteSelection/siteConfirmRequested')[0]?.payload).toEqual({ siteCode: 'A2' });
    expect(w.store.getState().siteSelection.selected.selectionType).toBe('Confirm');
  });

  it('shows 5 sites, then all with view more, and back with view less', async () => {
    const w = await renderWidget();
    w.load(tierOne(7));
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'View less' }));
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(5);
  });

  it('maxNumberOfSites and texts come from content', async () => {
    const w = await renderWidget({
      fields: { maxNumberOfSites: 2, viewMore: 'More sites', title: 'Pick a clinic' },
    });
    w.load(tierOne(3));
    expect(screen.getByRole('heading', { name: 'Pick a clinic' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'More sites' })).toBeInTheDocument();
  });

  it("'show other options' switches from best matches to other options", async () => {
    const w = await renderWidget();
    w.load([siteInfo('A', { siteName: 'Near' }), siteInfo('B', { siteName: 'Far', tier: 2 })]);
    expect(screen.getByRole('heading', { name: 'Best matches' })).toBeInTheDocument();
    expect(screen.queryByText('Far')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show other options' }));
    expect(screen.getByRole('heading', { name: 'Other options' })).toBeInTheDocument();
    expect(screen.getByText('Far')).toBeInTheDocument();
    expect(w.store.getState().siteSelection.scrollToTop).toBe(1);
  });

  it('journey 01: the zip search validates before searching and prompts when nothing was found', async () => {
    const w = await renderWidget();
    w.load([]);
    expect(
      screen.getByText('Please enter your ZIP code above to find a location near you'),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('ZIP code');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your ZIP code.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '12a3' } });
    expect(input).toHaveValue('123');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 5-digit ZIP code.');
    expect(w.ofType('siteSelection/zipSearchSubmitted')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '606110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(w.ofType('siteSelection/zipSearchSubmitted')[0]?.payload).toEqual({ zip: '60611' });
  });

  it('a zip searched offline: the live region names it, says it loads when back online, and the list stays', async () => {
    const w = await renderWidget();
    w.loadNear(tierOne(2), '60611');
    w.searchOffline('55401');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(
      'You are offline, so the study locations for ZIP code 55401 cannot be loaded yet. ' +
        'They will load by themselves when you are back online. ' +
        'Until then, the locations near 60611 stay listed below.',
    );
    // The 60611 list stays, each site once; the field shows the zip searched.
    expect(screen.getAllByRole('heading', { name: /^Alpha/ }).map((h) => h.textContent)).toEqual([
      'Alpha 1',
      'Alpha 2',
    ]);
    expect(screen.getByLabelText('ZIP code')).toHaveValue('55401');
    fireEvent.click(within(status).getByRole('button', { name: 'Try again' }));
    expect(w.ofType('siteSelection/retryRequested')).toHaveLength(1);
    // Its sites arrive: the message goes, the new list replaces the old one.
    w.loadNear([siteInfo('M1', { siteName: 'Minneapolis Clinic' })], '55401');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Minneapolis Clinic',
    ]);
  });

  it('a zip searched offline with no list yet says so without a list to keep', async () => {
    const w = await renderWidget();
    w.searchOffline('55401');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline, so the study locations for ZIP code 55401 cannot be loaded yet. ' +
        'They will load by themselves when you are back online.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Until then');
  });

  it('a new search forgets what the last one found out about its zip (an unknown zip)', async () => {
    const w = await renderWidget();
    w.loadNear(tierOne(1), '60611');
    act(() => void w.store.dispatch(zipSearchSubmitted({ zip: '00000' })));
    w.loadNear(tierOne(1), null);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find ZIP code 00000');
    w.searchOffline('55401');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ZIP code 55401 cannot be loaded yet');
  });

  it('journeys 02 and 03 have no zip search', async () => {
    await renderWidget({ journeyType: '02' });
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
  });

  it('the consent popup answers Yes or No', async () => {
    const w = await renderWidget();
    w.load(tierOne(1));
    act(() => void w.store.dispatch(consentPopupShown({ popup: 'ki-consent' })));
    const dialog = screen.getByTestId('site-ki-consent-modal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(w.ofType('siteSelection/consentAnswered')[0]?.payload).toEqual({
      popup: 'ki-consent',
      answer: 'Yes',
    });
  });

  it('the live region says a choice is saved on the device while offline, with try again', async () => {
    const w = await renderWidget();
    w.load(tierOne(1));
    act(() => void w.store.dispatch(confirmPhaseChanged({ phase: 'saved-offline' })));
    expect(screen.getByRole('status')).toHaveTextContent('Your choice is saved on this device');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(w.ofType('siteSelection/retryRequested')).toHaveLength(1);
  });

  it("'no site is convenient' dispatches its event", async () => {
    const w = await renderWidget();
    w.load(tierOne(1));
    fireEvent.click(screen.getByRole('button', { name: 'No site is convenient' }));
    expect(w.ofType('siteSelection/noSiteConvenientRequested')).toHaveLength(1);
  });

  it('once the page has been left, a Back to it (even before the next page showed) offers the sites again', async () => {
    const w = await renderWidget();
    w.load(tierOne(1));
    act(() => void w.store.dispatch(confirmPhaseChanged({ phase: 'redirecting' })));
    expect(screen.getByRole('button', { name: /^Select this site/ })).toBeDisabled();
    act(() => void w.store.dispatch(navigationDone({ id: 1 })));
    expect(screen.getByRole('button', { name: /^Select this site/ })).toBeEnabled();
  });

  it('every site one can visit offers Directions to its address, on its card and in its info window', async () => {
    const w = await renderWidget();
    w.load([
      siteInfo('A', { siteName: 'Lakeshore Research', siteAddress: '680 N Lake Shore Dr' }),
      siteInfo('V', { siteName: 'Virtual Clinic', isVirtual: true, distance: null }),
    ]);
    const destination = '680 N Lake Shore Dr, Chicago, IL 60611, US';
    const card = screen.getByText('Lakeshore Research').closest('li')!;
    const link = within(card).getByRole('link', { name: /^Directions to Lakeshore Research/ });
    // jsdom is neither Android nor Apple: Google Maps' directions URL, in a new tab.
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('destination')).toBe(destination);
    expect(link).toHaveAttribute('target', '_blank');
    const virtual = screen.getByText('Virtual Clinic').closest('li')!;
    expect(within(virtual).queryByRole('link', { name: /Directions/ })).toBeNull();

    act(() => {
      w.store.dispatch(viewModeChanged({ mode: 'map' }));
      w.store.dispatch(siteClicked({ siteCode: 'A', source: 'card' }));
    });
    const info = await screen.findByRole('group', { name: 'Lakeshore Research' });
    expect(within(info).getByRole('link', { name: /^Directions to Lakeshore Research/ })).toHaveAttribute(
      'href',
      link.getAttribute('href'),
    );
  });

  it('Spanish page: Spanish texts', async () => {
    const w = await renderWidget({ path: '/es/migraine-study/site-selection/minor' });
    w.load(tierOne(1));
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cómo llegar a Alpha 1/ })).toBeInTheDocument();
    expect(w.ofType('siteSelection/siteSelectionOpened')[0]?.payload).toMatchObject({
      language: 'es',
      patientType: 'minor',
    });
  });

  it('Spanish page: a zip searched offline is explained in Spanish', async () => {
    const w = await renderWidget({ path: '/es/migraine-study/site-selection/adult' });
    w.loadNear(tierOne(1), '60611');
    w.searchOffline('55401');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No tiene conexión, así que aún no se pueden cargar los centros del estudio del código postal 55401. ' +
        'Se cargarán solos cuando vuelva a estar en línea. ' +
        'Mientras tanto, abajo siguen los centros cercanos a 60611.',
    );
  });

  it('on a home page it renders nothing unless journey 03 without the screener landing page', async () => {
    const { container } = await renderWidget({ isHome: true, journeyType: '01', path: '/migraine-study' });
    expect(container).toBeEmptyDOMElement();
    expect(rendersOnPage(true, { journeyType: '03', enableScreenerLandingPage: false })).toBe(true);
    expect(rendersOnPage(true, { journeyType: '03', enableScreenerLandingPage: true })).toBe(false);
    expect(rendersOnPage(true, { journeyType: '02', enableScreenerLandingPage: false })).toBe(false);
    expect(rendersOnPage(false, { journeyType: '01', enableScreenerLandingPage: true })).toBe(true);
  });
});
