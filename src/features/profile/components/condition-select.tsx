import { useId, useState, type KeyboardEvent } from 'react';

export interface ConditionOption {
  key: string;
  label: string;
}

interface ConditionSelectProps {
  label: string;
  filterLabel: string;
  noOptionText: string;
  moreTags: (count: number) => string;
  options: readonly ConditionOption[];
  selected: readonly string[];
  onChange: (keys: string[]) => void;
}

/** "Dropdown shows at most 2 tags": the rest as '+N'. */
export const MAX_TAGS = 2;

interface OptionsProps {
  id: string;
  hidden: boolean;
  label: string;
  filterLabel: string;
  noOptionText: string;
  options: readonly ConditionOption[];
  selected: readonly string[];
  onToggle: (key: string) => void;
}

/** The open list: a filter (the autocomplete) and a checkbox per matching condition. */
function ConditionOptions({
  id,
  hidden,
  label,
  filterLabel,
  noOptionText,
  options,
  selected,
  onToggle,
}: OptionsProps) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const visible = options.filter((option) => option.label.toLowerCase().includes(wanted));
  return (
    <div id={`${id}-panel`} className="condition-select__panel" hidden={hidden}>
      <label htmlFor={`${id}-filter`}>{filterLabel}</label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
      />
      <fieldset className="condition-select__options">
        <legend className="visually-hidden">{label}</legend>
        {visible.length === 0 ? <p>{noOptionText}</p> : null}
        {visible.map((option) => (
          <div key={option.key} className="condition-select__option">
            <input
              id={`${id}-${option.key}`}
              type="checkbox"
              checked={selected.includes(option.key)}
              onChange={() => onToggle(option.key)}
            />
            <label htmlFor={`${id}-${option.key}`}>{option.label}</label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * The conditions multi-select: a button summarising the choice (two tags, then '+N') that opens a
 * filterable list of checkboxes. Escape closes it and returns to the button.
 */
export function ConditionSelect(props: ConditionSelectProps) {
  const { label, filterLabel, noOptionText, moreTags, options, selected, onChange } = props;
  const [open, setOpen] = useState(false);
  const id = useId().replace(/:/g, '');
  const labelOf = (key: string) => options.find((option) => option.key === key)?.label ?? key;
  const more = selected.length - MAX_TAGS;
  const toggle = (key: string) =>
    onChange(selected.includes(key) ? selected.filter((chosen) => chosen !== key) : [...selected, key]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById(`${id}-button`)?.focus();
  };
  return (
    <div className="condition-select" onKeyDown={onKeyDown}>
      <span id={`${id}-label`} className="condition-select__label">
        {label}
      </span>
      <button
        id={`${id}-button`}
        type="button"
        className="condition-select__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-tags`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span id={`${id}-tags`} className="condition-select__tags" data-testid="condition-tags">
          {selected.slice(0, MAX_TAGS).map((key) => (
            <span key={key} className="condition-select__tag">
              {labelOf(key)}
            </span>
          ))}
          {more > 0 ? <span className="condition-select__more">{moreTags(more)}</span> : null}
        </span>
      </button>
      <ConditionOptions
        id={id}
        hidden={!open}
        label={label}
        filterLabel={filterLabel}
        noOptionText={noOptionText}
        options={options}
        selected={selected}
        onToggle={toggle}
      />
    </div>
  );
}
