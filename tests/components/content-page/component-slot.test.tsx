import { screen } from '@testing-library/react';
import { resetContentReportsForTests } from '../../../src/features/content-page/component-slot';
import { createFakeApi } from '../app/fake-api';
import { hero, layout, richText, siteSettings, studyList } from '../app/fixtures';
import { renderApp, stubBrowserScrolling } from '../app/render-app';

// A widget that throws while rendering: the rest of the page must survive it.
jest.mock('../../../src/features/widgets/components/rich-text', () => ({
  __esModule: true,
  default: () => {
    throw new Error('widget exploded');
  },
}));

function apiFor(components: Parameters<typeof layout>[0]['components']) {
  return createFakeApi({
    'cr-context-data': () => siteSettings(),
    layout: () => layout({ components }),
  }).api;
}

describe('component isolation', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    stubBrowserScrolling();
    resetContentReportsForTests();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('contains a throwing widget: the components around it still render', async () => {
    renderApp({ path: '/', api: apiFor([hero(), richText(), studyList()]) });
    expect(await screen.findByRole('heading', { name: 'Studies enrolling now' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: /Research starts/ })).toBeVisible();
    expect(screen.queryByText('What to expect')).toBeNull();
    expect(error.mock.calls.some((args) => String(args[0]).includes('RichText:about'))).toBe(true);
  });

  it('renders nothing for an unknown component name and logs it once', async () => {
    const unknown = { id: 'carousel-1', name: 'FancyCarousel', fields: { slides: [] } };
    const view = renderApp({ path: '/', api: apiFor([unknown, studyList()]) });
    expect(await screen.findByRole('heading', { name: 'Studies enrolling now' })).toBeVisible();
    view.rerenderApp();
    view.rerenderApp();
    const unknownLogs = warn.mock.calls.filter((args) => String(args[0]).includes('FancyCarousel'));
    expect(unknownLogs).toHaveLength(1);
    expect(view.container.querySelector('[data-page-id]')?.children).toHaveLength(2); // hidden h1 + study list
  });

  it('renders nothing for a known component with invalid fields, and logs why', async () => {
    const broken = { id: 'hero-bad', name: 'HeroBanner', fields: { variant: 'herobannerv9', title: '' } };
    renderApp({ path: '/', api: apiFor([broken, studyList()]) });
    expect(await screen.findByRole('heading', { name: 'Studies enrolling now' })).toBeVisible();
    expect(document.querySelector('.hero-banner')).toBeNull();
    expect(
      warn.mock.calls.some((args) => String(args[0]).includes('Invalid fields for HeroBanner (hero-bad)')),
    ).toBe(true);
  });

  it('refuses a javascript: link in content (schema), keeping the rest of the page', async () => {
    const evil = hero('Evil', { ctaLink: 'javascript:alert(1)' });
    renderApp({ path: '/', api: apiFor([evil, studyList()]) });
    expect(await screen.findByRole('heading', { name: 'Studies enrolling now' })).toBeVisible();
    expect(screen.queryByText('Evil')).toBeNull();
  });
});
