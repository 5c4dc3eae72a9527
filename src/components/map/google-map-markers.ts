import type { GoogleMarkerClustererProps } from '@react-google-maps/api';
import { MARKER_COLOURS } from './map-marker-colours';

/*
 * The Google map's marker symbols (vector, so nothing is fetched) and the cluster markers.
 * Only called once the Maps script has loaded: they read the `google` global.
 */

type ClusterRenderer = NonNullable<GoogleMarkerClustererProps['options']['renderer']>;

function dot(fillColor: string, scale: number, strokeWeight = 2): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale,
    fillColor,
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight,
  };
}

export function siteIcon(selected: boolean): google.maps.Symbol {
  return selected ? dot(MARKER_COLOURS.selected, 11) : dot(MARKER_COLOURS.site, 8);
}

/** The person: a blue dot with a wide white ring, as phones show "you are here". */
export function youIcon(): google.maps.Symbol {
  return dot(MARKER_COLOURS.you, 9, 4);
}

/** The cluster grows a little with its count, so big groups read as big. */
export function clusterScale(count: number): number {
  return 14 + Math.min(10, Math.round(Math.log2(count) * 2));
}

/**
 * Clusters as teal circles with their count (the library's default draws its own colours and
 * needs a legend of its own); named for screen readers and kept under the selected site and
 * the person, who are never clustered.
 */
export function clusterRenderer(nameOf: (count: number) => string): ClusterRenderer {
  return {
    render: ({ count, position }) =>
      new google.maps.Marker({
        position,
        icon: dot(MARKER_COLOURS.group, clusterScale(count)),
        label: { text: String(count), color: '#ffffff', fontSize: '13px', fontWeight: '700' },
        title: nameOf(count),
        zIndex: 1,
      }),
  };
}
