import { useLayoutEffect, useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { notificationBannerFieldsSchema } from '../../../shared/content-model/page-widget-fields';
import { bannerMemoryKey, isBannerClosed, rememberBannerClosed } from './notification-banner-memory';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';

/** Read by the hero's call to action for its 50 px scroll offset (site-selection-success-support.md §9). */
const OPEN_FLAG = 'notificationBanner';
const HEIGHT_VARIABLE = '--notification-banner-height';

/**
 * While open the banner is fixed at the top of the viewport: the document is flagged and the
 * page is pushed down by the banner's measured height (a CSS variable, set through the CSSOM so
 * the CSP allows it). Both are undone when it closes or leaves the page.
 */
function useOpenBannerFlag(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!open || !element) return;
    root.dataset[OPEN_FLAG] = 'open';
    const measure = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      delete root.dataset[OPEN_FLAG];
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [open]);
  return ref;
}

/** registration-profile.md §2 "Other widgets": a notification from content, closable for the session. */
export default function NotificationBanner({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const fields = parseWidgetFields(notificationBannerFieldsSchema, raw, 'NotificationBanner');
  const key = fields ? bannerMemoryKey(fields.bannerKey, fields.text) : '';
  const [open, setOpen] = useState(() => fields !== null && !isBannerClosed(key));
  const ref = useOpenBannerFlag(open);
  if (!fields || !open) return null;
  const t = pageWidgetStrings(locale);
  const close = () => {
    rememberBannerClosed(key);
    setOpen(false);
  };
  return (
    <div ref={ref} className="notification-banner" role="region" aria-label={t.notification}>
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
