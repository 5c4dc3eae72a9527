import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../../src/lib/api-client';
import { createFakeApi } from '../app/fake-api';
import { hero, layout, notFound, preScreener, richText, siteSettings, studyList } from '../app/fixtures';
import { renderApp, stubBrowserScrolling } from '../app/render-app';

const homeLayout = layout({ components: [hero(), richText(), studyList(), preScreener()], isHome: true });

function api(layoutHandler: (query: Record<string, unknown>) => unknown) {
  return createFakeApi({
    'cr-context-data': (query) => siteSettings(query.language as 'en' | 'es'),
    layout: layoutHandler,
  });
}

describe('content page', () => {
  beforeEach(() => {
    stubBrowserScrolling();
    document.title = '';
  });

  it('renders the page components in content order and sets the title', async () => {
    const { api: client, calls } = api(() => homeLayout);
    renderApp({ path: '/', api: client });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Research starts with people like you' }),
    ).toBeVisible();
    await within(main).findByRole('heading', { name: 'See if you qualify' });
    const headings = within(main)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Research starts with people like you',
      'What to expect',
      'Studies enrolling now',
      'Asthma control study',
      'Migraine study',
      'See if you qualify',
    ]);
    expect(document.title).toBe('Home | ClinicalResearch');
    expect(calls.find((c) => c.name === 'layout')?.query).toEqual({ path: '/', language: 'en' });
  });

  it('gives the hero the page heading when a notification banner comes first (page chrome)', async () => {
    const banner = {
      id: 'banner',
      name: 'NotificationBanner',
      fields: { bannerKey: 'test-banner', text: 'Enrollment is open.' },
    };
    const { api: client } = api(() => layout({ components: [banner, hero(), richText()], isHome: true }));
    renderApp({ path: '/', api: client });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Research starts with people like you' }),
    ).toBeVisible();
    expect(await within(main).findByText('Enrollment is open.')).toBeVisible();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows an accessible skeleton while the layout loads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api: client } = api(() => new Promise((resolve) => (answer = resolve)));
    renderApp({ path: '/', api: client });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading page…');
    await act(async () => answer(homeLayout));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Research starts');
    expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull();
  });

  it('renders the 404 page from content and sets its title', async () => {
    const { api: client } = api(() =>
      layout({ found: false, title: 'Page not found | ClinicalResearch', components: [notFound()] }),
    );
    renderApp({ path: '/no-such-page', api: client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | ClinicalResearch');
  });

  it('asks for the unprefixed path in Spanish under /es and sets <html lang>', async () => {
    const { api: client, calls } = api(({ path }) =>
      layout({
        path: path as string,
        language: 'es',
        title: 'Estudio de asma',
        components: [richText('Qué esperar')],
      }),
    );
    renderApp({ path: '/es/asthma-study/', api: client });
    expect(await screen.findByRole('heading', { name: 'Qué esperar' })).toBeVisible();
    expect(calls.filter((c) => c.name === 'layout').map((c) => c.query)).toEqual([
      { path: '/asthma-study', language: 'es' },
    ]);
    expect(calls.find((c) => c.name === 'cr-context-data')?.query).toEqual({ language: 'es' });
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Estudio de asma' })).toHaveClass('visually-hidden');
  });

  it('shows an offline message with Retry when the network is down, and recovers', async () => {
    let online = false;
    const { api: client, calls } = api(() => {
      if (!online) throw new NetworkError('layout', 'ERR_NETWORK');
      return homeLayout;
    });
    renderApp({ path: '/', api: client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull(); // no endless spinner
    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Research starts/ })).toBeVisible();
    expect(calls.filter((c) => c.name === 'layout')).toHaveLength(2);
  });

  it('retries by itself when the browser comes back online', async () => {
    let online = false;
    const { api: client } = api(() => {
      if (!online) throw new NetworkError('layout', 'ERR_NETWORK');
      return homeLayout;
    });
    renderApp({ path: '/', api: client });
    await screen.findByRole('alert');
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Research starts/ })).toBeVisible();
  });

  it('shows a server-error message (not "offline") for a 5xx answer', async () => {
    const { api: client } = api(() => {
      throw new ApiError('layout', 503, { type: 'about:blank', title: 'Unavailable', status: 503 });
    });
    renderApp({ path: '/', api: client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('keeps the query string when following an internal link', async () => {
    const { api: client, calls } = api(({ path }) =>
      path === '/'
        ? homeLayout
        : layout({ path: path as string, title: 'Asthma', components: [richText('Asthma page')] }),
    );
    renderApp({ path: '/?utm_source=mail&loadType=page', api: client });
    await userEvent.click(await screen.findByRole('link', { name: 'Asthma control study' }));
    expect(await screen.findByRole('heading', { name: 'Asthma page' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/asthma-study?utm_source=mail&loadType=page');
    expect(calls.filter((c) => c.name === 'layout').at(-1)?.query).toEqual({
      path: '/asthma-study',
      language: 'en',
    });
    await waitFor(() => expect(document.title).toBe('Asthma'));
  });
});
