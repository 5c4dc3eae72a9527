import { useId, useState, type KeyboardEvent } from 'react';
import type { ConditionSuggestion } from '../../../shared/contracts/trials';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  /** The list is open (enough characters typed and not dismissed). */
  open: boolean;
  loading: boolean;
  suggestions: ConditionSuggestion[];
  noOptionText: string;
  loadingText: string;
  error: string | null;
  onChange: (value: string) => void;
  onPick: (suggestion: ConditionSuggestion) => void;
  onClose: () => void;
  onBlur: () => void;
}

/**
 * The condition of interest: an ARIA 1.2 combobox with a listbox popup. Arrow keys move the
 * active option (focus stays in the input), Enter picks it, Escape closes the list.
 */
export function ConditionCombobox(props: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [active, setActive] = useState(-1);
  const count = props.suggestions.length;
  const showList = props.open;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && showList && active >= 0 && active < count) {
      event.preventDefault();
      props.onPick(props.suggestions[active] as ConditionSuggestion);
      setActive(-1);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      props.onClose();
      setActive(-1);
    }
  };

  return (
    <div className="trial-search__field trial-search__field--coi">
      <label htmlFor={id} className="trial-search__label">
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className="trial-search__input"
        placeholder={props.placeholder}
        value={props.value}
        maxLength={props.maxLength}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 && active < count ? `${listId}-${active}` : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => {
          setActive(-1);
          props.onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={props.onBlur}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={props.label}
        className="trial-search__list"
        hidden={!showList}
      >
        {showList && props.loading && count === 0 ? (
          <li className="trial-search__list-note" role="presentation">
            {props.loadingText}
          </li>
        ) : null}
        {showList && !props.loading && count === 0 ? (
          <li className="trial-search__list-note" role="presentation">
            {props.noOptionText}
          </li>
        ) : null}
        {showList
          ? props.suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="trial-search__option"
                // mousedown, not click: the input's blur must not close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  props.onPick(suggestion);
                }}
              >
                {suggestion.value}
              </li>
            ))
          : null}
      </ul>
      {props.error ? (
        <p id={errorId} className="trial-search__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
