import type { Language } from '../../shared/content-model/language';
import { directionsUrlOf, mapsPlatformOf, type DirectionsTarget } from '../../shared/domain/sites/directions';
import { useClientValue } from '../use-client-value';
import { directionsStrings } from './directions-strings';

interface DirectionsLinkProps {
  /** The site's name: the link's accessible name is "Directions to <name>". */
  siteName: string;
  target: DirectionsTarget;
  language: Language;
  className?: string;
}

const readPlatform = () => mapsPlatformOf(navigator.userAgent);

/**
 * "Directions": opens the phone's map app at the site. The platform is read from the user agent
 * after hydration (the server's first screen renders the Google Maps URL, which works anywhere),
 * so the server's and the browser's first renders agree. Nothing when the site has no place.
 */
export function DirectionsLink({ siteName, target, language, className }: DirectionsLinkProps) {
  const platform = useClientValue(readPlatform, 'other');
  const href = directionsUrlOf(target, platform);
  if (href === null) return null;
  const t = directionsStrings(language);
  // A web map opens beside the page (the person's place in the flow stays); a geo: URI hands over
  // to the map app and needs no tab.
  const web = href.startsWith('https:');
  return (
    <a
      className={className ?? 'button directions-link'}
      href={href}
      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {t.directions}
      <span className="visually-hidden">
        {t.toSite(siteName)}
        {web ? ` ${t.opensInNewTab}` : ''}
      </span>
    </a>
  );
}
