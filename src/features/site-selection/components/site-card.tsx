import { DirectionsLink } from '../../../components/directions/directions-link';
import type { Language } from '../../../shared/content-model/language';
import type { SiteInfo } from '../../../shared/contracts/site-info';
import { siteAddressOf, type DirectionsTarget } from '../../../shared/domain/sites/directions';
import { formatDistance } from '../../../shared/domain/sites/distance';
import { selectSiteLabel, type SiteSelectionStrings } from '../site-selection-strings';

interface SiteCardProps {
  site: SiteInfo;
  t: SiteSelectionStrings;
  unit: string;
  language: Language;
  highlighted: boolean;
  busy: boolean;
  onFocusSite: (siteCode: string) => void;
  onConfirm: (siteCode: string) => void;
}

/** The badges a site earns: virtual, hybrid, not yet enrolling, enrolling soon. */
export function siteBadges(site: SiteInfo, t: SiteSelectionStrings): string[] {
  const badges: string[] = [];
  if (site.isVirtual) badges.push(t.virtualBadge);
  if (site.isHybridSite) badges.push(t.hybridBadge);
  if (site.notYetEnroll) badges.push(t.notYetEnrollingBadge);
  if (site.showEnrollSoon) badges.push(t.enrollingSoonBadge);
  return badges;
}

export function addressLines(site: SiteInfo): [string, string] {
  const cityLine = [site.siteCity, [site.siteState, site.siteZipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [site.siteAddress, cityLine];
}

/** Where a directions link takes the person: the site's address, its coordinates as a fallback. */
export function directionsTargetOf(site: SiteInfo): DirectionsTarget {
  return { address: siteAddressOf(site), latitude: site.latitude, longitude: site.longitude };
}

/**
 * One site: name, address, distance (one decimal and the unit), Directions (a place to visit),
 * badges, and the select button (Confirm). The name is a button too: it highlights the site
 * (Partial) and opens its info window.
 */
/** "Select this site", on a site's card and in its map window: confirms that site. */
export function SelectSiteButton({
  site,
  t,
  busy,
  onConfirm,
  className,
}: {
  site: SiteInfo;
  t: SiteSelectionStrings;
  busy: boolean;
  onConfirm: (siteCode: string) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `button button--primary ${className}` : 'button button--primary'}
      aria-label={selectSiteLabel(t, site.siteName)}
      disabled={busy}
      onClick={() => onConfirm(site.siteCode)}
    >
      {t.selectButton}
    </button>
  );
}

export function SiteCard({
  site,
  t,
  unit,
  language,
  highlighted,
  busy,
  onFocusSite,
  onConfirm,
}: SiteCardProps) {
  const [street, city] = addressLines(site);
  const distance = site.isVirtual ? '' : formatDistance(site.distance, unit, language);
  const badges = siteBadges(site, t);
  return (
    <li className={`site-card${highlighted ? ' site-card--highlighted' : ''}`} data-site-code={site.siteCode}>
      <h4 className="site-card__name">
        <button
          type="button"
          className="site-card__focus"
          aria-pressed={highlighted}
          onClick={() => onFocusSite(site.siteCode)}
        >
          {site.siteName}
        </button>
      </h4>
      <address className="site-card__address">
        {street ? <span>{street}</span> : null}
        {city ? <span>{city}</span> : null}
      </address>
      {distance ? <p className="site-card__distance">{t.distanceFrom(distance)}</p> : null}
      {site.isVirtual ? null : (
        <DirectionsLink siteName={site.siteName} target={directionsTargetOf(site)} language={language} />
      )}
      {badges.length > 0 ? (
        <ul className="site-card__badges">
          {badges.map((badge) => (
            <li key={badge} className="site-card__badge">
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      <SelectSiteButton site={site} t={t} busy={busy} onConfirm={onConfirm} className="site-card__select" />
    </li>
  );
}
