import type { CSSProperties } from 'react';
import { sideBySideFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { sideBySideSpans } from '../../../shared/domain/widgets/side-by-side';
import { ContentBlock } from './content-block';
import { useWidgetFields } from '../../../content/widget-fields';
import type { WidgetProps } from './widget-props';
import './side-by-side.css';

/**
 * Side-by-side content: two blocks on a 12-column grid — FiftyFifty 6/6, SeventyThirty 8/4, ThirtySeventy 4/8
 * — stacked on mobile and tablets. The spans are CSS variables set through React's style prop (CSSOM; the CSP
 * forbids style attributes in HTML).
 */
export default function SideBySide({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(sideBySideFieldsSchema, raw, 'SideBySide');
  if (!fields) return null;
  const [left, right] = sideBySideSpans(fields.layout);
  const Heading = position === 0 ? 'h1' : 'h2';
  const blockHeading = fields.title ? 'h3' : 'h2';
  return (
    <section
      id={fields.anchorId}
      className={`side-by-side side-by-side--${fields.layout}`}
      data-layout={fields.layout}
    >
      {fields.title && <Heading className="side-by-side__title">{fields.title}</Heading>}
      <div className="side-by-side__grid">
        <div
          className="side-by-side__column"
          data-span={left}
          style={{ '--side-by-side-span': left } as CSSProperties}
        >
          <ContentBlock block={fields.left} headingLevel={blockHeading} />
        </div>
        <div
          className="side-by-side__column"
          data-span={right}
          style={{ '--side-by-side-span': right } as CSSProperties}
        >
          <ContentBlock block={fields.right} headingLevel={blockHeading} />
        </div>
      </div>
    </section>
  );
}
