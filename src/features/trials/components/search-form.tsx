import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Language } from '../../../shared/content-model/language';
import type { HeroSearchFormFields } from '../../../shared/content-model/hero-search-fields';
import {
  capCondition,
  capZip,
  conditionError,
  wantsSuggestions,
  zipError,
  ZIP_LENGTH,
  type SearchFieldError,
} from '../../../shared/domain/trials/search-form-rules';
import { selectSuggestions, suggestionsCleared, suggestionsRequested } from '../trials-slice';
import { trialSearchStrings } from '../trial-search-strings';
import { ConditionCombobox } from './condition-combobox';

/** A condition of interest as the search names it: its key is what it searches by. */
export interface ChosenCondition {
  key: string;
  value: string;
}

/** What a search asks for (`q`: the chosen condition's key, else the text) and the text shown. */
export interface SearchSubmit {
  q: string;
  zip: string;
  text: string;
}

interface Props {
  fields: HeroSearchFormFields;
  language: Language;
  /**
   * The values shown first (a new `key` on the form shows new ones). Later values (the searched
   * condition's name, the member's zip arriving with the profile) replace a field the person has
   * not edited yet.
   */
  initial?: { q: string; zip: string; condition?: ChosenCondition | null };
  /** The compact box at the top of the results page. */
  compact?: boolean;
  /** The id of the heading that names the search landmark (two searches on a page need names). */
  labelledBy?: string;
  onSearch: (search: SearchSubmit) => void;
}

/** The chosen condition while the field still shows its name; null once typed over. */
function chosenShown(chosen: ChosenCondition | null, q: string, limit: number): ChosenCondition | null {
  return chosen && q.trim() === capCondition(chosen.value, limit).trim() ? chosen : null;
}

/**
 * The hero search form: a small controlled form (no form library, it sits on the home page). The zip is
 * checked on every change, blur and submit; the condition when it is required, once touched and on submit. A
 * picked suggestion searches by its condition's key (its own trials, not every trial sharing a word with its
 * name).
 */
export function SearchForm({ fields, language, initial, compact = false, labelledBy, onSearch }: Props) {
  const t = trialSearchStrings(language);
  const dispatch = useAppDispatch();
  const suggestions = useAppSelector(selectSuggestions);
  const zipId = useId();
  const zipRef = useRef<HTMLInputElement>(null);
  const shownQ = initial?.condition?.value ?? initial?.q ?? '';
  const [q, setQ] = useState(shownQ);
  const [chosen, setChosen] = useState<ChosenCondition | null>(initial?.condition ?? null);
  const [zip, setZip] = useState(initial?.zip ?? '');
  const edited = useRef({ q: false, zip: false });
  const initialKey = initial?.condition?.key;
  useEffect(() => {
    if (edited.current.q) return;
    setQ(shownQ);
    setChosen(initialKey && initial?.condition ? initial.condition : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the condition is known by its key
  }, [shownQ, initialKey]);
  const initialZip = initial?.zip ?? '';
  useEffect(() => {
    if (!edited.current.zip) setZip(initialZip);
  }, [initialZip]);
  const [listOpen, setListOpen] = useState(false);
  const [touched, setTouched] = useState({ q: false, zip: false });
  const [errors, setErrors] = useState<{ q: SearchFieldError; zip: SearchFieldError }>({
    q: null,
    zip: null,
  });

  const coiMessage = errors.q ? fields.coiRequiredErrorMessage || t.coiRequired : null;
  const zipMessage =
    errors.zip === 'required'
      ? fields.zipcodeRequiredErrorMessage || t.zipRequired
      : errors.zip === 'format'
        ? fields.zipcodeRegexFailedErrorMessage || t.zipInvalid
        : null;

  const changeCondition = (raw: string) => {
    const value = capCondition(raw, fields.coiInputTextLimit);
    edited.current.q = true;
    setQ(value);
    if (touched.q) setErrors((current) => ({ ...current, q: conditionError(value, fields) }));
    if (wantsSuggestions(value, fields.lengthToSuggestion)) {
      setListOpen(true);
      dispatch(suggestionsRequested({ term: value.trim(), limit: fields.totalSuggestion, language }));
    } else {
      setListOpen(false);
      dispatch(suggestionsCleared());
    }
  };

  const changeZip = (raw: string) => {
    const value = capZip(raw);
    edited.current.zip = true;
    setZip(value);
    // "validated on every event": once the person has typed, each change re-checks.
    setTouched((current) => ({ ...current, zip: true }));
    setErrors((current) => ({ ...current, zip: zipError(value, fields) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { q: conditionError(q, fields), zip: zipError(zip, fields) };
    setTouched({ q: true, zip: true });
    setErrors(next);
    setListOpen(false);
    if (next.q || next.zip) {
      // A refused search: focus goes to the first field in error (its message is an alert).
      if (next.q) event.currentTarget.querySelector<HTMLElement>('[role="combobox"]')?.focus();
      else zipRef.current?.focus();
      return;
    }
    const condition = chosenShown(chosen, q, fields.coiInputTextLimit);
    onSearch({ q: condition ? condition.key : q.trim(), zip: zip.trim(), text: q.trim() });
  };

  const current = suggestions.term === q.trim();
  const className = [
    'trial-search',
    fields.variant === 'variant2' ? 'trial-search--variant2' : '',
    fields.isHCP ? 'trial-search--hcp' : '',
    compact ? 'trial-search--compact' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <form className={className} role="search" aria-labelledby={labelledBy} noValidate onSubmit={submit}>
      <ConditionCombobox
        label={fields.coiLabel || t.coiLabel}
        placeholder={fields.coiPlaceholder || t.coiPlaceholder}
        value={q}
        maxLength={fields.coiInputTextLimit}
        open={listOpen && current && suggestions.status !== 'idle'}
        loading={suggestions.status === 'loading'}
        suggestions={current && suggestions.status === 'loaded' ? suggestions.items : []}
        noOptionText={fields.noOptionText || t.noOption}
        loadingText={t.suggestionsLoading}
        error={coiMessage}
        onChange={changeCondition}
        onPick={(suggestion) => {
          edited.current.q = true;
          setChosen({ key: suggestion.key, value: suggestion.value });
          setQ(capCondition(suggestion.value, fields.coiInputTextLimit));
          setListOpen(false);
          setErrors((prev) => ({ ...prev, q: null }));
          dispatch(suggestionsCleared());
        }}
        onClose={() => setListOpen(false)}
        onBlur={() => {
          setListOpen(false);
          setTouched((prev) => ({ ...prev, q: true }));
          setErrors((prev) => ({ ...prev, q: conditionError(q, fields) }));
        }}
      />
      <div className="trial-search__field trial-search__field--zip">
        <label htmlFor={zipId} className="trial-search__label">
          {fields.zipLabel || t.zipLabel}
        </label>
        <input
          id={zipId}
          ref={zipRef}
          className="trial-search__input"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder={fields.zipPlaceholder || t.zipPlaceholder}
          value={zip}
          aria-invalid={zipMessage ? true : undefined}
          aria-describedby={zipMessage ? `${zipId}-error` : undefined}
          onChange={(event) => changeZip(event.target.value)}
          onBlur={() => {
            setTouched((prev) => ({ ...prev, zip: true }));
            setErrors((prev) => ({ ...prev, zip: zipError(zip, fields) }));
          }}
        />
        {zipMessage && touched.zip ? (
          <p id={`${zipId}-error`} className="trial-search__error" role="alert">
            {zipMessage}
          </p>
        ) : null}
      </div>
      <button type="submit" className="trial-search__submit">
        {fields.buttonText || t.searchButton}
      </button>
    </form>
  );
}
