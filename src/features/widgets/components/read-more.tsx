import { useId, useMemo, useState } from 'react';
import { readMoreFieldsSchema } from '../../../shared/content-model/page-widget-fields';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import { useMediaQuery } from '../../../components/use-media-query';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';

/** "Read-more collapse under 1000px". */
const COLLAPSIBLE_QUERY = '(max-width: 999px)';

/**
 * Read more: under 1000 px only the first paragraphs show, with a Read more / Read less toggle; wider screens
 * show everything.
 */
export default function ReadMore({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const collapsible = useMediaQuery(COLLAPSIBLE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const fields = useMemo(() => parseWidgetFields(readMoreFieldsSchema, raw, 'ReadMore'), [raw]);
  if (!fields) return null;
  const t = pageWidgetStrings(locale);
  const first = fields.paragraphs.slice(0, fields.visibleParagraphs);
  const rest = fields.paragraphs.slice(fields.visibleParagraphs);
  const toggles = collapsible && rest.length > 0;
  return (
    <section className="read-more" id={fields.anchorId}>
      {fields.heading ? <h2 className="read-more__heading">{fields.heading}</h2> : null}
      {first.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {rest.length > 0 ? (
        <div id={restId} hidden={toggles && !expanded}>
          {rest.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {toggles ? (
        <button
          type="button"
          className="read-more__toggle"
          aria-expanded={expanded}
          aria-controls={restId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (fields.readLessText ?? t.readLess) : (fields.readMoreText ?? t.readMore)}
        </button>
      ) : null}
    </section>
  );
}
