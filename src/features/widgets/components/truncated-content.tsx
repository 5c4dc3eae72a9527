import { useId, useMemo, useState } from 'react';
import { truncatedContentFieldsSchema } from '../../../shared/content-model/page-widget-fields';
import { limitCharacters, SMALL_SCREEN_CONTENT_CHARACTERS } from '../../../shared/domain/card-text';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import { useMediaQuery } from '../../../components/use-media-query';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';

/** Small screen under 500 px. */
const SMALL_SCREEN_QUERY = '(max-width: 499px)';

/**
 * Content cut to 160 characters on small screens with Show more
 *; wider screens, and text that already fits, show it
 * whole with no button.
 */
export default function TruncatedContent({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const fields = useMemo(
    () => parseWidgetFields(truncatedContentFieldsSchema, raw, 'TruncatedContent'),
    [raw],
  );
  if (!fields) return null;
  const t = pageWidgetStrings(locale);
  const short = limitCharacters(fields.text, SMALL_SCREEN_CONTENT_CHARACTERS);
  const cuttable = small && short !== fields.text.replace(/\s+/g, ' ').trim();
  return (
    <section className="truncated-content">
      {fields.heading ? <h2 className="truncated-content__heading">{fields.heading}</h2> : null}
      <p id={textId} className="truncated-content__text">
        {cuttable && !expanded ? short : fields.text}
      </p>
      {cuttable ? (
        <button
          type="button"
          className="read-more__toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (fields.showLessText ?? t.showLess) : (fields.showMoreText ?? t.showMore)}
        </button>
      ) : null}
    </section>
  );
}
