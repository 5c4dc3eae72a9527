import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isAcceptedZipKey, sanitiseZipInput, zipSearchError } from '../../../shared/domain/sites/zip-search';
import type { SiteSelectionStrings } from '../site-selection-strings';

interface ZipSearchProps {
  t: SiteSelectionStrings;
  pattern?: string;
  initialZip: string;
  disabled: boolean;
  /** What the last search found out about the zip (e.g. that it is unknown), or null. */
  notice?: string | null;
  onSearch: (zip: string) => void;
}

/**
 * Journey 01's ZIP search: digits only, at most 5, validated on every change and at
 * search; a search with an error shows the message instead of searching.
 */
export function ZipSearch({ t, pattern, initialZip, disabled, notice, onSearch }: ZipSearchProps) {
  const id = useId();
  const [zip, setZip] = useState(initialZip);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const config = { pattern, requiredMessage: t.zipRequiredMessage, invalidMessage: t.zipInvalidMessage };

  const change = (raw: string) => {
    const next = sanitiseZipInput(raw);
    setZip(next);
    if (touched) setError(zipSearchError(next, config));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const problem = zipSearchError(zip, config);
    setError(problem);
    if (!problem) onSearch(zip.trim());
    else input.current?.focus(); // a refused search: back to the field, its message is an alert
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAcceptedZipKey(event)) event.preventDefault();
  };
  const errorId = `${id}-error`;
  // The field's own error first; the search's notice only while the field holds what was searched.
  const message = error ?? (notice && zip === initialZip ? notice : null);
  return (
    <form className="site-selection__zip" role="search" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-zip`}>{t.zipLabel}</label>
      <div className="site-selection__zip-row">
        <input
          ref={input}
          id={`${id}-zip`}
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          // No maxLength: the browser would cut pasted text (" 60611") before it is cleaned;
          // sanitiseZipInput keeps at most ZIP_MAX_LENGTH digits.
          placeholder={t.zipPlaceholder}
          value={zip}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setTouched(true);
            setError(zipSearchError(zip, config));
          }}
          onKeyDown={keyDown}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={disabled}>
          {t.searchButton}
        </button>
      </div>
      {message ? (
        <p id={errorId} className="site-selection__error" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
