import type { StudyLocation } from '../../shared/content-model/trial';
import { displayPhone, joinIndications, telLinkOf } from '../../shared/domain/cards/contact-links';
import { mapLinkOf } from '../../shared/domain/sites/map-link';
import './study-location-card.css';

export interface StudyLocationCardTexts {
  /** The map link's text, e.g. 'View on map'. */
  mapText: string;
  /** Added to the map link's name: it opens in a new window. */
  newWindowText: string;
  /** The status labels by status (content may translate them). */
  status: Record<StudyLocation['locationstatus'], string>;
}

/**
 * The study location card: the status label (Enrolling in teal, other statuses grey), site and address,
 * indications joined with ' | ', the map link in a new window (maps link + lat,lng; none for a site without coordinates) and the phone as a tel:
 * link.
 */
export function StudyLocationCard({
  location,
  texts,
  headingLevel = 3,
}: {
  location: StudyLocation;
  texts: StudyLocationCardTexts;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const enrolling = location.locationstatus === 'Enrolling';
  const cityLine = [
    location.locationcity,
    [location.locationstate, location.locationzip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const indications = joinIndications(location.indication);
  return (
    <article className="study-location-card">
      <p
        className={`study-location-card__status study-location-card__status--${enrolling ? 'enrolling' : 'other'}`}
      >
        {texts.status[location.locationstatus]}
      </p>
      <Heading className="study-location-card__name">{location.locationsitename}</Heading>
      <address className="study-location-card__address">
        {location.locationaddress ? <span>{location.locationaddress}</span> : null}
        {cityLine ? <span>{cityLine}</span> : null}
        {location.locationcountry ? <span>{location.locationcountry}</span> : null}
      </address>
      {indications ? <p className="study-location-card__indications">{indications}</p> : null}
      <p className="study-location-card__links">
        {location.locationlatitude !== undefined && location.locationlongitude !== undefined ? (
          <a
            href={mapLinkOf(location.locationlatitude, location.locationlongitude)}
            target="_blank"
            rel="noopener noreferrer"
            className="study-location-card__map"
          >
            {texts.mapText}
            <span className="visually-hidden"> ({texts.newWindowText})</span>
          </a>
        ) : null}
        {location.locationphone ? (
          <a href={telLinkOf(location.locationphone) ?? undefined} className="study-location-card__phone">
            {displayPhone(location.locationphone)}
          </a>
        ) : null}
      </p>
    </article>
  );
}
