import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../components/page-skeleton';
import { ErrorBoundary } from '../components/error-boundary';
import ContentPage from '../features/content-page/content-page';
import { splitLocale } from '../lib/locale';
import {
  KIOSK_STAFF_PAGE_PATH,
  MAILBOX_PAGE_PATH,
  SAVED_SEARCH_ALERTS_PAGE_PATH,
  STAFF_PAGES_PREFIX,
  WITHDRAW_PAGE_PATH,
} from '../shared/contracts/app-pages';
import { SiteLayout } from './layout/site-layout';
import { uiStrings } from './ui-strings';

// Rarely used: kept out of the home page's JavaScript.
const MailboxPage = lazy(() => import('../features/mailbox/pages/mailbox-page'));
const KioskStaffPage = lazy(() => import('../features/kiosk/pages/kiosk-staff-page'));
const WithdrawalPage = lazy(() => import('../features/withdrawal/pages/withdrawal-page'));
const AlertStopPage = lazy(() => import('../features/saved-searches/pages/alert-stop-page'));
// The study-team workspace: its own frame and session, never part of a participant's download.
const StaffApp = lazy(() => import('../features/staff/staff-app'));

function LazyPage({ children }: { children: ReactNode }) {
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <ErrorBoundary name="page">
      <Suspense fallback={<PageSkeleton label={uiStrings(locale).loading} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The app's own pages first; every other path is content (the locale prefix, if any, is read by
 * the content page and the layout).
 */
export function AppRoutes() {
  const mailbox = (
    <LazyPage>
      <MailboxPage />
    </LazyPage>
  );
  const kiosk = (
    <LazyPage>
      <KioskStaffPage />
    </LazyPage>
  );
  const withdrawal = (
    <LazyPage>
      <WithdrawalPage />
    </LazyPage>
  );
  const alertStop = (
    <LazyPage>
      <AlertStopPage />
    </LazyPage>
  );
  const staff = (
    <LazyPage>
      <StaffApp />
    </LazyPage>
  );
  return (
    <Routes>
      <Route path={`${STAFF_PAGES_PREFIX}/*`} element={staff} />
      <Route path={`/es${STAFF_PAGES_PREFIX}/*`} element={staff} />
      <Route element={<SiteLayout />}>
        <Route path={MAILBOX_PAGE_PATH} element={mailbox} />
        <Route path={`/es${MAILBOX_PAGE_PATH}`} element={mailbox} />
        <Route path={KIOSK_STAFF_PAGE_PATH} element={kiosk} />
        <Route path={`/es${KIOSK_STAFF_PAGE_PATH}`} element={kiosk} />
        <Route path={WITHDRAW_PAGE_PATH} element={withdrawal} />
        <Route path={`/es${WITHDRAW_PAGE_PATH}`} element={withdrawal} />
        <Route path={SAVED_SEARCH_ALERTS_PAGE_PATH} element={alertStop} />
        <Route path={`/es${SAVED_SEARCH_ALERTS_PAGE_PATH}`} element={alertStop} />
        <Route path="*" element={<ContentPage />} />
      </Route>
    </Routes>
  );
}
