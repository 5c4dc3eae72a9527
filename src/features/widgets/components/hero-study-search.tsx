import { useId, useState } from 'react';
import { heroStudySearchFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { filterStudiesByCondition } from '../../../shared/domain/widgets/study-filter';
import { StudyCards } from './study-cards';
import { useWidgetFields } from '../../../content/widget-fields';
import { useWidgetStrings } from './use-widget-strings';
import type { WidgetProps } from './widget-props';
import './hero-study-search.css';

/**
 * Hero with study search: a hero whose study cards are filtered, as the person types, by the condition text
 * (client-side over the content's studies; case- and accent-insensitive). Nothing matching says so; the count
 * is announced politely.
 */
export default function HeroStudySearch({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(heroStudySearchFieldsSchema, raw, 'HeroStudySearch');
  const t = useWidgetStrings();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const titleId = useId();
  if (!fields) return null;
  const shown = filterStudiesByCondition(fields.studies, query);
  const Heading = position === 0 ? 'h1' : 'h2';
  const emptyMessage = (fields.emptyMessage || t.searchEmpty).replace('{query}', query.trim());
  return (
    <section
      id={fields.anchorId ?? (position === 0 ? 'hero-banner' : undefined)}
      className="hero-study-search"
    >
      <div className="hero-study-search__hero">
        <div className="hero-study-search__inner">
          <Heading id={titleId} className="hero-study-search__title">
            {fields.title}
          </Heading>
          {fields.description && <p className="hero-study-search__description">{fields.description}</p>}
          <form
            role="search"
            aria-labelledby={titleId}
            className="hero-study-search__form"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={inputId} className="hero-study-search__label">
              {fields.searchLabel || t.searchLabel}
            </label>
            <input
              id={inputId}
              type="search"
              className="hero-study-search__input"
              value={query}
              placeholder={fields.searchPlaceholder || t.searchPlaceholder}
              autoComplete="off"
              maxLength={50}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </div>
      </div>
      <div className="hero-study-search__results">
        <p className="visually-hidden" aria-live="polite">
          {shown.length === 0 ? emptyMessage : t.studiesShown.replace('{count}', String(shown.length))}
        </p>
        {shown.length === 0 ? (
          <p className="hero-study-search__empty">{emptyMessage}</p>
        ) : (
          <StudyCards studies={shown} headingLevel={position === 0 ? 'h2' : 'h3'} />
        )}
      </div>
    </section>
  );
}
