import { useEffect, useState } from 'react';
import {
  scrollFraction,
  showMoveToTop,
  STICKY_BAR_BLOCKER_SELECTORS,
  STICKY_BAR_HERO_SELECTOR,
} from '../../../shared/domain/page-widgets/sticky-bar';

export interface ObservedFacts {
  heroPresent: boolean;
  heroScrolledOff: boolean;
  blockerInView: boolean;
}

const BLOCKERS = STICKY_BAR_BLOCKER_SELECTORS.join(', ');

function sameFacts(a: ObservedFacts, b: ObservedFacts): boolean {
  return (
    a.heroPresent === b.heroPresent &&
    a.heroScrolledOff === b.heroScrolledOff &&
    a.blockerInView === b.blockerInView
  );
}

/**
 * Watches the page with IntersectionObservers: whether the hero has scrolled off above the
 * viewport and whether any blocker section is in view. Returns the function that stops it.
 */
function watchPage(onChange: (facts: ObservedFacts) => void): () => void {
  let hero: Element | null = null;
  let heroScrolledOff = false;
  let last: ObservedFacts | null = null;
  const inView = new Set<Element>();
  const watched = new Set<Element>();
  const report = () => {
    for (const element of inView) if (!element.isConnected) inView.delete(element);
    const next: ObservedFacts = {
      heroPresent: hero !== null && hero.isConnected,
      heroScrolledOff,
      blockerInView: inView.size > 0,
    };
    // Called on every DOM change (below): only real changes re-render.
    if (last && sameFacts(last, next)) return;
    last = next;
    onChange(next);
  };
  const heroObserver = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    heroScrolledOff = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
    report();
  });
  const blockerObserver = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    report();
  });
  const scan = () => {
    const found = document.querySelector(STICKY_BAR_HERO_SELECTOR);
    if (found && found !== hero) {
      if (hero) heroObserver.unobserve(hero);
      hero = found;
      heroScrolledOff = false;
      heroObserver.observe(found);
    }
    for (const element of document.querySelectorAll(BLOCKERS)) {
      if (!watched.has(element)) blockerObserver.observe(element);
      watched.add(element);
    }
    report();
  };
  scan();
  // Sections that appear later (the questionnaire iframe, lazily loaded blocks) are picked up too.
  const mutations = typeof MutationObserver === 'function' ? new MutationObserver(scan) : null;
  mutations?.observe(document.body, { childList: true, subtree: true });
  return () => {
    heroObserver.disconnect();
    blockerObserver.disconnect();
    mutations?.disconnect();
  };
}

/** What the sticky bar's rules need; without IntersectionObserver the bar simply shows. */
export function useStickyBarFacts(): ObservedFacts {
  const [facts, setFacts] = useState<ObservedFacts>({
    heroPresent: false,
    heroScrolledOff: false,
    blockerInView: false,
  });
  useEffect(() => (typeof IntersectionObserver === 'function' ? watchPage(setFacts) : undefined), []);
  return facts;
}

/** True once the page is scrolled past 60 % of its scrollable height. */
export function usePastMoveToTopPoint(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      const fraction = scrollFraction(window.scrollY, root.scrollHeight, window.innerHeight);
      setPast(showMoveToTop(fraction));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return past;
}
