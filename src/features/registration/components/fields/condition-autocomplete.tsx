import { useState, type KeyboardEvent } from 'react';
import { useField } from 'react-final-form';
import type { ConditionOfInterest } from '../../../../shared/contracts/lists';
import { visibleTags } from '../../../../shared/domain/registration/condition-tags';
import type { RegistrationStrings } from '../../registration-strings';
import { controlIds, FieldMessage, invalidProps, RequiredMark, shownError } from './field-a11y';

interface ConditionAutocompleteProps {
  name: string;
  label: string;
  placeholder: string;
  noOptionsText: string;
  options: readonly ConditionOfInterest[];
  idPrefix: string;
  required: boolean;
  t: RegistrationStrings;
}

function matching(options: readonly ConditionOfInterest[], query: string): ConditionOfInterest[] {
  const wanted = query.trim().toLowerCase();
  return options.filter((option) => wanted === '' || option.value.toLowerCase().includes(wanted));
}

/**
 * Conditions of interest: a multi-select autocomplete (the ARIA combobox pattern). Typing
 * filters the list; arrows move, Enter ticks or unticks, a click ticks and closes, Escape closes
 * and drops the typed text, Backspace on an empty input
 * removes the last choice. The input shows at most 2 chosen tags, then '+N'; every choice stays
 * visible (and removable) in the list as a ticked option.
 */
export function ConditionAutocomplete(props: ConditionAutocompleteProps) {
  const { name, label, placeholder, noOptionsText, options, idPrefix, required, t } = props;
  const { input, meta } = useField<string[]>(name, {
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ids = controlIds(idPrefix, name);
  const listId = `${ids.control}-list`;
  const error = shownError(meta);
  const selected = Array.isArray(input.value) ? input.value : [];
  const shown = matching(options, query);
  const labelOf = (key: string) => options.find((option) => option.key === key)?.value ?? key;
  const tags = visibleTags(selected);

  const toggle = (key: string) =>
    input.onChange(selected.includes(key) ? selected.filter((entry) => entry !== key) : [...selected, key]);
  /** Closes the list and drops the typed filter: an open list would stand over Back and Next. */
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  /** A pick by click or tap: ticked, then the list closes (a click or an arrow key opens it again). */
  const pick = (key: string) => {
    toggle(key);
    close();
  };

  /** The highlighted option: none after a click, the first match while typing. */
  const move = (step: 1 | -1) => {
    const count = Math.max(shown.length, 1);
    setActive((index) => (index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault(); // never submits the step
      const option = shown[active];
      if (open && option) toggle(option.key);
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Backspace' && query === '' && selected.length > 0) {
      input.onChange(selected.slice(0, -1));
    }
  };

  return (
    <div className="registration__field registration-autocomplete">
      <label htmlFor={ids.control} className="registration__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <div className="registration-autocomplete__box">
        {tags.shown.map((key) => (
          <span key={key} className="registration-autocomplete__tag">
            {labelOf(key)}
            <button type="button" aria-label={t.removeTag(labelOf(key))} onClick={() => toggle(key)}>
              ×
            </button>
          </span>
        ))}
        {tags.more > 0 ? (
          <span className="registration-autocomplete__more" data-testid="conditions-more">
            {t.moreTags(tags.more)}
          </span>
        ) : null}
        <input
          id={ids.control}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
          aria-required={required || undefined}
          {...invalidProps(ids.message, error)}
          value={query}
          placeholder={selected.length === 0 ? placeholder : undefined}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => input.onFocus()}
          onClick={() => {
            setActive(-1);
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            input.onBlur();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        hidden={!open}
        className="registration-autocomplete__list"
      >
        {shown.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={selected.includes(option.key)}
            className={index === active ? 'is-active' : undefined}
            // Keeps the focus in the input, where the next choice is typed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option.key)}
          >
            {option.value}
          </li>
        ))}
        {shown.length === 0 ? (
          <li role="option" aria-disabled="true" aria-selected={false}>
            {noOptionsText}
          </li>
        ) : null}
      </ul>
      <FieldMessage id={ids.message} message={error} />
    </div>
  );
}
