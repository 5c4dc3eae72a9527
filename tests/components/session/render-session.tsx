import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import { SiteFooter } from '../../../src/app/layout/site-footer';
import { SiteHeader } from '../../../src/app/layout/site-header';
import { makeStore } from '../../../src/app/store';
import { uiStrings } from '../../../src/app/ui-strings';
import { JourneyHost } from '../../../src/features/journey/components/journey-host';
import { siteSettingsReceived } from '../../../src/features/site-settings/site-settings-slice';
import { SessionHost } from '../../../src/features/session/components/session-host';
import type { ApiClient } from '../../../src/lib/api-client';
import type { SiteSettings } from '../../../src/shared/content-model/site-settings';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { PROFILE_TOKEN_SESSION_KEY } from '../../../src/shared/domain/subscriptions/unsubscribe-token';
import type { SagaServices } from '../../../sagas/shared/saga-services';
import { sessionSagaLoader } from '../../../sagas/session/index';
import { memoryStorage } from '../app/render-app';
import { siteSettings } from '../app/fixtures';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

type Handler = (body: unknown) => unknown;

export interface SessionRenderOptions {
  path?: string;
  site?: SiteSettings;
  handlers?: Record<string, Handler>;
  /** A stored session token: the start check runs with it. */
  token?: string;
}

/**
 * The header, the session host, the footer and the journey host (which hands the site settings
 * over and carries out navigations) in a real store running the real session sagas (lazy chunks
 * included) on a fake API, session storage and page loads.
 */
export async function renderSession(options: SessionRenderOptions = {}) {
  const site = options.site ?? siteSettings('en');
  const path = options.path ?? '/';
  const calls: Array<{ name: string; body: unknown }> = [];
  const api: ApiClient = {
    call: (async (contract: CallContract, input: { body?: unknown } = {}) => {
      calls.push({ name: contract.name, body: input.body });
      const handler = options.handlers?.[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input.body));
    }) as ApiClient['call'],
  };
  const values = new Map<string, string>(options.token ? [[PROFILE_TOKEN_SESSION_KEY, options.token]] : []);
  const url = new URL(path, 'http://app.test');
  const services: Partial<SagaServices> = {
    api,
    session: {
      get: (k) => values.get(k) ?? null,
      set: (k, v) => void values.set(k, v),
      remove: (k) => void values.delete(k),
    },
    cookies: null,
    address: () => ({ pathname: url.pathname, search: url.search, hash: url.hash }),
    assign: jest.fn(),
    isOnline: () => true,
    waitForOnline: () => new Promise(() => undefined),
    subscribeActivity: () => () => undefined,
    randomId: () => 'key',
    wipe: jest.fn(async () => undefined),
    log: jest.fn(),
  };
  const made = makeStore({
    storage: memoryStorage(),
    sagaContext: services,
    saga: sessionSagaLoader,
  });
  // What the site-settings saga leaves in the store for the layout's language.
  made.store.dispatch(siteSettingsReceived(site));
  const strings = uiStrings(site.language);
  const view = render(
    <ApiProvider client={api}>
      <Provider store={made.store}>
        <MemoryRouter initialEntries={[path]}>
          <SiteHeader site={site} locale={site.language} strings={strings} />
          <SessionHost
            content={site.session}
            locale={site.language}
            verificationFallback={strings.verifyEmail}
            embedded={false}
          />
          <section id="cr-registration">Registration</section>
          <SiteFooter site={site} locale={site.language} strings={strings} />
          <JourneyHost />
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </ApiProvider>,
  );
  await act(async () => {
    await made.sagasStarted;
  });
  return { ...view, store: made.store, calls, values, services };
}
