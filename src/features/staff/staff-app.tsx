import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useDocumentLanguage } from '../../app/layout/use-document-language';
import { ErrorBoundary } from '../../components/error-boundary';
import type { StaffRoleName } from '../../shared/contracts/staff-scalars';
import { StaffLayout } from './staff-layout';
import { STAFF_PAGES, staffPath } from './staff-paths';
import { StaffSessionProvider, useStaffSession } from './staff-session-context';
import { staffStrings } from './staff-strings';
import { useStaffLocale } from './use-staff-locale';
import './staff.css';

const SignInPage = lazy(() => import('./session/pages/sign-in-page'));
const InvitationPage = lazy(() => import('./session/pages/invitation-page'));
const SignInLinkPage = lazy(() => import('./session/pages/sign-in-link-page'));
const ReferralListPage = lazy(() => import('./referrals/pages/referral-list-page'));
const ReferralPage = lazy(() => import('./referrals/pages/referral-page'));
const FunnelPage = lazy(() => import('./funnel/pages/funnel-page'));
const AccountsPage = lazy(() => import('./accounts/pages/accounts-page'));
const AuditPage = lazy(() => import('./audit/pages/audit-page'));

function Loading() {
  const t = staffStrings(useStaffLocale());
  return <p role="status">{t.loading}</p>;
}

/** A page for signed-in accounts of these roles: the sign-in screen otherwise, in place. */
function Gate({ roles, children }: { roles?: readonly StaffRoleName[]; children: ReactNode }) {
  const { account, checkFailed, refresh } = useStaffSession();
  const t = staffStrings(useStaffLocale());
  if (account === undefined && checkFailed) {
    return (
      <div role="alert">
        <p>{t.failed}</p>
        <button type="button" className="staff__button" onClick={refresh}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (account === undefined) return <Loading />;
  if (account === null) return <SignInPage />;
  if (roles && !roles.includes(account.role)) return <p role="alert">{t.forbidden}</p>;
  return <>{children}</>;
}

function NotFound() {
  const t = staffStrings(useStaffLocale());
  return <h1>{t.notFound}</h1>;
}

function StaffRoutes() {
  const locale = useStaffLocale();
  useDocumentLanguage(locale);
  const managers: StaffRoleName[] = ['admin', 'study_manager'];
  const admins: StaffRoleName[] = ['admin'];
  return (
    <StaffLayout>
      <ErrorBoundary name="staff-page">
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route index element={<Navigate replace to={staffPath(STAFF_PAGES.referrals, locale)} />} />
            <Route path="sign-in" element={<SignInPage />} />
            <Route path="sign-in/link" element={<SignInLinkPage />} />
            <Route path="invitation" element={<InvitationPage />} />
            <Route path="referrals" element={<Gate>{<ReferralListPage />}</Gate>} />
            <Route path="referrals/:referralId" element={<Gate>{<ReferralPage />}</Gate>} />
            <Route path="funnel" element={<Gate roles={managers}>{<FunnelPage />}</Gate>} />
            <Route path="accounts" element={<Gate roles={admins}>{<AccountsPage />}</Gate>} />
            <Route path="audit" element={<Gate roles={admins}>{<AuditPage />}</Gate>} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </StaffLayout>
  );
}

/**
 * The study-team workspace (/staff/… and /es/staff/…): loaded only when one of its addresses is
 * opened, never precached, with its own frame and session.
 */
export default function StaffApp() {
  return (
    <StaffSessionProvider>
      <StaffRoutes />
    </StaffSessionProvider>
  );
}
