import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { autocompleteCountries, MAX_AUTOCOMPLETE_COUNTRIES } from '../../lib/maps/autocomplete-countries';
import { browserGeolocation, locateVisitor, type GeolocationOutcome } from '../../lib/maps/geolocation';
import { chooseMapsBackend, type GeoLocation, type MapsAdapter } from '../../lib/maps/maps-adapter';
import type { ContactFormStrings } from './contact-form-strings';

// Its own chunk, fetched only with a key and a network: the Maps loader never weighs on other pages.
const GoogleMapsBridge = lazy(() => import('../../lib/maps/google-maps-bridge'));

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function geolocationMessage(outcome: GeolocationOutcome, t: ContactFormStrings): string | null {
  if (outcome.ok) return null;
  if (outcome.failure === 'unavailable') return t.geolocationUnavailable;
  if (outcome.failure === 'geocoding-failed') return t.geocodingFailed;
  return t.geolocationError(outcome.reason);
}

export interface LocationAssistState {
  adapter: MapsAdapter | null;
  zipTable: boolean;
  countries: readonly string[];
  location: GeoLocation | null;
  /** The geolocation message of a failure (the spec's error text), or null. */
  geolocationStatus: string | null;
  /** Renders the Maps loader when the Google backend applies (place it anywhere in the tree). */
  bridge: ReactNode;
}

/**
 * Chooses the address helpers: the Google adapter with a browser key and a network, else the bundled zip
 * table; and, on journey 01 with the adapter, the visitor's location (the spec's Geolocation) for the state
 * lock and the adult zip-match rule.
 */
export function useLocationAssist(options: {
  apiKey: string | undefined;
  language: string;
  country: string;
  geolocate: boolean;
  t: ContactFormStrings;
}): LocationAssistState {
  const { apiKey, language, country, geolocate, t } = options;
  const [backend, setBackend] = useState(() => chooseMapsBackend({ apiKey, online: isOnline() }));
  const [adapter, setAdapter] = useState<MapsAdapter | null>(null);
  const [location, setLocation] = useState<GeoLocation | null>(null);
  const [geolocationStatus, setGeolocationStatus] = useState<string | null>(null);
  const countries = useMemo(
    () => autocompleteCountries(country).slice(0, MAX_AUTOCOMPLETE_COUNTRIES),
    [country],
  );

  const onReady = useCallback((ready: MapsAdapter) => setAdapter(ready), []);
  const onFailed = useCallback(() => {
    setAdapter(null);
    setBackend('zip-table');
  }, []);

  useEffect(() => {
    if (!geolocate || !adapter) return;
    let live = true;
    void locateVisitor({ geolocation: browserGeolocation(), reverseGeocode: adapter.reverseGeocode }).then(
      (outcome) => {
        if (!live) return;
        if (outcome.ok) setLocation(outcome.location);
        setGeolocationStatus(geolocationMessage(outcome, t));
      },
    );
    return () => {
      live = false;
    };
  }, [adapter, geolocate, t]);

  const bridge =
    backend === 'google' && apiKey ? (
      <Suspense fallback={null}>
        <GoogleMapsBridge apiKey={apiKey} language={language} onReady={onReady} onFailed={onFailed} />
      </Suspense>
    ) : null;

  return {
    adapter: backend === 'google' ? adapter : null,
    // Until the Google script is ready the zip table keeps helping.
    zipTable: backend === 'zip-table' || adapter === null,
    countries,
    location,
    geolocationStatus,
    bridge,
  };
}
