import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from '../../../shared/domain/widgets/roving-tabs';
import { useMediaQuery } from '../../../components/use-media-query';
import './responsive-tabs.css';

interface Props {
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** From this width tabs, below it a dropdown. */
  tabsFrom: number;
  /** The dropdown's label (and the tab list's accessible name). */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * Tabs on wide screens (WAI-ARIA tabs: one tab in the Tab order, arrows/Home/End move and select),
 * a native <select> below `tabsFrom`. The panel (children) shows the selected entry either way.
 */
export function ResponsiveTabs({ labels, selected, onSelect, tabsFrom, label, className, children }: Props) {
  const wide = useMediaQuery(`(min-width: ${tabsFrom}px)`);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, selected, labels.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className={`responsive-tabs ${className}`}>
      {wide ? (
        <div role="tablist" aria-label={label} className="responsive-tabs__list">
          {labels.map((text, index) => (
            <button
              key={`${index}-${text}`}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId}
              tabIndex={index === selected ? 0 : -1}
              className="responsive-tabs__tab"
              onClick={() => onSelect(index)}
              onKeyDown={onKeyDown}
            >
              {text}
            </button>
          ))}
        </div>
      ) : (
        <div className="responsive-tabs__select">
          <label htmlFor={`${id}-select`} className="responsive-tabs__select-label">
            {label}
          </label>
          <select
            id={`${id}-select`}
            value={selected}
            onChange={(event) => onSelect(Number(event.target.value))}
          >
            {labels.map((text, index) => (
              <option key={`${index}-${text}`} value={index}>
                {text}
              </option>
            ))}
          </select>
        </div>
      )}
      <div
        id={panelId}
        className="responsive-tabs__panel"
        {...(wide ? { role: 'tabpanel', 'aria-labelledby': tabId(selected), tabIndex: 0 } : {})}
      >
        {children}
      </div>
    </div>
  );
}
