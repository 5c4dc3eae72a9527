import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StickyBar from '../../../src/features/widgets/components/sticky-bar';
import { stubBrowserScrolling } from '../app/render-app';
import { mockMatchMedia, removeMatchMedia, renderPageWidget, settle } from './render-page-widget';

/** A controllable IntersectionObserver: tests say which observed elements intersect. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `target` entering (or leaving, above the viewport when `above`) the viewport. */
  static report(target: Element, isIntersecting: boolean, above = false) {
    for (const observer of FakeObserver.all.filter((candidate) => candidate.targets.has(target))) {
      const bottom = above ? -10 : 500;
      const entry = { target, isIntersecting, boundingClientRect: { bottom } } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

const fields = {
  ctaAllignment: 'Center',
  footerText: 'Could this study be right for you?',
  ctaButtons: [
    {
      buttonVariant: 'primary',
      link: { anchor: '#pre-screener-wrapper', text: 'See if you qualify' },
      ariaLabel: 'See if you qualify for this study',
    },
  ],
  scrollToTopText: 'Back to top',
  enableAutoShowMobile: true,
};

function page() {
  document.body.innerHTML = `
    <section id="hero-banner">Hero</section>
    <section id="pre-screener-wrapper">Questionnaire</section>
    <footer class="site-footer">Footer</footer>`;
  const find = (selector: string) => document.querySelector(selector) as Element;
  return { hero: find('#hero-banner'), preScreener: find('#pre-screener-wrapper'), footer: find('footer') };
}

async function renderBar(extra: Record<string, unknown> = {}) {
  const elements = page();
  const view = renderPageWidget(
    <StickyBar fields={{ ...fields, ...extra }} position={4} />,
    '/migraine-study',
  );
  await settle();
  return { ...view, ...elements, bar: () => screen.getByTestId('sticky-bar') };
}

function scrollTo(top: number, height = 3000, viewport = 1000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

beforeEach(() => {
  FakeObserver.all = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  mockMatchMedia(() => false);
  scrollTo(0);
});

afterEach(() => removeMatchMedia());

describe('StickyBar', () => {
  it('is hidden while the hero shows and appears once it has scrolled off', async () => {
    const { hero, bar } = await renderBar();
    FakeObserver.report(hero, true);
    expect(bar()).not.toBeVisible();
    FakeObserver.report(hero, false, true);
    expect(bar()).toBeVisible();
    expect(bar()).toHaveClass('sticky-bar--center');
    expect(bar()).toHaveTextContent('Could this study be right for you?');
    const cta = screen.getByRole('link', { name: 'See if you qualify for this study' });
    expect(cta).toHaveAttribute('href', '#pre-screener-wrapper');
    expect(cta).toHaveClass('button--primary');
  });

  it('hides while the footer or a pre-screener section is in view', async () => {
    const { hero, footer, preScreener, bar } = await renderBar();
    FakeObserver.report(hero, false, true);
    FakeObserver.report(preScreener, true);
    expect(bar()).not.toBeVisible();
    FakeObserver.report(preScreener, false);
    expect(bar()).toBeVisible();
    FakeObserver.report(footer, true);
    expect(bar()).not.toBeVisible();
  });

  it('watches sections that appear later (the questionnaire iframe)', async () => {
    const { hero, bar } = await renderBar();
    FakeObserver.report(hero, false, true);
    const frame = document.createElement('iframe');
    frame.id = 'pre-screener-questionnaire-iframe';
    // The MutationObserver reports after the append, in a microtask: let it run inside act.
    await act(async () => void document.body.appendChild(frame));
    FakeObserver.report(frame, true);
    expect(bar()).not.toBeVisible();
  });

  it('on mobile with enableAutoShowMobile shows from the start, without it waits for the hero', async () => {
    mockMatchMedia((query) => query === '(max-width: 499px)');
    const shown = await renderBar();
    FakeObserver.report(shown.hero, true);
    expect(shown.bar()).toBeVisible();
    shown.unmount();
    const waiting = await renderBar({ enableAutoShowMobile: false });
    FakeObserver.report(waiting.hero, true);
    expect(waiting.bar()).not.toBeVisible();
  });

  it('offers move to top past 60 % of the page, and scrolls up', async () => {
    const { scrollIntoView } = stubBrowserScrolling();
    const user = userEvent.setup();
    await renderBar({ ctaAllignment: 'Right' });
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
    scrollTo(1200); // 60 % of 2000 scrollable: not past yet
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
    scrollTo(1300);
    await user.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(scrollIntoView).not.toHaveBeenCalled();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
  });
});
