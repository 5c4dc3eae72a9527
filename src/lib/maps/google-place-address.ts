import type { PlaceAddress } from './maps-adapter';

/**
 * Turns Google's address components into the form's address (street line, city, 2-letter state,
 * 5-digit zip). Kept apart from the loader so it is testable without the Maps script.
 */
export interface AddressComponentLike {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

function component(components: readonly AddressComponentLike[], type: string): AddressComponentLike | null {
  return components.find((candidate) => candidate.types.includes(type)) ?? null;
}

export function placeAddressOf(components: readonly AddressComponentLike[]): PlaceAddress {
  const number = component(components, 'street_number')?.long_name ?? '';
  const route = component(components, 'route')?.long_name ?? '';
  const city =
    component(components, 'locality') ??
    component(components, 'postal_town') ??
    component(components, 'sublocality') ??
    component(components, 'administrative_area_level_2');
  return {
    address: [number, route].filter((part) => part !== '').join(' '),
    city: city?.long_name ?? '',
    state: component(components, 'administrative_area_level_1')?.short_name ?? '',
    zip: (component(components, 'postal_code')?.long_name ?? '').slice(0, 5),
  };
}
