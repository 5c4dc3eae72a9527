import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { DEFAULT_LOCALE, splitLocale, withLocale, type Locale } from '../../../lib/locale';
import type { StudyListFields } from '../../../shared/content-model/component-fields';
import type { WidgetProps } from './widget-props';

/** An unprefixed app path gets the current locale; an explicit prefix or a URL is kept as is. */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://app.invalid');
  if (splitLocale(url.pathname).locale !== DEFAULT_LOCALE) return href;
  return `${withLocale(url.pathname, locale)}${url.search}${url.hash}`;
}

/** Study cards, each linking to its study page in the page's language. */
export default function StudyList({ fields }: WidgetProps<StudyListFields>) {
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <section className="study-list">
      {fields.title && <h2 className="study-list__title">{fields.title}</h2>}
      <ul className="study-list__cards">
        {fields.studies.map((study) => (
          <li key={study.link} className="study-card">
            <h3 className="study-card__title">
              <AppLink href={localizeHref(study.link, locale)} className="study-card__link">
                {study.title}
              </AppLink>
            </h3>
            <p className="study-card__condition">{study.condition}</p>
            <p className="study-card__description">{study.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
