import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../../lib/api-client';
import {
  changeReferralStatus,
  getReferral,
  type StatusChange,
} from '../../../../shared/contracts/staff-referrals';
import { STAFF_PAGES, staffPath } from '../../staff-paths';
import { staffStrings } from '../../staff-strings';
import { useStaffLocale } from '../../use-staff-locale';
import { useStaffCall, useStaffQuery } from '../../use-staff-query';
import { ReferralSections, StatusHistory } from '../components/referral-sections';
import { StatusForm } from '../components/status-form';
import { referralsStrings } from '../referrals-strings';
import '../referrals.css';

/** One referral: what the participant gave, its history and, for those who work it, the status form. */
export default function ReferralPage() {
  const locale = useStaffLocale();
  const t = referralsStrings(locale);
  const referralId = useParams().referralId ?? '';
  const state = useStaffQuery(getReferral, { params: { referralId } }, referralId);
  const call = useStaffCall();
  const title = t.pageTitle.replace('{id}', referralId);

  useEffect(() => {
    document.title = `${title} | ClinicalResearch`;
  }, [title]);

  const change = async (body: StatusChange) => {
    await call(changeReferralStatus, { params: { referralId }, body });
    state.reload();
  };
  const notFound = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  return (
    <article className="staff-referrals" aria-labelledby="referral-title">
      <p>
        <Link to={staffPath(STAFF_PAGES.referrals, locale)}>{t.back}</Link>
      </p>
      <h1 id="referral-title">{title}</h1>
      {state.status === 'loading' && <p role="status">{staffStrings(locale).loading}</p>}
      {state.status === 'forbidden' && <p role="alert">{staffStrings(locale).forbidden}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p className="staff__error">{notFound ? t.notFound : t.failed}</p>
          {!notFound && (
            <button type="button" className="staff__button" onClick={state.reload}>
              {t.retry}
            </button>
          )}
        </div>
      )}
      {state.status === 'success' && (
        <>
          {state.data.siteFailing && (
            <p role="alert" className="staff-referrals__banner">
              {t.siteFailing}
            </p>
          )}
          <ReferralSections locale={locale} referral={state.data} />
          <StatusHistory locale={locale} history={state.data.history} />
          {!state.data.mayChangeStatus ? (
            <p>{t.readOnly}</p>
          ) : state.data.status === 'Withdrawn' ? (
            <p>{t.withdrawnFinal}</p>
          ) : (
            <StatusForm locale={locale} onSubmit={change} />
          )}
        </>
      )}
    </article>
  );
}
