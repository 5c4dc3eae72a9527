import type { Trial } from '../../../shared/content-model/trial';
import { sidebarFacts } from '../../../shared/domain/trials/trial-details-rules';
import type { TrialsStrings } from '../trials-strings';

interface Props {
  trial: Trial;
  title: string;
  labels: Record<string, string>;
  t: TrialsStrings;
  className: string;
}

/**
 * The study-details sidebar (site-selection-success-support.md §2.7): the trial's facts in the
 * spec's order, labels from content with built-in fallbacks; a completion date in year 1 (the
 * source's "no date") is left out.
 */
export function StudyDetailsSidebar({ trial, title, labels, t, className }: Props) {
  const facts = sidebarFacts(trial);
  return (
    <aside className={`study-details ${className}`} aria-label={title}>
      <h2 className="study-details__title">{title}</h2>
      <dl className="study-details__list">
        {facts.map((fact) => (
          <div key={fact.key} className="study-details__fact">
            <dt>{labels[fact.key] || t.sidebar[fact.key]}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
