import { useMemo } from 'react';
import { AppLink } from '../../../components/app-link';
import {
  stickyBarFieldsSchema,
  type StickyBarButton,
} from '../../../shared/content-model/page-widget-fields';
import { isStickyBarVisible } from '../../../shared/domain/page-widgets/sticky-bar';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import { usePastMoveToTopPoint, useStickyBarFacts } from './use-sticky-bar-facts';
import { useMediaQuery } from '../../../components/use-media-query';
import type { WidgetProps } from './widget-props';
import './sticky-bar.css';

const MOBILE_QUERY = '(max-width: 499px)';

function scrollToTop() {
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // Keyboard users continue from the top too (the button itself disappears up there).
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

function StickyCta({ button }: { button: StickyBarButton }) {
  const variant = button.buttonVariant === 'primary' ? 'button button--primary' : 'button';
  return (
    <AppLink
      href={button.link.anchor}
      className={`${variant} sticky-bar__cta sticky-bar__cta--${button.buttonVariant}`}
      ariaLabel={button.ariaLabel}
    >
      {button.link.text}
    </AppLink>
  );
}

/**
 * The sticky bar: fixed at the bottom once the hero has scrolled off, out of the way while the footer, the
 * pre-screener sections or the study location are in view; on mobile with enableAutoShowMobile it shows from
 * the start. The move-to-top button has its own rule (past 60 % of the page) and shows even when the bar
 * hides.
 */
export default function StickyBar({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const fields = useMemo(() => parseWidgetFields(stickyBarFieldsSchema, raw, 'StickyBar'), [raw]);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const facts = useStickyBarFacts();
  const pastMoveToTop = usePastMoveToTopPoint();
  if (!fields) return null;
  const t = pageWidgetStrings(locale);
  const visible = isStickyBarVisible({
    ...facts,
    isMobile,
    enableAutoShowMobile: fields.enableAutoShowMobile,
  });
  const align = fields.ctaAllignment === 'Center' ? 'center' : 'right';
  return (
    <>
      <div
        className={`sticky-bar sticky-bar--${align}`}
        role="region"
        aria-label={t.stickyBar}
        hidden={!visible}
        data-testid="sticky-bar"
      >
        <div className="sticky-bar__inner">
          {fields.footerText ? <p className="sticky-bar__text">{fields.footerText}</p> : null}
          {fields.ctaButtons.length > 0 ? (
            <div className="sticky-bar__actions">
              {fields.ctaButtons.map((button) => (
                <StickyCta key={`${button.link.anchor}-${button.link.text}`} button={button} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
      {pastMoveToTop ? (
        <button
          type="button"
          className={visible ? 'move-to-top move-to-top--above-bar' : 'move-to-top'}
          onClick={scrollToTop}
        >
          <span aria-hidden="true">↑</span> {fields.scrollToTopText ?? t.scrollToTop}
        </button>
      ) : null}
    </>
  );
}
