import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AppLink } from '../../../components/app-link';
import { useWidgetFields } from '../../../content/widget-fields';
import { splitLocale } from '../../../lib/locale';
import { savedSearchesFieldsSchema } from '../../../shared/content-model/saved-searches-fields';
import type { SavedSearch } from '../../../shared/contracts/saved-searches';
import { selectIsSignedIn } from '../../session/session-slice';
import {
  savedSearchAlertsToggled,
  savedSearchDeleteRequested,
  savedSearchesRequested,
  selectSavedSearches,
} from '../saved-searches-slice';
import { savedSearchesStrings, type SavedSearchesStrings } from '../saved-searches-strings';
import { filterCount, savedSearchHref } from '../search-link';
import type { Language } from '../../../shared/content-model/language';

interface ItemProps {
  search: SavedSearch;
  busy: boolean;
  language: Language;
  t: SavedSearchesStrings;
}

function SavedSearchItem({ search, busy, language, t }: ItemProps) {
  const dispatch = useAppDispatch();
  const name = search.condition ?? (search.q || t.allTrials);
  const details = [
    search.zip ? t.near(search.zip) : '',
    filterCount(search) ? t.filters(filterCount(search)) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const headingId = `saved-search-${search.id}`;
  return (
    <li className="saved-searches__item" aria-labelledby={headingId} aria-busy={busy}>
      <p id={headingId} className="saved-searches__name">
        {name}
        {details ? <span className="saved-searches__details"> ({details})</span> : null}
      </p>
      <AppLink href={savedSearchHref(search, language)} ariaLabel={`${t.open}: ${name}`}>
        {t.open}
      </AppLink>
      <label className="saved-searches__alerts">
        <input
          type="checkbox"
          checked={search.alerts}
          disabled={busy}
          aria-label={`${t.alertsToggle}: ${name}`}
          onChange={(event) =>
            dispatch(savedSearchAlertsToggled({ id: search.id, alerts: event.target.checked }))
          }
        />
        {t.alertsToggle}
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-label={`${t.delete}: ${name}`}
        onClick={() => dispatch(savedSearchDeleteRequested({ id: search.id }))}
      >
        {t.delete}
      </button>
    </li>
  );
}

/** My Profile's saved searches (members only): open one, turn its alerts on or off, delete it. */
export default function SavedSearchesList({ fields: raw, position }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(savedSearchesFieldsSchema, raw, 'SavedSearches', () => ({}));
  const { locale } = splitLocale(useLocation().pathname);
  const t = savedSearchesStrings(locale);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { list, busy, changeFailure } = useAppSelector(selectSavedSearches);
  useEffect(() => {
    if (signedIn) dispatch(savedSearchesRequested({ language: locale }));
  }, [dispatch, signedIn, locale]);
  if (!signedIn) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <Heading id="saved-searches-title">{fields.title || t.listTitle}</Heading>
      <div role="status" aria-live="polite">
        {list.status === 'loading' && list.items.length === 0 ? t.loading : null}
      </div>
      <div role="alert">
        {list.status === 'failed' ? <p>{t.loadFailed}</p> : null}
        {changeFailure ? <p>{changeFailure === 'offline' ? t.changeOffline : t.changeFailed}</p> : null}
      </div>
      {list.status === 'loaded' && list.items.length === 0 ? <p>{fields.emptyText || t.empty}</p> : null}
      {list.items.length > 0 ? (
        <ul className="saved-searches__list">
          {list.items.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              busy={busy.includes(search.id)}
              language={locale}
              t={t}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
