import { useJsApiLoader } from '@react-google-maps/api';
import { useEffect } from 'react';
import type { MapsAdapter, PlaceAddress } from './maps-adapter';
import { placeAddressOf } from './google-place-address';

/**
 * Loads the Google Maps script (Places library) through @react-google-maps/api and hands the
 * contact form a MapsAdapter once it is ready. This module is its own lazy chunk: it is imported
 * only when a browser key is configured and the network is up (maps-adapter.ts chooseMapsBackend).
 */
const LIBRARIES: ('places' | 'geocoding')[] = ['places', 'geocoding'];

function createGoogleAdapter(): MapsAdapter {
  const geocoder = new google.maps.Geocoder();
  return {
    async reverseGeocode(point) {
      const answer = await geocoder.geocode({ location: { lat: point.latitude, lng: point.longitude } });
      const first = answer.results[0];
      return first ? placeAddressOf(first.address_components) : null;
    },
    attachAutocomplete(input, countries, onPlace: (place: PlaceAddress) => void) {
      const autocomplete = new google.maps.places.Autocomplete(input, {
        fields: ['address_components'],
        types: ['address'],
        ...(countries.length > 0 ? { componentRestrictions: { country: [...countries] } } : {}),
      });
      const listener = autocomplete.addListener('place_changed', () => {
        const components = autocomplete.getPlace().address_components;
        if (components) onPlace(placeAddressOf(components));
      });
      return () => {
        listener.remove();
        google.maps.event.clearInstanceListeners(autocomplete);
      };
    },
  };
}

export interface GoogleMapsBridgeProps {
  apiKey: string;
  language: string;
  onReady: (adapter: MapsAdapter) => void;
  /** The script could not load (blocked, offline after all): the form keeps the zip table. */
  onFailed: () => void;
}

export default function GoogleMapsBridge({ apiKey, language, onReady, onFailed }: GoogleMapsBridgeProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    language,
    libraries: LIBRARIES,
  });
  useEffect(() => {
    if (loadError) onFailed();
    else if (isLoaded) onReady(createGoogleAdapter());
  }, [isLoaded, loadError, onReady, onFailed]);
  return null;
}
