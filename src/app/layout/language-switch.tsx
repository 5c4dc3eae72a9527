import { Link, useLocation } from 'react-router-dom';
import { splitLocale, withLocale, type Locale } from '../../lib/locale';
import type { LanguageOption } from '../../shared/content-model/language';

const FALLBACK_LANGUAGES: LanguageOption[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

/** Switches between en and es on the same page, keeping the path and the query string. */
export function LanguageSwitch({ languages, label }: { languages?: LanguageOption[]; label: string }) {
  const location = useLocation();
  const { locale, path } = splitLocale(location.pathname);
  const options = languages && languages.length > 0 ? languages : FALLBACK_LANGUAGES;
  if (options.length < 2) return null;
  return (
    <ul className="language-switch" aria-label={label}>
      {options.map((option) => (
        <li key={option.code}>
          <Link
            className="language-switch__link"
            to={{ pathname: withLocale(path, option.code as Locale), search: location.search }}
            lang={option.code}
            hrefLang={option.code}
            aria-current={option.code === locale ? 'true' : undefined}
          >
            {option.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
