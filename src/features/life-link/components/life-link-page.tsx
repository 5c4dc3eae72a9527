import { useWidgetFields } from '../../../content/widget-fields';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import {
  lifeLinkPageFieldsSchema,
  type LifeLinkPageFields,
} from '../../../shared/content-model/life-link-page-fields';
import type { WidgetProps } from './widget-props';
import { lifeLinkPageClosed, lifeLinkPageOpened, selectLifeLinkPage } from '../life-link-slice';
import { lifeLinkStrings } from '../life-link-strings';
import '../life-link.css';

/** The uToken of the e-mail link (the parameter name is matched case-insensitively). */
export function uTokenOf(search: string): string | null {
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.toLowerCase() === 'utoken') return value;
  }
  return null;
}

/**
 * The life-link page: a heading and a spinner while the saga exchanges the uToken for the service's address
 * and sends the browser there; the configured error when there is no address or the call fails.
 */
export default function LifeLinkPage({ fields, position }: WidgetProps<LifeLinkPageFields>) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const language = splitLocale(location.pathname).locale;
  const t = lifeLinkStrings(language);
  const parsed = useWidgetFields(lifeLinkPageFieldsSchema, fields, 'LifeLinkPage', () => ({}));
  const { status } = useAppSelector(selectLifeLinkPage);
  const token = uTokenOf(location.search);
  const theme = parsed.websiteTheme;

  useEffect(() => {
    dispatch(lifeLinkPageOpened({ token, ...(theme ? { websiteTheme: theme } : {}) }));
    return () => void dispatch(lifeLinkPageClosed());
  }, [dispatch, token, theme]);

  const Heading = position === 0 ? 'h1' : 'h2';
  const failed = status === 'failed';
  return (
    <section className="life-link-page" aria-busy={!failed}>
      <Heading className="life-link-page__heading">{parsed.heading || t.heading}</Heading>
      {failed ? null : <span className="life-link-page__spinner" aria-hidden="true" />}
      <div role="status" aria-live="polite" className="life-link-page__status">
        {failed ? null : <p>{status === 'redirecting' ? t.redirecting : parsed.loadingText || t.loading}</p>}
      </div>
      <div role="alert" className="life-link-page__error">
        {failed ? <p>{parsed.errorMessage || t.error}</p> : null}
      </div>
    </section>
  );
}
