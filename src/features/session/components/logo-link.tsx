import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withCurrentQuery } from '../../../components/app-link';
import { getCookie } from '../../../lib/cookies';
import { splitLocale, type Locale } from '../../../lib/locale';
import type { LogoExitPopupFields } from '../../../shared/content-model/session-fields';
import { COOKIE_NAMES } from '../../../shared/domain/journey-cookies';
import { isSamePath, logoClickAction } from '../logo-click';

const LogoExitModal = lazy(() => import('./logo-exit-modal'));

interface Props {
  href: string;
  /** RemoveQueryParamList: not carried to home. */
  dropParams: readonly string[];
  ariaLabel?: string;
  exitPopup?: LogoExitPopupFields;
  locale: Locale;
  children: ReactNode;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The header logo and its rules (logo-click.ts); a new-tab click is left to the browser. */
export function LogoLink({ href, dropParams, ariaLabel, exitPopup, locale, children }: Props) {
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);
  const target = withCurrentQuery(href, location.search, dropParams);
  const url = `${target.pathname}${target.search}${target.hash}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    window.scrollTo(0, 0);
    const action = logoClickAction({
      contentPath: splitLocale(location.pathname).path,
      exitPaths: exitPopup?.paths ?? [],
      onHome: isSamePath(location.pathname, target.pathname),
      journeyCompleted: getCookie(COOKIE_NAMES.journeyStatus) === 'Completed',
    });
    if (action === 'navigate') return; // the router link navigates in the app
    event.preventDefault();
    if (action === 'confirm') setConfirming(true);
    else if (action === 'reload') window.location.assign(url);
  };

  return (
    <>
      <Link to={target} className="site-logo" aria-label={ariaLabel} onClick={onClick}>
        {children}
      </Link>
      {confirming && (
        <Suspense fallback={null}>
          <LogoExitModal
            fields={exitPopup}
            locale={locale}
            // A full load of home: the page's state (a half-filled form) is dropped with it.
            onLeave={() => window.location.assign(url)}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
