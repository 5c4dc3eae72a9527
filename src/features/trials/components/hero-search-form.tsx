import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { splitLocale, withLocale } from '../../../lib/locale';
import { heroSearchFormFieldsSchema } from '../../../shared/content-model/hero-search-fields';
import { SEARCH_RESULT_PATH, searchHash } from '../../../shared/domain/trials/search-form-rules';
import { trackEvent } from '../../analytics/analytics-slice';
import { standaloneSearchBox, storeSearchBox } from '../search-box-storage';
import { trialSearchStrings } from '../trial-search-strings';
import { SearchForm, type SearchSubmit } from './search-form';
import { useMemberZip, zipForLink } from './use-member-zip';
import { useTrialsFields } from './use-trials-fields';
import '../trials-search.css';

/** Where a search goes: the searchlink field, else the result page in the page's locale. */
export function searchTarget(
  searchlink: string | undefined,
  locale: ReturnType<typeof splitLocale>['locale'],
) {
  return searchlink ?? withLocale(SEARCH_RESULT_PATH, locale);
}

/**
 * The hero search form widget: on submit the value and its analytics go to local storage
 * (standalone-search-box), a search event goes through the analytics path (consent decides whether it is
 * sent; no search text in it: a condition is health data), and the browser goes to the result page with
 * #q=…&zip=…. A signed-in member's zip is filled in from the profile.
 */
export default function HeroSearchForm({ fields: raw, position }: { fields: unknown; position: number }) {
  const fields = useTrialsFields(heroSearchFormFieldsSchema, raw, 'HeroSearchForm');
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { locale } = splitLocale(location.pathname);
  const t = trialSearchStrings(locale);
  const Heading = position === 0 ? 'h1' : 'h2';
  const titleId = useId();
  const memberZip = useMemberZip();

  const onSearch = ({ q, zip, text }: SearchSubmit) => {
    storeSearchBox(standaloneSearchBox(text, zip, 'hero', new Date()));
    dispatch(
      trackEvent({
        name: 'trial-search',
        data: { source: 'hero', hasCondition: q !== '', hasZip: zip !== '' },
      }),
    );
    const base = searchTarget(fields.searchlink, locale).split('#')[0] ?? '';
    // Another site cannot read the member's profile: only there does their own zip go along.
    const external = /^https?:\/\//i.test(base);
    const target = `${base}${searchHash({ q, zip: external ? zip : zipForLink(zip, memberZip) })}`;
    if (external) window.location.assign(target);
    else navigate(target);
  };

  const className = ['hero-search', fields.isHCP ? 'hero-search--hcp' : '', `hero-search--${fields.variant}`]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="hero-search__inner">
        <Heading id={titleId} className="hero-search__title">
          {fields.title || t.searchTitle}
        </Heading>
        {fields.description ? <p className="hero-search__description">{fields.description}</p> : null}
        <SearchForm
          fields={fields}
          language={locale}
          labelledBy={titleId}
          initial={{ q: '', zip: memberZip }}
          onSearch={onSearch}
        />
      </div>
    </section>
  );
}
