import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '../../../src/features/consent/components/cookie-consent';
import { guestRefFound, isAnalyticsAllowed } from '../../../src/features/consent/consent-slice';
import type { SiteSettings } from '../../../src/shared/content-model/site-settings';
import { DAY_MS } from '../../../src/shared/domain/cookie-consent';
import { createFakeApi } from '../app/fake-api';
import { layout, richText, siteSettings } from '../app/fixtures';
import { renderApp, stubBrowserScrolling } from '../app/render-app';
import { renderWidget } from '../widgets/render-widget';

const NOW = Date.UTC(2031, 5, 15, 12);

function site(language: 'en' | 'es' = 'en', overrides: Partial<SiteSettings> = {}): SiteSettings {
  return siteSettings(language, {
    cookieTracker: {
      domain: '',
      cookieCategory: [
        { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
        { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
        { categoryType: 'Retired Cookies', isActive: false, isOptin: false },
      ],
    },
    cookieExpiryDateInDays: 2,
    ...overrides,
  });
}

function renderBanner(language: 'en' | 'es' = 'en', withGuest = true) {
  const view = renderWidget(<CookieConsent site={site(language)} locale={language} />);
  if (withGuest) act(() => void view.store.dispatch(guestRefFound({ guestRef: 'guest-1' })));
  return view;
}

describe('cookie banner', () => {
  let now: jest.SpyInstance;
  beforeEach(() => {
    now = jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => now.mockRestore());

  it('waits for a guest reference before showing', async () => {
    const view = renderBanner('en', false);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    act(() => void view.store.dispatch(guestRefFound({ guestRef: 'guest-1' })));
    expect(await screen.findByTestId('cookie-banner')).toBeVisible();
  });

  it("shows the built-in fallbacks 'Accept', 'Reject' and 'Manage Cookie'", async () => {
    renderBanner();
    const banner = await screen.findByTestId('cookie-banner');
    expect(within(banner).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Manage Cookie' })).toBeVisible();
  });

  it('Accept opts in every active category, for cookieExpiryDateInDays, and hides the banner', async () => {
    const view = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const consent = view.store.getState().consent;
    expect(consent.categories).toEqual([
      { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
      { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: true },
      { categoryType: 'Retired Cookies', isActive: false, isOptin: false },
    ]);
    expect(consent.action).toBe('accept');
    expect(Date.parse(consent.expiresAt!) - Date.parse(consent.decidedAt!)).toBe(2 * DAY_MS);
    expect(isAnalyticsAllowed(consent, NOW)).toBe(true);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('Reject keeps essential cookies opted in and nothing else', async () => {
    const view = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const consent = view.store.getState().consent;
    expect(consent.choices).toEqual({
      EssentialCookies: true,
      'Non-Essential Cookies': false,
      'Retired Cookies': false,
    });
    expect(isAnalyticsAllowed(consent, NOW)).toBe(false);
  });

  it('shows again once the decision has expired', async () => {
    const view = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    now.mockReturnValue(NOW + 2 * DAY_MS + 1);
    act(() => void view.store.dispatch(guestRefFound({ guestRef: 'guest-2' })));
    expect(await screen.findByTestId('cookie-banner')).toBeVisible();
  });

  it('Manage lists the active categories; essential is ticked and cannot be unticked', async () => {
    const view = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Cookie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
    const essential = within(dialog).getByRole('checkbox', { name: /Essential cookies/ });
    const analytics = within(dialog).getByRole('checkbox', { name: /Analytics cookies/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Retired/ })).toBeNull();
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    await userEvent.click(essential);
    expect(essential).toBeChecked();
    expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    const consent = view.store.getState().consent;
    expect(consent.action).toBe('save');
    expect(consent.choices).toMatchObject({ EssentialCookies: true, 'Non-Essential Cookies': true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('Manage: saving without ticking anything is a rejection of analytics', async () => {
    const view = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Cookie' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save my choices' }));
    expect(isAnalyticsAllowed(view.store.getState().consent, NOW)).toBe(false);
    expect(view.store.getState().consent.choices.EssentialCookies).toBe(true);
  });

  it('Manage: Cancel closes the dialog and decides nothing', async () => {
    const view = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Cookie' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.store.getState().consent.decided).toBe(false);
    expect(screen.getByTestId('cookie-banner')).toBeVisible();
  });

  it('speaks Spanish on Spanish pages', async () => {
    renderBanner('es');
    const banner = await screen.findByTestId('cookie-banner');
    expect(within(banner).getByRole('button', { name: 'Aceptar' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Rechazar' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Gestionar cookies' })).toBeVisible();
  });
});

describe('cookie banner in the layout', () => {
  beforeEach(() => stubBrowserScrolling());

  function api() {
    return createFakeApi({
      'cr-context-data': (query) => site(query.language as 'en' | 'es'),
      layout: ({ path, language }) =>
        layout({
          path: path as string,
          language: language as 'en' | 'es',
          title: 'Page',
          components: [richText('Body')],
        }),
    });
  }

  it('is shown on a normal page once a guest reference exists', async () => {
    const view = renderApp({ path: '/', api: api().api });
    await screen.findByRole('heading', { name: 'Body' });
    act(() => void view.store.dispatch(guestRefFound({ guestRef: 'guest-1' })));
    expect(await screen.findByTestId('cookie-banner')).toBeVisible();
  });

  it('is hidden in iframe mode (loadType=iframe)', async () => {
    const view = renderApp({ path: '/?loadType=iframe', api: api().api });
    await screen.findByRole('heading', { name: 'Body' });
    act(() => void view.store.dispatch(guestRefFound({ guestRef: 'guest-1' })));
    await act(async () => {});
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});
