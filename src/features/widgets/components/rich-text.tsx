import type { RichTextFields } from '../../../shared/content-model/component-fields';
import type { WidgetProps } from './widget-props';

/** Plain text only: paragraphs become text nodes, so content can never inject markup. */
export default function RichText({ fields }: WidgetProps<RichTextFields>) {
  return (
    <section className="rich-text">
      {fields.heading && <h2 className="rich-text__heading">{fields.heading}</h2>}
      {fields.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
