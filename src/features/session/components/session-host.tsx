import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import type { SessionSettings } from '../../../shared/content-model/session-fields';
import {
  profileModalOpened,
  selectIsVerifiedEmail,
  selectSessionPopupOpen,
  selectSessionStatus,
} from '../session-slice';

const SessionModals = lazy(() => import('./session-modals'));

interface Props {
  content: SessionSettings | undefined;
  locale: Locale;
  /** The built-in banner text (the shell's strings), for an empty content field. */
  verificationFallback: string;
  /** loadType=iframe: no banner (the popups still work). */
  embedded: boolean;
}

/**
 * Links with class open-profile-modal (the footer's manage-my-profile link among them) open the
 * profile modal for a signed-out visitor; a member simply follows them. A capturing listener on
 * the document covers links in any content and runs before the router link would navigate.
 */
function useProfileModalLinks(active: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('.open-profile-modal') : null;
      if (!link) return;
      event.preventDefault();
      dispatch(profileModalOpened({ from: link.closest('footer') ? 'footer' : 'link' }));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active, dispatch]);
}

/**
 * The session's place in the layout: the email-verification banner of a member whose address is
 * not verified yet, and the popups (profile email modals, expired link, idle prompt), whose
 * code is downloaded when one first opens.
 */
export function SessionHost({ content, locale, verificationFallback, embedded }: Props) {
  const status = useAppSelector(selectSessionStatus);
  const verified = useAppSelector(selectIsVerifiedEmail);
  const popupOpen = useAppSelector(selectSessionPopupOpen);
  useProfileModalLinks(status !== 'signedIn');
  const warn = !embedded && status === 'signedIn' && verified === false;
  return (
    <>
      {warn && (
        <p className="session-banner" role="status">
          {content?.emailVerificationWarning || verificationFallback}
        </p>
      )}
      {popupOpen && (
        <Suspense fallback={null}>
          <SessionModals content={content} locale={locale} />
        </Suspense>
      )}
    </>
  );
}
