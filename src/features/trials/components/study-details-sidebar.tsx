import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../../lib/locale';
import type { Language } from '../../../shared/content-model/language';
import type { Trial } from '../../../shared/content-model/trial';
import { formatCalendarDate, formatNumber } from '../../../shared/domain/locale-format';
import { sidebarFacts, type SidebarFact } from '../../../shared/domain/trials/trial-details-rules';
import type { TrialsStrings } from '../trials-strings';

interface Props {
  trial: Trial;
  title: string;
  labels: Record<string, string>;
  t: TrialsStrings;
  className: string;
}

/** A fact as the page's language writes it: the completion date in words, counts grouped. */
function displayValue(fact: SidebarFact, language: Language): string {
  if (fact.key === 'completionDate') return formatCalendarDate(fact.value, language) || fact.value;
  if (fact.key === 'enrollment' && /^\d+$/.test(fact.value))
    return formatNumber(Number(fact.value), language);
  return fact.value;
}

/**
 * The study-details sidebar: the trial's facts in the spec's order, labels from content with built-in
 * fallbacks; a completion date in year 1 (the source's "no date") is left out.
 */
export function StudyDetailsSidebar({ trial, title, labels, t, className }: Props) {
  const facts = sidebarFacts(trial);
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <aside className={`study-details ${className}`} aria-label={title}>
      <h2 className="study-details__title">{title}</h2>
      <dl className="study-details__list">
        {facts.map((fact) => (
          <div key={fact.key} className="study-details__fact">
            <dt>{labels[fact.key] || t.sidebar[fact.key]}</dt>
            <dd>{displayValue(fact, locale)}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
