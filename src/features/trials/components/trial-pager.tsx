import type { TrialsStrings } from '../trials-strings';

/** At most this many numbered pages, centred on the current one. */
export const PAGE_WINDOW = 5;

/** The numbered pages around `page` (1-based), at most PAGE_WINDOW of them. */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW): number[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - half, pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

interface Props {
  page: number;
  pageCount: number;
  t: TrialsStrings;
  onPage: (page: number) => void;
}

/** First, previous, numbered pages, next, last; the ends are disabled, the current page marked. */
export function TrialPager({ page, pageCount, t, onPage }: Props) {
  if (pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const button = (label: string, target: number, disabled: boolean, extra = '') => (
    <li key={label}>
      <button
        type="button"
        className={`trial-pager__button ${extra}`.trim()}
        disabled={disabled}
        onClick={() => onPage(target)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav className="trial-pager" aria-label={t.pagination}>
      <ul>
        {button(t.first, 1, atStart)}
        {button(t.previous, page - 1, atStart)}
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`trial-pager__button trial-pager__page${number === page ? ' trial-pager__page--current' : ''}`}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t.page(number)}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {button(t.next, page + 1, atEnd)}
        {button(t.last, pageCount, atEnd)}
      </ul>
    </nav>
  );
}
