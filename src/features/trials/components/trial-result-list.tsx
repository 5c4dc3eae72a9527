import type { Language } from '../../../shared/content-model/language';
import type { SearchQuery } from '../../../shared/domain/trials/search-form-rules';
import type { TrialFilterStrings } from '../trial-filter-strings';
import { trialWhy } from '../trial-why';
import type { SearchAnswer } from '../trials-slice';
import type { TrialsStrings } from '../trials-strings';
import { TrialResultCard, type TrialCardTexts } from './trial-result-card';

interface Props {
  answer: SearchAnswer;
  /** The search the answer is for: its age filter is what the cards' "why" line speaks of. */
  answerQuery: SearchQuery | null;
  t: TrialsStrings;
  s: TrialFilterStrings;
  texts: TrialCardTexts;
  goodMatchDistance: number;
  headingLevel: 2 | 3;
  language: Language;
  noResultsText: string;
}

/** An answer's cards in order, each with its "why this trial" line; the empty state without any. */
export function TrialResultList({ answer, answerQuery, t, s, texts, noResultsText, ...card }: Props) {
  if (answer.results.length === 0) return <p className="trial-results__empty">{noResultsText}</p>;
  const why = {
    originZip: answer.origin?.zipCode ?? null,
    age: answerQuery?.filters.age ?? null,
    distanceUnit: texts.distanceUnit,
    language: card.language,
  };
  return (
    <ol className="trial-results__list">
      {answer.results.map((trial) => (
        <li key={trial.trialorgstudyid}>
          <TrialResultCard
            trial={trial}
            t={t}
            texts={texts}
            goodMatchDistance={card.goodMatchDistance}
            headingLevel={card.headingLevel}
            why={{ label: s.whyLabel, reasons: trialWhy(trial, why, s) }}
          />
        </li>
      ))}
    </ol>
  );
}
