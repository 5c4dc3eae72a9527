/**
 * The markers' colours, one meaning each, shared by the Google map's symbols and the legend: the
 * person in blue (as phones draw "you"), the selected site in orange and larger, other sites and
 * groups of sites in the brand's teal.
 */
export const MARKER_COLOURS = {
  you: '#1a5fb4',
  selected: '#b35c00',
  site: '#0b5c6b',
  group: '#0b5c6b',
} as const;

export type MarkerKind = keyof typeof MARKER_COLOURS;
