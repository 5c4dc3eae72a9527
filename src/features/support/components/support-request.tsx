import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { SupportRequestFields } from '../../../shared/content-model/support-fields';
import { effectiveIssue, type SupportFormValues } from '../../../shared/domain/support/support-validation';
import {
  selectSupportRequest,
  supportBannerClosed,
  supportRequestReset,
  supportRequestSubmitted,
} from '../support-slice';
import { supportStrings, type SupportStrings } from '../support-strings';
import { SupportBreadcrumbs } from './support-breadcrumbs';
import { SupportIcon } from './support-icon';
import { SupportRequestForm } from './support-request-form';
import { useSupportPage } from './use-support-page';
import type { WidgetProps } from './widget-props';
import { SubmissionReceipt } from '../../../components/submission-receipt';
import { pendingText } from '../../../components/pending-strings';
import '../support.css';

function SupportSuccess({ fields, t }: { fields: SupportRequestFields; t: SupportStrings }) {
  const info = fields.emailContentInfo;
  return (
    <div className="support-success">
      <SupportIcon name={info.successIcon ?? 'check'} className="support-success__icon" />
      <h2 className="support-success__title">{info.successTitle || t.successTitle}</h2>
      <p className="support-success__description">{info.successDescription || t.successDescription}</p>
    </div>
  );
}

function ErrorBanner({
  message,
  closeLabel,
  onClose,
}: {
  message: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="support-error-banner" role="alert">
      <p>{message}</p>
      <button type="button" className="support-error-banner__close" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}

/**
 * A support sub-page's request: breadcrumbs, title, description and the form; then the success view. A
 * failure leaves the form as it was (the loader removed) and, when configured, shows the fixed, closable
 * error banner.
 */
export default function SupportRequest({ fields, position }: WidgetProps<SupportRequestFields>) {
  const dispatch = useAppDispatch();
  const page = useSupportPage(position);
  const t = supportStrings(page.language);
  const { status, bannerOpen, because } = useAppSelector(selectSupportRequest);

  useEffect(() => {
    dispatch(supportRequestReset());
    return () => void dispatch(supportRequestReset());
  }, [dispatch]);

  const submit = (values: SupportFormValues) => {
    if (!page.formId) return;
    const body = {
      pagePath: page.pagePath,
      language: page.language,
      formId: page.formId,
      name: values.name.trim(),
      email: values.email.trim(),
      issue: effectiveIssue(values.issue, fields),
      message: values.message.trim(),
    };
    dispatch(supportRequestSubmitted({ body }));
  };

  const Heading = position === 0 ? 'h1' : 'h2';
  const done = status === 'sent' || status === 'queued';
  return (
    <section className="support-request">
      {page.pageId ? (
        <SupportBreadcrumbs itemId={page.pageId} language={page.language} label={t.breadcrumbs} />
      ) : null}
      <Heading className="support-request__title">{fields.title || t.requestTitle}</Heading>
      {fields.description ? <p className="support-request__description">{fields.description}</p> : null}
      {status === 'sent' ? <SupportSuccess fields={fields} t={t} /> : null}
      {done ? null : (
        <SupportRequestForm
          fields={fields}
          t={t}
          sending={status === 'sending' || !page.formId}
          onSubmit={submit}
          language={page.language}
        />
      )}
      <div role="status" aria-live="polite" className="support-request__status">
        {status === 'sending' ? (
          <p className="support-request__loader">
            <span className="support-request__spinner" aria-hidden="true" />
            {t.sending}
          </p>
        ) : null}
        {status === 'queued' ? (
          <p>{pendingText(because, { offline: t.queued, serverProblem: t.queuedServerProblem })}</p>
        ) : null}
        {/* The request's receipt (label from sagas/support/support-request): saved here, then sent. */}
        {done ? <SubmissionReceipt label="support request" live={false} /> : null}
      </div>
      {bannerOpen && fields.showErrorBanner ? (
        <ErrorBanner
          message={fields.emailContentInfo.errorMessage || t.error}
          closeLabel={t.closeBanner}
          onClose={() => dispatch(supportBannerClosed())}
        />
      ) : null}
    </section>
  );
}
