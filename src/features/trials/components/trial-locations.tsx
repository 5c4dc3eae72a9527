import { useState } from 'react';
import { StudyLocationCard } from '../../../components/cards/study-location-card';
import type { Trial } from '../../../shared/content-model/trial';
import type { TrialsStrings } from '../trials-strings';

/** Sites shown at first, and added by each "Show more": a registry study may list thousands. */
export const LOCATIONS_PER_STEP = 20;

interface TrialLocationsProps {
  locations: Trial['locations'];
  title: string;
  t: TrialsStrings;
}

/**
 * A trial's sites, the first LOCATIONS_PER_STEP of them, then more on request: a study with
 * 3,000 sites drew 3,000 cards at once (seconds on a phone) for a person who reads the first few.
 * Focus moves to the first site added, so a keyboard or screen-reader user carries on from there.
 */
export function TrialLocations({ locations, title, t }: TrialLocationsProps) {
  const [shown, setShown] = useState(LOCATIONS_PER_STEP);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const left = locations.length - shown;
  return (
    <section aria-labelledby="trial-locations" className="trial-details__locations">
      <h2 id="trial-locations">{title}</h2>
      {locations.length > LOCATIONS_PER_STEP ? (
        <p className="trial-details__locations-count">
          {t.locationsShown(Math.min(shown, locations.length), locations.length)}
        </p>
      ) : null}
      <ul>
        {locations.slice(0, shown).map((location, index) => (
          // A registry study may list two sites of one name and zip.
          <li
            key={`${String(index)}-${location.locationsitename}`}
            tabIndex={index === focusFrom ? -1 : undefined}
            ref={index === focusFrom ? (item) => item?.focus() : undefined}
          >
            <StudyLocationCard
              location={location}
              texts={{ mapText: t.mapText, newWindowText: t.newWindow, status: t.locationStatus }}
            />
          </li>
        ))}
      </ul>
      {left > 0 ? (
        <button
          type="button"
          className="button button--secondary trial-details__more-locations"
          onClick={() => {
            setFocusFrom(shown);
            setShown(shown + LOCATIONS_PER_STEP);
          }}
        >
          {t.moreLocations(Math.min(LOCATIONS_PER_STEP, left), left)}
        </button>
      ) : null}
    </section>
  );
}
