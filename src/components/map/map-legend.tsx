import type { Language } from '../../shared/content-model/language';
import { mapLegendStrings } from './map-legend-strings';
import { MARKER_COLOURS, type MarkerKind } from './map-marker-colours';

interface MapLegendProps {
  language: Language;
  /** Which kinds of marker the map shows now: only those are explained. */
  kinds: readonly MarkerKind[];
}

/** What each marker means, under the map (a list, read in order by screen readers). */
export function MapLegend({ language, kinds }: MapLegendProps) {
  const t = mapLegendStrings(language);
  const text: Record<MarkerKind, string> = {
    you: t.you,
    selected: t.selectedSite,
    site: t.studySite,
    group: t.group,
  };
  if (kinds.length === 0) return null;
  return (
    <ul className="map-legend" aria-label={t.legend}>
      {kinds.map((kind) => (
        <li key={kind} className={`map-legend__item map-legend__item--${kind}`}>
          <span
            className="map-legend__swatch"
            style={{ background: MARKER_COLOURS[kind] }}
            aria-hidden="true"
          >
            {kind === 'group' ? '3' : null}
          </span>
          {text[kind]}
        </li>
      ))}
    </ul>
  );
}
