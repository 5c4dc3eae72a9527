/*
 * "Other widgets": side-by-side content on a 12-column grid — FiftyFifty 6/6, SeventyThirty 8/4,
 * ThirtySeventy 4/8 (stacked on mobile).
 */
export const SIDE_BY_SIDE_LAYOUTS = ['FiftyFifty', 'SeventyThirty', 'ThirtySeventy'] as const;
export type SideBySideLayout = (typeof SIDE_BY_SIDE_LAYOUTS)[number];

export const GRID_COLUMNS = 12;

const SPANS: Record<SideBySideLayout, readonly [number, number]> = {
  FiftyFifty: [6, 6],
  SeventyThirty: [8, 4],
  ThirtySeventy: [4, 8],
};

/** The column spans of the left and right blocks; they always add up to the 12-column grid. */
export function sideBySideSpans(layout: SideBySideLayout): readonly [number, number] {
  return SPANS[layout];
}
