import { useLocation } from 'react-router-dom';
import { howToApplyFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { CtaButtons } from './cta-buttons';
import { useWidgetFields } from '../../../content/widget-fields';
import { useWidgetStrings } from './use-widget-strings';
import type { WidgetProps } from './widget-props';
import './how-to-apply.css';

/** A page embedded by a partner (loadType=iframe) shows no how-to-apply box. */
export function isEmbedded(search: string): boolean {
  return new URLSearchParams(search).get('loadType') === 'iframe';
}

/** The how-to-apply box: a title, a short text, numbered steps and buttons. */
export default function HowToApply({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(howToApplyFieldsSchema, raw, 'HowToApply');
  const t = useWidgetStrings();
  const { search } = useLocation();
  if (!fields || isEmbedded(search)) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section id={fields.anchorId} className="how-to-apply" aria-labelledby="how-to-apply-title">
      <div className="how-to-apply__box">
        <Heading id="how-to-apply-title" className="how-to-apply__title">
          {fields.title || t.howToApplyTitle}
        </Heading>
        {fields.description && <p className="how-to-apply__description">{fields.description}</p>}
        {fields.steps.length > 0 && (
          <ol className="how-to-apply__steps">
            {fields.steps.map((step) => (
              <li key={step} className="how-to-apply__step">
                {step}
              </li>
            ))}
          </ol>
        )}
        <CtaButtons buttons={fields.ctaButtons} className="how-to-apply__actions" />
      </div>
    </section>
  );
}
