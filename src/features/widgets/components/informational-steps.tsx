import { informationalStepsFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { useWidgetFields } from '../../../content/widget-fields';
import { useWidgetStrings } from './use-widget-strings';
import { WidgetIcon } from './widget-icon';
import type { WidgetProps } from './widget-props';
import './informational-steps.css';

/**
 * Informational steps. The variants are layouts (informational-steps.css); every one stacks on mobile: H1 one
 * step per row, a wide band with the number beside the text; H3 three per row on desktop (two on tablets),
 * cards with the icon on top; H4 four per row on desktop (two on tablets), compact cards; V2 a vertical
 * timeline: numbers on a line down the left; V5 a vertical timeline down the middle, steps alternating left
 * and right on desktop; V6 the title in a sticky column on the left, the steps as bordered cards on the
 * right.
 */
export default function InformationalSteps({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(informationalStepsFieldsSchema, raw, 'InformationalSteps');
  const t = useWidgetStrings();
  if (!fields) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  // Step headings sit one level below the widget's title (h2 without a title: the page has its h1).
  const StepHeading = fields.title && position === 0 ? 'h2' : fields.title ? 'h3' : 'h2';
  return (
    <section
      id={fields.anchorId}
      className={`info-steps info-steps--${fields.variant}`}
      data-variant={fields.variant}
    >
      {(fields.title || fields.description) && (
        <div className="info-steps__intro">
          {fields.title && <Heading className="info-steps__title">{fields.title}</Heading>}
          {fields.description && <p className="info-steps__description">{fields.description}</p>}
        </div>
      )}
      <ol className="info-steps__list">
        {fields.steps.map((step, index) => (
          <li key={`${index}-${step.title}`} className="info-steps__step">
            <span className="info-steps__marker" aria-hidden="true">
              {step.icon ? <WidgetIcon name={step.icon} className="info-steps__icon" /> : index + 1}
            </span>
            <div className="info-steps__body">
              <StepHeading className="info-steps__step-title">
                <span className="visually-hidden">{`${t.step} ${index + 1}: `}</span>
                {step.title}
              </StepHeading>
              {step.description && <p className="info-steps__step-text">{step.description}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
