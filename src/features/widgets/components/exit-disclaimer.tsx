import { useEffect, useMemo } from 'react';
import { exitDisclaimerFieldsSchema } from '../../../shared/content-model/page-widget-fields';
import { provideDisclaimerConfig } from './disclaimer-config';
import { parseWidgetFields } from '../../../content/widget-fields';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';

/**
 * The exit-form disclaimer modal's content: its title, text and buttons apply to every open-disclaimer link
 * while this page is shown; the DisclaimerHost opens the modal when such a link is clicked. Its own outside
 * links, if any, are listed here, each with the open-disclaimer class.
 */
export default function ExitDisclaimer({ fields: raw }: WidgetProps<unknown>) {
  const fields = useMemo(() => parseWidgetFields(exitDisclaimerFieldsSchema, raw, 'ExitDisclaimer'), [raw]);
  useEffect(() => (fields ? provideDisclaimerConfig(fields) : undefined), [fields]);
  if (!fields || fields.links.length === 0) return null;
  return (
    <section className="exit-links">
      {fields.linksHeading ? <h2 className="exit-links__heading">{fields.linksHeading}</h2> : null}
      <ul className="exit-links__list">
        {fields.links.map((link) => (
          <li key={link.href} className="exit-links__item">
            <a href={link.href} className="open-disclaimer exit-links__link">
              {link.label}
            </a>
            {link.description ? <p className="exit-links__description">{link.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
