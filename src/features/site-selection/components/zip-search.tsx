import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  isAcceptedZipKey,
  sanitiseZipInput,
  ZIP_MAX_LENGTH,
  zipSearchError,
} from '../../../shared/domain/sites/zip-search';
import type { SiteSelectionStrings } from '../site-selection-strings';

interface ZipSearchProps {
  t: SiteSelectionStrings;
  pattern?: string;
  initialZip: string;
  disabled: boolean;
  onSearch: (zip: string) => void;
}

/**
 * Journey 01's ZIP search (§2.1, §5): digits only, at most 5, validated on every change and at
 * search; a search with an error shows the message instead of searching.
 */
export function ZipSearch({ t, pattern, initialZip, disabled, onSearch }: ZipSearchProps) {
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
          maxLength={ZIP_MAX_LENGTH}
          placeholder={t.zipPlaceholder}
          value={zip}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setTouched(true);
            setError(zipSearchError(zip, config));
          }}
          onKeyDown={keyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={disabled}>
          {t.searchButton}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="site-selection__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
