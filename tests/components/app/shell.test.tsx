import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCopyright } from '../../../src/app/layout/copyright';
import { NetworkError } from '../../../src/lib/api-client';
import { createFakeApi } from './fake-api';
import { layout, richText, siteSettings } from './fixtures';
import { renderApp, stubBrowserScrolling } from './render-app';

function api(settings = (language: 'en' | 'es') => siteSettings(language)) {
  return createFakeApi({
    'cr-context-data': (query) => settings(query.language as 'en' | 'es'),
    layout: ({ path, language }) =>
      layout({
        path: path as string,
        language: language as 'en' | 'es',
        title: 'Page',
        components: [richText('Body')],
      }),
  });
}

describe('site shell', () => {
  let now: jest.SpyInstance;
  beforeEach(() => {
    stubBrowserScrolling();
    now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 5, 15));
  });
  afterEach(() => now.mockRestore());

  it('renders skip link, header, main and footer with the copyright placeholders replaced', async () => {
    renderApp({ path: '/', api: api().api });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('© 2031 ClinicalResearch, since 2019.')).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(within(footer).getByRole('link', { name: 'Demo mailbox' })).toHaveAttribute(
      'href',
      '/demo/mailbox',
    );
  });

  it('replaces both placeholders with the current year when no copyright year is set', () => {
    expect(formatCopyright('© [currentYear] A / [copyrightyear] B / [CurrentYear]', 2031)).toBe(
      '© 2031 A / 2031 B / 2031',
    );
    expect(formatCopyright('No placeholder', 2031)).toBe('No placeholder');
  });

  it('hides header and footer in iframe mode (loadType=iframe)', async () => {
    renderApp({ path: '/?loadType=iframe', api: api().api });
    expect(await screen.findByRole('heading', { name: 'Body' })).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
    expect(screen.getByRole('main')).toBeVisible();
  });

  it('switches language on the same path, keeping the query string', async () => {
    const { api: client, calls } = api();
    renderApp({ path: '/asthma-study?utm_source=mail', api: client });
    const banner = await screen.findByRole('banner');
    const spanish = await within(banner).findByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/asthma-study?utm_source=mail');
    expect(within(banner).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(spanish);
    expect(screen.getByTestId('location')).toHaveTextContent('/es/asthma-study?utm_source=mail');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(await screen.findByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'layout').at(-1)?.query).toEqual({
      path: '/asthma-study',
      language: 'es',
    });
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/asthma-study?utm_source=mail',
    );
  });

  it('links the logo to the locale home, dropping RemoveQueryParamList parameters', async () => {
    renderApp({ path: '/es/asthma-study?utm_source=a&utm_campaign=b&gclid=c&keep=1', api: api().api });
    const logo = await screen.findByRole('link', { name: 'Inicio de InvestigaciónClínica' });
    expect(logo).toHaveAttribute('href', '/es?utm_source=a&keep=1');
    expect(logo).toHaveTextContent('InvestigaciónClínica');
  });

  it('opens the mobile drawer from the Menu button and closes it with Escape', async () => {
    renderApp({ path: '/', api: api().api });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('site-nav--open');
    expect(within(nav).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('still renders a usable shell when the site settings cannot be loaded', async () => {
    const { api: client } = createFakeApi({
      'cr-context-data': () => {
        throw new NetworkError('cr-context-data', 'ERR_NETWORK');
      },
      layout: () => layout({ components: [richText('Body')] }),
    });
    renderApp({ path: '/', api: client });
    expect(await screen.findByRole('heading', { name: 'Body' })).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'ClinicalResearch' }),
    ).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es',
    );
  });

  it('loads the demo mailbox page lazily at /demo/mailbox without asking for a layout', async () => {
    const { api: client, calls } = api();
    renderApp({ path: '/demo/mailbox', api: client });
    expect(await screen.findByRole('heading', { name: 'Mailbox stub' })).toBeVisible();
    await act(async () => undefined);
    expect(calls.some((c) => c.name === 'layout')).toBe(false);
  });
});

jest.mock(
  '../../../src/features/mailbox/pages/mailbox-page',
  () => ({ __esModule: true, default: () => <h1>Mailbox stub</h1> }),
  { virtual: true },
);

describe('offline status slots', () => {
  beforeEach(() => stubBrowserScrolling());

  it('shows the connection state in the header and pending writes above the footer', async () => {
    const { store } = renderApp({ path: '/', api: api().api });
    await screen.findByRole('heading', { name: 'Body' });
    act(() => {
      store.dispatch({ type: 'outbox/connectionChanged', payload: { online: false } });
    });
    expect(within(screen.getByRole('banner')).getByText(/You are offline/)).toBeVisible();
  });

  it('keeps them out of iframe mode with the rest of the chrome', async () => {
    const { store } = renderApp({ path: '/?loadType=iframe', api: api().api });
    await screen.findByRole('heading', { name: 'Body' });
    act(() => {
      store.dispatch({ type: 'outbox/connectionChanged', payload: { online: false } });
    });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
