import { useDispatch } from 'react-redux';
import { createAction } from '@reduxjs/toolkit';
import { useWidgetFields } from '../../../content/widget-fields';
import { preScreenerIntroFieldsSchema } from '../../../shared/content-model/journey-page-widget-fields';
import type { WidgetProps } from './widget-props';
import { AppLink } from '../../../components/app-link';
import { HopNotice } from '../../../components/hop-notice';
import { splitLocale } from '../../../lib/locale';
import { useLocation } from 'react-router-dom';

/** An event for the screener feature (a later issue) to start the questionnaire from. */
export const preScreenerStartRequested = createAction('preScreener/startRequested');

/**
 * The pre-screener block: hero CTAs scroll to its id, and the embedded questionnaire will be
 * mounted inside it by the screener feature. It checks its own fields, here in its chunk.
 */
export default function PreScreenerIntro({ fields: raw }: WidgetProps<unknown>) {
  const fields = useWidgetFields(preScreenerIntroFieldsSchema, raw, 'PreScreenerIntro');
  const dispatch = useDispatch();
  const { locale, path } = splitLocale(useLocation().pathname);
  if (!fields) return null;
  return (
    <section
      id="pre-screener-wrapper"
      className="pre-screener-intro"
      aria-labelledby="pre-screener-title"
      tabIndex={-1}
    >
      <h2 id="pre-screener-title" className="pre-screener-intro__title">
        {fields.title}
      </h2>
      <p className="pre-screener-intro__description">{fields.description}</p>
      <HopNotice rootPath={path.replace(/\/+$/, '') || '/'} language={locale} />
      {fields.ctaText && fields.ctaLink && (
        <AppLink href={fields.ctaLink} className="button button--primary">
          {fields.ctaText}
        </AppLink>
      )}
      {fields.ctaText && !fields.ctaLink && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(preScreenerStartRequested())}
        >
          {fields.ctaText}
        </button>
      )}
    </section>
  );
}
