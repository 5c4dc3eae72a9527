import { useId, useState, type FormEvent } from 'react';
import { MAX_TRIAL_AGE } from '../../../shared/domain/trials/trial-filters';
import type { TrialFilterStrings } from '../trial-filter-strings';

interface Props {
  age: number | null;
  s: TrialFilterStrings;
  onChange: (age: number | null) => void;
}

/** '' is no age; whole years up to the maximum; anything else is refused. */
function readAge(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) > MAX_TRIAL_AGE) return 'invalid';
  return Number(trimmed);
}

/**
 * The searcher's age: applied with Enter or its button, not per keystroke (typing 45 would search
 * for 4 first and put both in the history). Its parent keys it by the applied age, so a change
 * from outside (Clear filters, a followed link) starts it afresh.
 */
export function TrialAgeFilter({ age, s, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(age === null ? '' : String(age));
  const [invalid, setInvalid] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = readAge(text);
    setInvalid(next === 'invalid');
    if (next !== 'invalid' && next !== age) onChange(next);
  };
  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="trial-filters__group trial-filters__age" noValidate onSubmit={apply}>
      <fieldset className="trial-filters__fieldset">
        <legend className="trial-filters__legend">{s.age}</legend>
        <label htmlFor={id} className="trial-filters__label">
          {s.ageLabel}
        </label>
        <p id={`${id}-hint`} className="trial-filters__hint">
          {s.ageHint}
        </p>
        <div className="trial-filters__age-row">
          <input
            id={id}
            className="trial-filters__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={text}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="trial-filters__apply">
            {s.ageApply}
          </button>
        </div>
        {invalid ? (
          <p id={`${id}-error`} className="trial-filters__error" role="alert">
            {s.ageInvalid}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
