import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { channel, type Saga, type Task } from 'redux-saga';
import { fork, take } from 'redux-saga/effects';
import { makeStore } from '../../src/app/store';
import {
  selectSiteSettings,
  selectSiteSettingsEntry,
  siteSettingsReceived,
  siteSettingsRequested,
} from '../../src/features/site-settings/site-settings-slice';
import { ApiError, NetworkError } from '../../src/lib/api-client';
import type { Language } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { settledSiteSettings } from '../../sagas/shared/settled-site-settings';
import { awaitSiteSettings } from '../../sagas/shared/site-settings';
import { siteSettingsSaga } from '../../sagas/site-settings/index';
import { createFakeApi } from '../components/app/fake-api';
import { memoryStorage } from '../support/memory-storage';
import { settings } from './journey-harness';
import { fakeConnection, settle } from './support/saga-harness';

type Answer = (language: Language) => SiteSettings | Promise<SiteSettings>;

/**
 * The app's store running the site-settings saga on a fake API, with the answers the server
 * inlined in the page (`inlined`) and a fake connection. With `hold`, the store holds what is
 * dispatched until `hydrated()`, as while a first-painted page hydrates.
 */
function setup(
  options: { answer?: Answer; inlined?: Partial<Record<Language, SiteSettings>>; hold?: boolean } = {},
) {
  const answer = options.answer ?? ((language: Language) => settings({ language }));
  const { api, calls } = createFakeApi({
    'cr-context-data': (query) => answer(query.language as Language),
  });
  const connection = fakeConnection();
  const inlinedReads: Language[] = [];
  const actions: UnknownAction[] = [];
  const observe: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  /** Sagas that wait for the settings, started on the same store. */
  const toRun = channel<{ saga: Saga; args: unknown[]; started: (task: Task) => void }>();
  const made = makeStore({
    storage: memoryStorage(),
    observe,
    holdUntilHydrated: options.hold ?? false,
    sagaContext: {
      api,
      isOnline: connection.isOnline,
      waitForOnline: connection.waitForOnline,
      inlinedSiteSettings: (language) => {
        inlinedReads.push(language);
        return options.inlined?.[language];
      },
    },
    saga: function* sagas() {
      yield fork(siteSettingsSaga);
      while (true) {
        const next: { saga: Saga; args: unknown[]; started: (task: Task) => void } = yield take(toRun);
        next.started((yield fork(next.saga, ...next.args)) as Task);
      }
    },
  });
  const { store } = made;
  return {
    store,
    connection,
    inlinedReads,
    ask: (language: Language) => store.dispatch(siteSettingsRequested({ language })),
    entry: (language: Language) => selectSiteSettingsEntry(store.getState(), language),
    current: () => selectSiteSettings(store.getState()),
    asked: () => calls.filter((c) => c.name === 'cr-context-data').map((c) => c.query.language),
    received: () => actions.filter((action) => siteSettingsReceived.match(action)),
    started: async () => {
      await made.sagasStarted;
      await settle();
    },
    hydrated: async () => {
      made.startAfterHydration();
      await settle(50); // rehydration, the sagas' start, the held actions one task each
      await made.sagasStarted;
    },
    /** Starts a saga that waits for the settings; its result. */
    run: <A extends unknown[]>(saga: Saga<A>, ...args: A): Promise<unknown> =>
      new Promise((resolve) => {
        toRun.put({ saga: saga as Saga, args, started: (task) => resolve(task.toPromise()) });
      }),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the site-settings saga', () => {
  it("uses the page's inlined answer without a request, once however often it is asked", async () => {
    const en = settings({ language: 'en', siteName: 'Inlined' });
    const h = setup({ inlined: { en } });
    await h.started();
    h.ask('en');
    await settle();
    expect(h.entry('en')).toEqual({ status: 'ready', data: en });
    expect(h.current()).toEqual(en);
    h.ask('en'); // another component, a remount
    await settle();
    expect(h.asked()).toEqual([]);
    expect(h.inlinedReads).toEqual(['en']);
  });

  it('loads what was asked for before it started (a first render while the stored state came back)', async () => {
    const h = setup();
    h.ask('es');
    expect(h.entry('es')).toEqual({ status: 'loading' });
    await h.started();
    expect(h.asked()).toEqual(['es']);
    expect(h.entry('es')).toMatchObject({ status: 'ready', data: { language: 'es' } });
    expect(h.current()).toMatchObject({ language: 'es' });
  });

  it('fetches the other language once when the language changes, the first one current meanwhile', async () => {
    let release: (value: SiteSettings) => void = () => undefined;
    const h = setup({
      inlined: { en: settings({ language: 'en' }) },
      answer: () => new Promise<SiteSettings>((resolve) => (release = resolve)),
    });
    await h.started();
    h.ask('en');
    await settle();
    h.ask('es');
    h.ask('es'); // the layout and a widget
    await settle();
    expect(h.entry('es')).toEqual({ status: 'loading' });
    expect(h.current()).toMatchObject({ language: 'en' }); // what the sagas read meanwhile
    expect(h.asked()).toEqual(['es']);
    release(settings({ language: 'es' }));
    await settle();
    expect(h.current()).toMatchObject({ language: 'es' });
    expect(h.entry('en')).toMatchObject({ status: 'ready', data: { language: 'en' } });
  });

  it('hears every ask while a fetch is on its way: both languages load side by side', async () => {
    const pending = new Map<Language, (value: SiteSettings) => void>();
    const h = setup({
      answer: (language) => new Promise<SiteSettings>((resolve) => pending.set(language, resolve)),
    });
    await h.started();
    h.ask('en');
    await settle();
    h.ask('es');
    h.ask('es');
    await settle();
    expect(h.asked()).toEqual(['en', 'es']);
    pending.get('es')?.(settings({ language: 'es' }));
    pending.get('en')?.(settings({ language: 'en' }));
    await settle();
    expect(h.entry('en')).toMatchObject({ status: 'ready' });
    // The page asked for Spanish last: its settings are the current ones.
    expect(h.current()).toMatchObject({ language: 'es' });
  });

  it('makes a language loaded before current again, without a request, and says so', async () => {
    const h = setup({ inlined: { en: settings({ language: 'en' }) } });
    await h.started();
    h.ask('en');
    await settle();
    h.ask('es');
    await settle();
    expect(h.current()).toMatchObject({ language: 'es' });
    h.ask('en');
    await settle();
    expect(h.current()).toMatchObject({ language: 'en' });
    expect(h.received().map((action) => action.payload.language)).toEqual(['en', 'es', 'en']);
    expect(h.asked()).toEqual(['es']);
    expect(h.inlinedReads).toEqual(['en', 'es']);
  });

  it('loads nothing twice when asks come before its answer reaches the state (held while the page hydrates)', async () => {
    const h = setup({ inlined: { en: settings({ language: 'en' }) }, hold: true });
    // The first render's asks (the layout, a widget) wait in the store, the saga's answer behind them.
    h.ask('en');
    h.ask('en');
    h.ask('es');
    h.ask('es');
    await h.hydrated();
    expect(h.inlinedReads).toEqual(['en', 'es']);
    expect(h.received().map((action) => action.payload.language)).toEqual(['en', 'es']);
    expect(h.asked()).toEqual(['es']);
    expect(h.entry('en')).toMatchObject({ status: 'ready' });
    expect(h.entry('es')).toMatchObject({ status: 'ready' });
  });

  it('stores a server failure (not offline), then tries again when a page asks again, not before', async () => {
    let fail = true;
    const h = setup({
      answer: (language) => {
        if (fail)
          throw new ApiError('cr-context-data', 500, { type: 'about:blank', title: 'Boom', status: 500 });
        return settings({ language });
      },
    });
    await h.started();
    h.ask('en');
    await settle();
    expect(h.entry('en')).toEqual({ status: 'error', offline: false });
    expect(h.current()).toBeNull();
    await settle(60_000);
    expect(h.asked()).toEqual(['en']);
    fail = false;
    h.ask('en');
    expect(h.entry('en')).toEqual({ status: 'loading' });
    await settle();
    expect(h.asked()).toEqual(['en', 'en']);
    expect(h.entry('en')).toMatchObject({ status: 'ready', data: { language: 'en' } });
  });

  it('stores an offline failure, then loads once the browser is back online', async () => {
    const h = setup({
      answer: (language) => {
        if (!h.connection.isOnline()) throw new NetworkError('cr-context-data', 'ERR_NETWORK');
        return settings({ language });
      },
    });
    h.connection.goOffline();
    await h.started();
    h.ask('en');
    await settle();
    expect(h.entry('en')).toEqual({ status: 'error', offline: true });
    await settle(60_000);
    expect(h.asked()).toEqual(['en']);
    h.connection.goOnline();
    await settle();
    expect(h.asked()).toEqual(['en', 'en']);
    expect(h.entry('en')).toMatchObject({ status: 'ready', data: { language: 'en' } });
  });

  it('tells an offline failure by the request getting no answer, even when the browser says online', async () => {
    const h = setup({
      answer: () => {
        throw new NetworkError('cr-context-data', 'ERR_NETWORK');
      },
    });
    await h.started();
    h.ask('en');
    await settle();
    expect(h.entry('en')).toEqual({ status: 'error', offline: true });
  });
});

describe('the sagas waiting for the site settings', () => {
  it('get them from the site-settings saga: settledSiteSettings asks, awaitSiteSettings waits', async () => {
    let release: (value: SiteSettings) => void = () => undefined;
    const h = setup({ answer: () => new Promise<SiteSettings>((resolve) => (release = resolve)) });
    await h.started();
    const waiting = h.run(awaitSiteSettings);
    const settled = h.run(settledSiteSettings, 'en');
    await settle(500);
    expect(h.asked()).toEqual(['en']); // asked by settledSiteSettings
    release(settings({ language: 'en', siteName: 'Late' }));
    await settle();
    await expect(waiting).resolves.toMatchObject({ siteName: 'Late' });
    await expect(settled).resolves.toMatchObject({ siteName: 'Late' });
  });

  it('settledSiteSettings answers null when the load fails, and asks again after a failure', async () => {
    let fail = true;
    const h = setup({
      answer: (language) => {
        if (fail)
          throw new ApiError('cr-context-data', 503, { type: 'about:blank', title: 'Down', status: 503 });
        return settings({ language });
      },
    });
    await h.started();
    const first = h.run(settledSiteSettings, 'es');
    await settle();
    await expect(first).resolves.toBeNull();
    fail = false;
    const second = h.run(settledSiteSettings, 'es');
    await settle();
    await expect(second).resolves.toMatchObject({ language: 'es' });
    expect(h.asked()).toEqual(['es', 'es']);
  });
});
