import { lazy, Suspense, useId, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { DirectionsLink } from '../../../components/directions/directions-link';
import type { MapSite } from '../../../components/map/site-map-types';
import type { SuccessPageFields } from '../../../shared/content-model/success-page-fields';
import type { SiteInfo } from '../../../shared/contracts/site-info';
import { displayPhone, telLinkOf } from '../../../shared/domain/cards/contact-links';
import { siteAddressOf } from '../../../shared/domain/sites/directions';
import { mapLinkOf, SUCCESS_MAP_ZOOM } from '../../../shared/domain/sites/map-link';
import { siteClipboardText } from '../../../shared/domain/sites/share-links';
import { selectSiteSettings } from '../../site-settings/site-settings-slice';
import type { SuccessStrings } from '../success-strings';
import { CopySiteButton } from './copy-site-button';
import { ShareMenu } from './share-menu';
import type { TextOf } from './success-text';

const SiteMap = lazy(() => import('../../../components/map/site-map'));

interface SelectedSiteCardProps {
  site: SiteInfo;
  fields: SuccessPageFields;
  strings: SuccessStrings;
  text: TextOf;
  language: 'en' | 'es';
  /** Injectable for tests (the clipboard). */
  writeText?: (text: string) => Promise<void>;
}

function mapSiteOf(site: SiteInfo): MapSite {
  return {
    id: site.siteCode,
    name: site.siteName,
    latitude: site.latitude,
    longitude: site.longitude,
    distance: site.distance,
    detail: [site.siteCity, site.siteState].filter(Boolean).join(', '),
    address: siteAddressOf(site),
  };
}

/** The chosen site, copy, share, web link, directions (a place to visit) and a map (zoom 10). */
export function SelectedSiteCard({
  site,
  fields,
  strings,
  text,
  language,
  writeText,
}: SelectedSiteCardProps) {
  const headingId = useId();
  const settings = useAppSelector(selectSiteSettings);
  const [infoOpen, setInfoOpen] = useState(false);
  const cityLine = [site.siteCity, [site.siteState, site.siteZipCode].filter(Boolean).join(' ')]
    .filter((part) => part.trim())
    .join(', ');
  const message = {
    subject: text(fields.shareEmailSubject, strings.shareEmailSubject),
    body: text(fields.shareEmailBody, strings.shareEmailBody),
    link: mapLinkOf(site.latitude, site.longitude),
  };
  const mapSite = mapSiteOf(site);
  return (
    <section className="site-card" aria-labelledby={headingId} data-site-code={site.siteCode}>
      <h3 id={headingId} className="site-card__heading">
        {text(fields.siteCardHeading, strings.siteCardHeading)}
      </h3>
      <p className="site-card__name">{site.siteName}</p>
      <address className="site-card__address">
        {site.siteAddress ? <span>{site.siteAddress}</span> : null}
        {cityLine ? <span>{cityLine}</span> : null}
        {site.contactPhoneNumber ? (
          <span>
            {strings.phone}:{' '}
            <a href={telLinkOf(site.contactPhoneNumber) ?? undefined}>
              {displayPhone(site.contactPhoneNumber)}
            </a>
          </span>
        ) : null}
      </address>
      <div className="site-card__actions">
        <CopySiteButton
          text={siteClipboardText(site)}
          label={text(fields.copyText, strings.copy)}
          copiedText={text(fields.copiedText, strings.copied)}
          failedText={strings.copyFailed}
          seconds={fields.copyTooltipSeconds}
          writeText={writeText}
        />
        <ShareMenu
          label={text(fields.shareText, strings.share)}
          media={fields.shareMedia}
          mediaNames={strings.shareMedia}
          message={message}
          opensInNewTab={strings.opensInNewTab}
        />
        {site.webUrl ? (
          <a
            className="button button--secondary"
            href={site.webUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text(fields.webLinkText, strings.webLink)}{' '}
            <span className="visually-hidden">{strings.opensInNewTab}</span>
          </a>
        ) : null}
        {site.isVirtual ? null : (
          <DirectionsLink
            siteName={site.siteName}
            target={{ address: mapSite.address ?? '', latitude: site.latitude, longitude: site.longitude }}
            language={language}
          />
        )}
      </div>
      {site.isVirtual ? null : (
        <Suspense fallback={<p className="site-card__map-loading">{strings.mapLoading}</p>}>
          <SiteMap
            sites={[mapSite]}
            selectedId={site.siteCode}
            infoWindowId={infoOpen ? site.siteCode : null}
            onMarkerClick={() => setInfoOpen((open) => !open)}
            onMapClick={() => setInfoOpen(false)}
            zoom={SUCCESS_MAP_ZOOM}
            apiKey={settings?.mapsApiKey ?? ''}
            heightPx={280}
            label={text(fields.mapLabel, strings.mapLabel)}
            language={language}
          />
        </Suspense>
      )}
    </section>
  );
}
