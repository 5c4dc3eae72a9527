/*
 * "Layout rules" and the spec's limits: a card list's column size defaults to 3 and may be at most 4 (above
 * 4, absent or unusable → 3); a carousel on mobile shows 1.
 */

export const CARD_LIST_DEFAULT_COLUMNS = 3;
export const CARD_LIST_MAX_COLUMNS = 4;
/** The spec's breakpoints: mobile below 500 px, tablet up to 1024 px. */
export const MOBILE_MAX_WIDTH = 499;
export const TABLET_MAX_WIDTH = 1024;

export type CardListLayout = 'Stack' | 'Carousel';

/** The column size content asks for, within the rule. */
export function cardListColumnSize(columnSize: number | undefined | null): number {
  if (typeof columnSize !== 'number' || !Number.isInteger(columnSize)) return CARD_LIST_DEFAULT_COLUMNS;
  if (columnSize < 1 || columnSize > CARD_LIST_MAX_COLUMNS) return CARD_LIST_DEFAULT_COLUMNS;
  return columnSize;
}

/**
 * Cards side by side at a viewport width: the column size on desktop, at most 2 on tablets and
 * 1 on mobile. For a carousel this is the number per slide (1 on mobile, as the spec's rules say); a stack
 * follows the same steps so cards never get narrower than a phone's width.
 */
export function cardListColumnsAt(columnSize: number | undefined | null, viewportWidth: number): number {
  const columns = cardListColumnSize(columnSize);
  if (viewportWidth <= MOBILE_MAX_WIDTH) return 1;
  if (viewportWidth <= TABLET_MAX_WIDTH) return Math.min(2, columns);
  return columns;
}
