import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClientValue } from '../../../components/use-client-value';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import { trialSearchResultsFieldsSchema } from '../../../shared/content-model/trials-fields';
import {
  parseSearchHash,
  sameSearch,
  searchHash,
  type SearchQuery,
} from '../../../shared/domain/trials/search-form-rules';
import type { TrialFilters } from '../../../shared/domain/trials/trial-filters';
import { trialFilterStrings } from '../trial-filter-strings';
import { searchRequested, selectTrialSearch } from '../trials-slice';
import { trialsStrings } from '../trials-strings';
import SaveSearchButton from './save-search-button';
import { useSavedTrials } from './save-trial-button';
import { SearchForm } from './search-form';
import { TrialPager } from './trial-pager';
import { trialCardTexts } from './trial-result-card';
import { TrialResultList } from './trial-result-list';
import { TrialSearchFilters } from './trial-search-filters';
import { useMemberZip, useMemberZipSettled, zipForLink } from './use-member-zip';
import { useTrialsFields } from './use-trials-fields';
import '../trials-search.css';
import '../trials-cards.css';

/** Distance needs a zip: without one a radius in a link is left out of the search. */
const usable = (filters: TrialFilters, zip: string): TrialFilters =>
  zip === '' && filters.radius !== null ? { ...filters, radius: null } : filters;

/**
 * The search-result page (one of the spec's routes): the search comes from the hash
 * (#q=…&zip=…&<filters>&page=…) and every new search, filter or page goes back into it, so a
 * search can be shared and bookmarked. The last answer stays on screen while a new one loads and
 * when the server cannot be reached. Without a zip in the hash a signed-in member's searches are
 * from the profile zip; a searched condition (#q={its key}, as a profile chip or a chosen
 * suggestion links) shows its name in the field.
 */
export default function TrialSearchResults({ fields: raw, position }: { fields: unknown; position: number }) {
  const fields = useTrialsFields(trialSearchResultsFieldsSchema, raw, 'TrialSearchResults');
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { locale } = splitLocale(location.pathname);
  const t = trialsStrings(locale);
  const s = trialFilterStrings(locale);
  const search = useAppSelector(selectTrialSearch);
  // The server's first screen has no hash (browsers never send it): hydrate as it was rendered.
  const hash = useClientValue(() => location.hash, '');
  const linked = useMemo(() => parseSearchHash(hash), [hash]);
  const memberZip = useMemberZip();
  // A zip in the link needs no profile; otherwise the search waits to know the member's.
  const waiting = !useMemberZipSettled() && linked.zip === '';
  const zip = linked.zip || memberZip;
  const query = useMemo(
    () => ({ q: linked.q, zip, page: linked.page, filters: usable(linked.filters, zip) }),
    [linked, zip],
  );
  const topRef = useRef<HTMLElement>(null);
  useSavedTrials(locale);

  useEffect(() => {
    if (!waiting) dispatch(searchRequested({ ...query, language: locale }));
  }, [dispatch, query, locale, waiting]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const go = (next: SearchQuery, moveFocus = false) => {
    const hash = searchHash({ ...next, zip: zipForLink(next.zip, memberZip) });
    navigate({ pathname: location.pathname, search: location.search, hash });
    topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    // The pager leaves the page while the next one loads: the focus its button held would fall to
    // the body, so it goes to the results' heading, where the new page starts.
    if (moveFocus) headingRef.current?.focus({ preventScroll: true });
  };
  // Another filter is another result set: back to its first page. The filters as linked are kept
  // (a radius waits for a zip); the focus stays on the control that changed.
  const filter = (filters: TrialFilters) => {
    const hash = searchHash({ ...linked, filters, page: 1, zip: zipForLink(linked.zip, memberZip) });
    if (hash !== location.hash) navigate({ pathname: location.pathname, search: location.search, hash });
  };

  const Heading = position === 0 ? 'h1' : 'h2';
  const answer = search.answer;
  const current = sameSearch(search.answerQuery, query);
  const loading = waiting || (search.status === 'loading' && !current);
  const failed = search.status === 'error';
  const texts = trialCardTexts(fields, t);
  // The condition the last answer searched, while the same text is asked (other pages, zips).
  const condition = search.answerQuery?.q === query.q ? (answer?.condition ?? null) : null;
  return (
    <section className="trial-results" ref={topRef} aria-busy={loading}>
      <Heading className="trial-results__title" ref={headingRef} tabIndex={-1}>
        {fields.title || t.resultsTitle}
      </Heading>
      <SearchForm
        key={`${linked.q}|${linked.zip}`}
        fields={fields.searchForm}
        language={locale}
        compact
        initial={{ q: query.q, zip: query.zip, condition }}
        onSearch={(next) => go({ q: next.q, zip: next.zip, page: 1, filters: linked.filters })}
      />
      <div className="trial-results__body">
        <TrialSearchFilters
          filters={query.filters}
          facets={current ? (answer?.facets ?? null) : null}
          hasZip={zip !== ''}
          s={s}
          headingLevel={position === 0 ? 2 : 3}
          onChange={filter}
        />
        <div className="trial-results__main">
          <div className="trial-results__status" role="status" aria-live="polite">
            {loading ? <p className="trial-results__loading">{t.loading}</p> : null}
            {failed && answer && search.offline ? (
              <p className="trial-results__offline">{t.offlineLastResults}</p>
            ) : null}
            {current && answer?.zipUnknown && !loading ? (
              <p className="trial-results__note">{t.zipUnknown}</p>
            ) : null}
            {answer && !loading ? (
              <p className="trial-results__count">{t.resultCount(answer.totalCount)}</p>
            ) : null}
          </div>
          {/* The place for actions on this search as a whole (saving it, alerts), above its results. */}
          <div className="trial-results__actions">
            {answer && !loading ? <SaveSearchButton language={locale} zip={zip} /> : null}
          </div>
          {failed && !answer ? (
            <div className="trial-results__error" role="alert">
              <p>{search.offline ? t.unreachable : t.searchError}</p>
              <button type="button" onClick={() => dispatch(searchRequested({ ...query, language: locale }))}>
                {t.retry}
              </button>
            </div>
          ) : null}
          {answer && !loading ? (
            <>
              <TrialResultList
                answer={answer}
                answerQuery={search.answerQuery}
                t={t}
                s={s}
                texts={texts}
                goodMatchDistance={fields.goodMatchDistance}
                headingLevel={position === 0 ? 2 : 3}
                language={locale}
                noResultsText={fields.noResultsText || t.noResults}
              />
              <TrialPager
                page={answer.page}
                pageCount={answer.pageCount}
                t={t}
                onPage={(page) => go({ ...(search.answerQuery ?? query), page }, true)}
              />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
