import type { CSSProperties } from 'react';
import { howItWorksFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { backgroundColourOrInherit } from '../../../shared/domain/widgets/hex-colour';
import { useWidgetFields } from '../../../content/widget-fields';
import { useWidgetStrings } from './use-widget-strings';
import { WidgetIcon } from './widget-icon';
import type { WidgetProps } from './widget-props';
import './how-it-works.css';

/**
 * How it works, variants (how-it-works.css): variant1 numbered steps in a row with a connecting line;
 * variant2 the title beside a vertical numbered list; variant3 icon cards. The background colour is painted
 * only when it is a 3- or 6-digit hex, through a CSS variable set with React's style prop (CSSOM, allowed by
 * the CSP).
 */
export default function HowItWorks({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(howItWorksFieldsSchema, raw, 'HowItWorks');
  const t = useWidgetStrings();
  if (!fields) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  const background = backgroundColourOrInherit(fields.backgroundColor);
  const style = background ? ({ '--how-it-works-bg': background } as CSSProperties) : undefined;
  const summaries = [fields.summarySection1, fields.summarySection2].filter(Boolean);
  return (
    <section
      id={fields.anchorId}
      className={`how-it-works how-it-works--${fields.variant}${background ? ' how-it-works--coloured' : ''}`}
      style={style}
      data-testid="how-it-works"
    >
      <div className="how-it-works__inner">
        <div className="how-it-works__intro">
          <Heading className="how-it-works__title">{fields.title || t.howItWorksTitle}</Heading>
          {fields.description && <p className="how-it-works__description">{fields.description}</p>}
        </div>
        <ol className="how-it-works__steps">
          {fields.steps.map((step, index) => (
            <li key={`${index}-${step.description}`} className="how-it-works__step">
              <span className="how-it-works__number" aria-hidden="true">
                {step.stepNumber || index + 1}
              </span>
              <span className="visually-hidden">{`${t.step} ${step.stepNumber || index + 1}: `}</span>
              {step.icon && <WidgetIcon name={step.icon} className="how-it-works__icon" />}
              <p className="how-it-works__step-text">{step.description}</p>
            </li>
          ))}
        </ol>
        {summaries.length > 0 && (
          <div className="how-it-works__summaries">
            {summaries.map((summary) => (
              <p key={summary} className="how-it-works__summary">
                {summary}
              </p>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
