import { useId, useRef, useState, type FormEvent } from 'react';
import { isAcceptedZipKey, sanitiseZipInput, zipSearchError } from '../../../shared/domain/sites/zip-search';

export interface ZipSearchTexts {
  label: string;
  placeholder: string;
  button: string;
  requiredMessage: string;
  invalidMessage: string;
  pattern?: string;
}

/**
 * The study ZIP search (the same validation rules as site selection): digits only, at most 5, validated on
 * every change and at search; a search with an error shows the message instead of searching.
 */
export function ZipSearchForm({
  texts,
  notice = null,
  onSearch,
}: {
  texts: ZipSearchTexts;
  /** What the last search found out about its zip (e.g. that it is unknown), or null. */
  notice?: string | null;
  onSearch: (zip: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const rules = {
    pattern: texts.pattern,
    requiredMessage: texts.requiredMessage,
    invalidMessage: texts.invalidMessage,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = zipSearchError(value, rules);
    setTouched(true);
    setError(message);
    if (message === null) {
      setSearched(value.trim());
      onSearch(value.trim());
    } else input.current?.focus(); // a refused search: back to the field, its message is an alert
  };
  const [searched, setSearched] = useState<string | null>(null);
  // The field's own error first; the search's notice only while the field holds what was searched.
  const shown = (touched ? error : null) ?? (notice !== null && value === searched ? notice : null);
  return (
    <form className="study-location__zip" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-zip`}>{texts.label}</label>
      <div className="study-location__zip-row">
        <input
          ref={input}
          id={`${id}-zip`}
          name="zipCode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          // No maxLength: the browser would cut pasted text (" 60611") before it is cleaned;
          // sanitiseZipInput keeps at most five digits.
          placeholder={texts.placeholder}
          value={value}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onKeyDown={(event) => {
            if (!isAcceptedZipKey(event)) event.preventDefault();
          }}
          onChange={(event) => {
            const next = sanitiseZipInput(event.target.value);
            setValue(next);
            setError(zipSearchError(next, rules));
          }}
          onBlur={() => setTouched(true)}
        />
        <button type="submit" className="button button--primary">
          {texts.button}
        </button>
      </div>
      {shown ? (
        <p id={`${id}-error`} className="study-location__error" role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
