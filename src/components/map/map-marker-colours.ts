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

/** The colours as CSS custom properties, set on each map's root: the offline map's CSS reads them. */
export const MARKER_COLOUR_PROPERTIES = {
  '--map-you': MARKER_COLOURS.you,
  '--map-selected': MARKER_COLOURS.selected,
  '--map-site': MARKER_COLOURS.site,
} as Record<string, string>;
