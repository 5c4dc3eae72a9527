import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { createFakeApi } from '../app/fake-api';
import { hero, layout, richText, siteSettings } from '../app/fixtures';
import { renderApp, stubBrowserScrolling } from '../app/render-app';

/** A stand-in root saga that records every action after rehydration. */
function recorder() {
  const seen: AnyAction[] = [];
  function* saga() {
    yield takeEvery('*', (action: AnyAction) => {
      seen.push(action);
    });
  }
  return { seen, saga, homeEvents: () => seen.filter((a) => a.type === 'journey/homePageLoaded') };
}

function api() {
  return createFakeApi({
    'cr-context-data': () => siteSettings(),
    layout: ({ path }) =>
      path === '/asthma-study'
        ? layout({ path: '/asthma-study', isHome: true, studyKey: 'asthma-study', components: [hero()] })
        : layout({ path: path as string, components: [richText('Info page')] }),
  }).api;
}

describe('journey/homePageLoaded', () => {
  beforeEach(() => stubBrowserScrolling());

  it('is dispatched once when a home page renders, with the study and the query', async () => {
    const { saga, homeEvents } = recorder();
    renderApp({ path: '/asthma-study?utm_source=mail&x=1', api: api(), saga });
    await screen.findByRole('heading', { level: 1, name: /Research starts/ });
    await waitFor(() => expect(homeEvents()).toHaveLength(1));
    expect(homeEvents()[0]?.payload).toEqual({
      study: {
        key: 'asthma-study',
        tenantKey: 'tenant-asthma-study',
        journeyType: '02',
        projectTherapeuticArea: 'Respiratory',
      },
      path: '/asthma-study',
      language: 'en',
      query: { utm_source: 'mail', x: '1' },
    });
  });

  it('is not dispatched for other pages, and again on a new visit of the home page', async () => {
    const { saga, homeEvents } = recorder();
    const { store } = renderApp({ path: '/about', api: api(), saga });
    await screen.findByRole('heading', { name: 'Info page' });
    await waitFor(() => expect(store.getState()._persist.rehydrated).toBe(true));
    expect(homeEvents()).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Asthma study' }));
    await screen.findByRole('heading', { level: 1, name: /Research starts/ });
    await waitFor(() => expect(homeEvents()).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Asthma study' }));
    await screen.findByRole('heading', { level: 1, name: /Research starts/ });
    await waitFor(() => expect(homeEvents()).toHaveLength(2));
    expect(homeEvents()).toHaveLength(2);
  });
});

describe('journey/homePageLoaded before rehydration', () => {
  beforeEach(() => stubBrowserScrolling());

  it('waits for the persisted journey before it is raised', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const storage = {
      getItem: async () => {
        await gate;
        return null;
      },
      setItem: async () => undefined,
      removeItem: async () => undefined,
    };
    const { saga, homeEvents } = recorder();
    const { sagasStarted } = renderApp({ path: '/asthma-study', api: api(), saga, storage });
    await screen.findByRole('heading', { level: 1, name: /Research starts/ });
    expect(homeEvents()).toHaveLength(0);
    await act(async () => {
      release();
      await sagasStarted;
    });
    await waitFor(() => expect(homeEvents()).toHaveLength(1));
  });
});
