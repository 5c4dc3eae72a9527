import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import { makeStore } from '../../../src/app/store';
import { profileLoaded } from '../../../src/features/profile/profile-slice';
import { signedIn, signedOut } from '../../../src/features/session/session-slice';
import { resetListOptionsForTests } from '../../../src/components/form/use-list-options';
import type { Profile } from '../../../src/shared/contracts/profile-scalars';
import { demoItems } from '../../support/demo-content';
import { createFakeApi } from '../app/fake-api';
import { memoryStorage } from '../app/render-app';

/** The seeded conditions as GET lists/conditions-of-interest answers them. */
export function conditionItems() {
  return demoItems('condition').map(({ communities = [], abbreviation = '', icon = '', ...condition }) => ({
    ...condition,
    abbreviation,
    icon,
    communities: communities.map((community) => community.key),
  }));
}

const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 300, total: items.length, hasNextPage: false });

export interface RenderOptions {
  session?: 'unknown' | 'signedOut' | 'signedIn';
  profile?: Profile | null;
  path?: string;
  /** More fake API answers, by call name. */
  reads?: Record<string, () => unknown>;
}

/** A profile widget in a real store (no sagas), a router at `path` and a fake API for the lists. */
export function renderProfileWidget(element: ReactElement, options: RenderOptions = {}) {
  resetListOptionsForTests();
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  if (options.session === 'signedOut') store.dispatch(signedOut());
  if (options.session === 'signedIn') store.dispatch(signedIn({ isVerifiedEmail: true }));
  if (options.profile) store.dispatch(profileLoaded(options.profile));
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const { api } = createFakeApi({
    'lists/conditions-of-interest': () => page(conditionItems()),
    'lists/states': () =>
      page([
        { key: 'IL', value: 'IL', label: 'Illinois', isTerritoryState: false, countryCodeTerritory: 'US' },
        { key: 'NY', value: 'NY', label: 'New York', isTerritoryState: false, countryCodeTerritory: 'US' },
      ]),
    ...options.reads,
  });
  const view = render(
    <ApiProvider client={api}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[options.path ?? '/manage-my-profile?utm_source=mail']}>
          {element}
        </MemoryRouter>
      </Provider>
    </ApiProvider>,
  );
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return { ...view, store, actions, ofType };
}

/** Makes window.matchMedia answer for a viewport width (jsdom has none). */
export function setViewportWidth(width: number) {
  const evaluate = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: evaluate(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
