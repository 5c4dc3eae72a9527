import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import { trialSearchResultsFieldsSchema } from '../../../shared/content-model/trials-fields';
import {
  parseSearchHash,
  searchHash,
  type SearchQuery,
} from '../../../shared/domain/trials/search-form-rules';
import { searchRequested, selectTrialSearch } from '../trials-slice';
import { trialsStrings } from '../trials-strings';
import { useSavedTrials } from './save-trial-button';
import { SearchForm } from './search-form';
import { TrialPager } from './trial-pager';
import { TrialResultCard, trialCardTexts } from './trial-result-card';
import { useTrialsFields } from './use-trials-fields';
import '../trials-search.css';
import '../trials-cards.css';

const same = (a: SearchQuery | null, b: SearchQuery) =>
  a !== null && a.q === b.q && a.zip === b.zip && a.page === b.page;

/**
 * The search-result page (registration-profile.md §2 routes; issue 7 item 2): the search comes
 * from the hash (#q=…&zip=…&page=…) and every new search or page goes back into it. The last
 * answer stays on screen while a new one loads and when the server cannot be reached.
 */
export default function TrialSearchResults({ fields: raw, position }: { fields: unknown; position: number }) {
  const fields = useTrialsFields(trialSearchResultsFieldsSchema, raw, 'TrialSearchResults');
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { locale } = splitLocale(location.pathname);
  const t = trialsStrings(locale);
  const search = useAppSelector(selectTrialSearch);
  const query = useMemo(() => parseSearchHash(location.hash), [location.hash]);
  const topRef = useRef<HTMLElement>(null);
  useSavedTrials(locale);

  useEffect(() => {
    dispatch(searchRequested({ ...query, language: locale }));
  }, [dispatch, query, locale]);

  const go = (next: SearchQuery) => {
    navigate({ pathname: location.pathname, search: location.search, hash: searchHash(next) });
    topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const Heading = position === 0 ? 'h1' : 'h2';
  const answer = search.answer;
  const current = same(search.answerQuery, query);
  const loading = search.status === 'loading' && !current;
  const failed = search.status === 'error';
  const texts = trialCardTexts(fields, t);
  return (
    <section className="trial-results" ref={topRef} aria-busy={loading}>
      <Heading className="trial-results__title">{fields.title || t.resultsTitle}</Heading>
      <SearchForm
        key={`${query.q}|${query.zip}`}
        fields={fields.searchForm}
        language={locale}
        compact
        initial={{ q: query.q, zip: query.zip }}
        onSearch={({ q, zip }) => go({ q, zip, page: 1 })}
      />
      <div className="trial-results__status" role="status" aria-live="polite">
        {loading ? <p className="trial-results__loading">{t.loading}</p> : null}
        {failed && answer && search.offline ? (
          <p className="trial-results__offline">{t.offlineLastResults}</p>
        ) : null}
        {current && answer?.zipUnknown && !loading ? (
          <p className="trial-results__note">{t.zipUnknown}</p>
        ) : null}
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
          <p className="trial-results__count">{t.resultCount(answer.totalCount)}</p>
          {answer.results.length === 0 ? (
            <p className="trial-results__empty">{fields.noResultsText || t.noResults}</p>
          ) : (
            <ol className="trial-results__list">
              {answer.results.map((trial) => (
                <li key={trial.trialorgstudyid}>
                  <TrialResultCard
                    trial={trial}
                    t={t}
                    texts={texts}
                    goodMatchDistance={fields.goodMatchDistance}
                    headingLevel={position === 0 ? 2 : 3}
                  />
                </li>
              ))}
            </ol>
          )}
          <TrialPager
            page={answer.page}
            pageCount={answer.pageCount}
            t={t}
            onPage={(page) => go({ ...(search.answerQuery ?? query), page })}
          />
        </>
      ) : null}
    </section>
  );
}
