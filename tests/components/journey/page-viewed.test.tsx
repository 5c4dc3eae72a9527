import { screen, waitFor } from '@testing-library/react';
import type { AnyAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { createFakeApi } from '../app/fake-api';
import { hero, layout, richText, siteSettings } from '../app/fixtures';
import { renderApp, stubBrowserScrolling } from '../app/render-app';

function recorder() {
  const seen: AnyAction[] = [];
  function* saga() {
    yield takeEvery('*', (action: AnyAction) => {
      seen.push(action);
    });
  }
  return { seen, saga };
}

const api = () =>
  createFakeApi({
    'cr-context-data': () => siteSettings(),
    layout: ({ path }) =>
      path === '/asthma-study'
        ? layout({ path: '/asthma-study', isHome: true, studyKey: 'asthma-study', components: [hero()] })
        : layout({ path: path as string, studyKey: 'asthma-study', components: [richText('Adult page')] }),
  }).api;

describe('journeyUi/pageViewed', () => {
  beforeEach(() => stubBrowserScrolling());

  it('is raised for every page, before homePageLoaded on a home page', async () => {
    const { saga, seen } = recorder();
    renderApp({ path: '/es/asthma-study?utm_source=x#top', api: api(), saga });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(seen.some((a) => a.type === 'journey/homePageLoaded')).toBe(true));
    const types = seen
      .map((a) => a.type)
      .filter((t) => t === 'journeyUi/pageViewed' || t === 'journey/homePageLoaded');
    expect(types).toEqual(['journeyUi/pageViewed', 'journey/homePageLoaded']);
    const view = seen.find((a) => a.type === 'journeyUi/pageViewed')?.payload;
    expect(view).toMatchObject({
      path: '/asthma-study',
      locale: 'es',
      search: '?utm_source=x',
      hash: '#top',
      isHome: true,
      found: true,
      study: expect.objectContaining({ key: 'asthma-study', rootPath: '/asthma-study' }),
    });
  });

  it('is raised on pages that are not home pages too', async () => {
    const { saga, seen } = recorder();
    renderApp({ path: '/asthma-study/adult', api: api(), saga });
    await screen.findByRole('heading', { name: 'Adult page' });
    await waitFor(() => expect(seen.some((a) => a.type === 'journeyUi/pageViewed')).toBe(true));
    expect(seen.find((a) => a.type === 'journeyUi/pageViewed')?.payload).toMatchObject({
      path: '/asthma-study/adult',
      isHome: false,
    });
    expect(seen.some((a) => a.type === 'journey/homePageLoaded')).toBe(false);
  });
});
