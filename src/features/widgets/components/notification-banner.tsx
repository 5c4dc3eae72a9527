import { useLayoutEffect, useState } from 'react';
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

/**
 * While open the banner sticks to the top of the viewport (page-widgets.css), so the document is
 * flagged for the hero's scroll offset; the flag goes when it closes or leaves the page.
 */
function useOpenBannerFlag(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset[OPEN_FLAG] = 'open';
    return () => {
      delete root.dataset[OPEN_FLAG];
    };
  }, [open]);
}

/** registration-profile.md §2 "Other widgets": a notification from content, closable for the session. */
export default function NotificationBanner({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const fields = parseWidgetFields(notificationBannerFieldsSchema, raw, 'NotificationBanner');
  const key = fields ? bannerMemoryKey(fields.bannerKey, fields.text) : '';
  const [open, setOpen] = useState(() => fields !== null && !isBannerClosed(key));
  useOpenBannerFlag(open);
  if (!fields || !open) return null;
  const t = pageWidgetStrings(locale);
  const close = () => {
    rememberBannerClosed(key);
    setOpen(false);
  };
  return (
    <div className="notification-banner" role="region" aria-label={t.notification}>
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
