import { DirectionsLink } from '../../../components/directions/directions-link';
import type { Language } from '../../../shared/content-model/language';
import { formatDistance } from '../../../shared/domain/sites/distance';
import type { StudyLocationStrings } from '../study-location-strings';
import { directionsTargetOf, type StudyLocation } from '../study-locations';

export interface LocationTexts {
  enrollSoon: string;
  notYetEnroll: string;
  distanceUnit: string;
}

/** States: not yet enrolling wins over enrolling soon (a site cannot be both to the person). */
export function LocationBadge({ location, texts }: { location: StudyLocation; texts: LocationTexts }) {
  if (location.notYetEnroll) {
    return <span className="study-location__badge study-location__badge--not-yet">{texts.notYetEnroll}</span>;
  }
  if (location.showEnrollSoon) {
    return <span className="study-location__badge study-location__badge--soon">{texts.enrollSoon}</span>;
  }
  return null;
}

interface ListProps {
  locations: readonly StudyLocation[];
  selectedId: string | null;
  texts: LocationTexts;
  t: StudyLocationStrings;
  language: Language;
  onSelect: (id: string) => void;
}

/**
 * The site list (550px high, scrolling). A row's button selects the location on the map; beside
 * it (a link cannot sit inside a button) the location's Directions.
 */
export function LocationList({ locations, selectedId, texts, t, language, onSelect }: ListProps) {
  return (
    <ul className="study-location__list" aria-label={t.locationsList}>
      {locations.map((location) => {
        const distance = formatDistance(location.distance, texts.distanceUnit, language);
        const place = [location.address, location.city, location.state].filter(Boolean).join(', ');
        const selected = location.siteID === selectedId;
        return (
          <li
            key={location.siteID}
            className={`study-location__item${selected ? ' study-location__item--selected' : ''}`}
          >
            <button
              type="button"
              className="study-location__item-button"
              aria-pressed={selected}
              disabled={location.isVirtual}
              onClick={() => onSelect(location.siteID)}
            >
              <span className="study-location__name">{location.name}</span>
              {location.isVirtual ? (
                <span className="study-location__place">{t.virtualSite}</span>
              ) : (
                <span className="study-location__place">{place}</span>
              )}
              {distance ? <span className="study-location__distance">{distance}</span> : null}
              {location.indicationList.length > 0 ? (
                <span className="study-location__indications">{location.indicationList.join(', ')}</span>
              ) : null}
            </button>
            <LocationBadge location={location} texts={texts} />
            {location.isVirtual ? null : (
              <DirectionsLink
                siteName={location.name}
                target={directionsTargetOf(location)}
                language={language}
                className="study-location__directions"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
