import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { AppLink } from '../../../components/app-link';
import { useClientValue } from '../../../components/use-client-value';
import { notificationBannerFieldsSchema } from '../../../shared/content-model/page-widget-fields';
import { bannerMemoryKey, isBannerClosed, rememberBannerClosed } from './notification-banner-memory';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';

/** Read by the hero's call to action for its 50 px scroll offset. */
const OPEN_FLAG = 'notificationBanner';
/** The height in-page scrolls keep clear at the top (layout.css's scroll-padding-top). */
const OFFSET_PROPERTY = '--sticky-top-offset';

/**
 * While open the document is flagged for the hero's scroll offset and, while the banner sticks to
 * the top (page-widgets.css: from 768px), carries its measured height so scrollIntoView and
 * #anchors stop below it. Both go when it closes or leaves the page.
 */
function useOpenBannerFlag(open: boolean, banner: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset[OPEN_FLAG] = 'open';
    const element = banner.current;
    const measure = () => {
      if (element && getComputedStyle(element).position === 'sticky') {
        root.style.setProperty(OFFSET_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      } else {
        root.style.removeProperty(OFFSET_PROPERTY);
      }
    };
    measure();
    const observer = element && typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (element) observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      delete root.dataset[OPEN_FLAG];
      root.style.removeProperty(OFFSET_PROPERTY);
    };
  }, [open, banner]);
}

/** "Other widgets": a notification from content, closable for the session. */
export default function NotificationBanner({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const fields = parseWidgetFields(notificationBannerFieldsSchema, raw, 'NotificationBanner');
  const key = fields ? bannerMemoryKey(fields.bannerKey, fields.text) : '';
  // The server's first screen cannot know the tab's memory: it and the hydrating render show the
  // banner, then the browser's own answer applies (reading it at once would mismatch, React #418).
  const remembered = useClientValue(() => isBannerClosed(key), false);
  const [closedHere, setClosedHere] = useState(false);
  const open = fields !== null && !remembered && !closedHere;
  const element = useRef<HTMLDivElement>(null);
  useOpenBannerFlag(open, element);
  if (!fields || !open) return null;
  const t = pageWidgetStrings(locale);
  const close = () => {
    rememberBannerClosed(key);
    setClosedHere(true);
  };
  return (
    <div ref={element} className="notification-banner" role="region" aria-label={t.notification}>
      <p className="notification-banner__text">
        {fields.text}
        {fields.linkText && fields.linkHref ? (
          <>
            {' '}
            <AppLink href={fields.linkHref} className="notification-banner__link">
              {fields.linkText}
            </AppLink>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="notification-banner__close"
        aria-label={fields.closeLabel ?? t.closeBanner}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
