import { staffStrings } from '../staff-strings';
import { useStaffLocale } from '../use-staff-locale';

export interface StaffPagerProps {
  /** What the pages are of (the table's name). */
  label: string;
  /** The first row shown, from 0. */
  offset: number;
  /** How many rows this page shows. */
  shown: number;
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}

/** "Showing 1–50 of 120" with the previous and next pages, under a workspace table. */
export function StaffPager({ label, offset, shown, total, pageSize, onOffset }: StaffPagerProps) {
  const t = staffStrings(useStaffLocale());
  const last = Math.min(offset + shown, total);
  return (
    <nav className="staff__pager" aria-label={label}>
      <p role="status">
        {t.showing
          .replace('{from}', String(total === 0 ? 0 : offset + 1))
          .replace('{to}', String(last))
          .replace('{total}', String(total))}
      </p>
      <button
        type="button"
        className="staff__button"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        {t.previous}
      </button>
      <button
        type="button"
        className="staff__button"
        disabled={last >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        {t.next}
      </button>
    </nav>
  );
}
