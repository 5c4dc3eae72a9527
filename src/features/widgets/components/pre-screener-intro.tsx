import { useDispatch } from 'react-redux';
import { createAction } from '@reduxjs/toolkit';
import type { PreScreenerIntroFields } from '../../../shared/content-model/component-fields';
import type { WidgetProps } from './widget-props';
import { AppLink } from '../../../components/app-link';

/** An event for the screener feature (a later issue) to start the questionnaire from. */
export const preScreenerStartRequested = createAction('preScreener/startRequested');

/**
 * The pre-screener block: hero CTAs scroll to its id, and the embedded questionnaire will be
 * mounted inside it by the screener feature.
 */
export default function PreScreenerIntro({ fields }: WidgetProps<PreScreenerIntroFields>) {
  const dispatch = useDispatch();
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
