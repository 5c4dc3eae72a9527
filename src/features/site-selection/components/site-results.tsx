import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { Language } from '../../../shared/content-model/language';
import type { SiteInfo } from '../../../shared/contracts/site-info';
import { formatDistance } from '../../../shared/domain/sites/distance';
import { panelView, type SitePanel } from '../../../shared/domain/sites/site-panels';
import {
  mapClicked,
  panelChanged,
  siteClicked,
  siteConfirmRequested,
  viewMoreToggled,
  type SiteSelectionState,
} from '../site-selection-slice';
import type { SiteSelectionStrings } from '../site-selection-strings';
import { DirectionsLink } from '../../../components/directions/directions-link';
import { addressLines, directionsTargetOf, SelectSiteButton, SiteCard } from './site-card';

const SiteMap = lazy(() => import('../../../components/map/site-map'));

/** The location map's zoom. */
export const SITE_SELECTION_MAP_ZOOM = 4;

interface SiteResultsProps {
  state: SiteSelectionState;
  t: SiteSelectionStrings;
  unit: string;
  maxNumberOfSites?: number;
  apiKey?: string;
}

const HEADING: Record<SitePanel, keyof SiteSelectionStrings> = {
  groupOne: 'groupOneHeading',
  groupTwo: 'groupTwoHeading',
  all: 'allHeading',
};

function mapSitesOf(sites: readonly SiteInfo[]) {
  return sites.map((site) => ({
    id: site.siteCode,
    name: site.siteName,
    latitude: site.latitude,
    longitude: site.longitude,
    distance: site.distance,
    detail: addressLines(site)[1],
  }));
}

interface SiteInfoWindowProps {
  site: SiteInfo;
  t: SiteSelectionStrings;
  unit: string;
  language: Language;
  busy: boolean;
  onConfirm: (siteCode: string) => void;
}

/**
 * The map's info window: the site's name, address and distance, then its select button (Confirm)
 * first and Directions after it, on one line where they fit. Compact, so on a phone the whole
 * window, the button included, shows without scrolling inside it.
 */
function SiteInfoWindow({ site, t, unit, language, busy, onConfirm }: SiteInfoWindowProps) {
  const [street, city] = addressLines(site);
  const distance = site.isVirtual ? '' : formatDistance(site.distance, unit, language);
  return (
    <div className="site-selection__info">
      <p className="site-selection__info-name">
        <strong>{site.siteName}</strong>
      </p>
      <address className="site-selection__info-address">
        {street ? <span>{street}</span> : null}
        {city ? <span>{city}</span> : null}
      </address>
      {distance ? <p className="site-selection__info-distance">{t.distanceFrom(distance)}</p> : null}
      <div className="site-selection__info-actions">
        <SelectSiteButton site={site} t={t} busy={busy} onConfirm={onConfirm} />
        {site.isVirtual ? null : (
          <DirectionsLink siteName={site.siteName} target={directionsTargetOf(site)} language={language} />
        )}
      </div>
    </div>
  );
}

/** The panel: heading, list or map, view more / less, and the 'show other options' banner. */
export function SiteResults({ state, t, unit, maxNumberOfSites, apiKey }: SiteResultsProps) {
  const dispatch = useAppDispatch();
  const view = panelView(state.sites, state.panel, state.expanded, maxNumberOfSites);
  const effectivePanel: SitePanel = view.showOtherOptions
    ? 'groupOne'
    : view.showBestMatches
      ? 'groupTwo'
      : state.panel;
  const busy = state.phase !== 'idle';
  const language = state.ref?.language ?? 'en';
  const confirm = (siteCode: string) => dispatch(siteConfirmRequested({ siteCode }));
  const selectedCode = state.selected.siteInfo?.siteCode ?? null;
  const origin = state.origin
    ? { latitude: state.origin.latitude, longitude: state.origin.longitude, label: t.youAreHere }
    : null;
  return (
    <div className="site-selection__results">
      <h3 className="site-selection__panel-heading">{t[HEADING[effectivePanel]] as string}</h3>
      <p className="site-selection__count">{t.sitesShown(view.visible.length, view.total)}</p>
      {state.viewMode === 'map' ? (
        <Suspense fallback={<div className="site-selection__map-loading">{t.searching}</div>}>
          <SiteMap
            sites={mapSitesOf(view.visible)}
            origin={origin}
            selectedId={selectedCode}
            infoWindowId={state.selected.shouldInfoWindowVisible ? selectedCode : null}
            onMarkerClick={(id) => dispatch(siteClicked({ siteCode: id, source: 'marker' }))}
            onMapClick={() => dispatch(mapClicked())}
            zoom={SITE_SELECTION_MAP_ZOOM}
            apiKey={apiKey}
            label={t.mapLabel}
            language={language}
            distanceUnit={unit}
            renderInfo={(mapSite) => {
              const site = view.visible.find((candidate) => candidate.siteCode === mapSite.id);
              return site ? (
                <SiteInfoWindow
                  site={site}
                  t={t}
                  unit={unit}
                  language={language}
                  busy={busy}
                  onConfirm={confirm}
                />
              ) : null;
            }}
          />
        </Suspense>
      ) : (
        <ul className="site-selection__list">
          {view.visible.map((site) => (
            <SiteCard
              key={site.siteCode}
              site={site}
              t={t}
              unit={unit}
              language={language}
              highlighted={site.siteCode === selectedCode}
              busy={busy}
              onFocusSite={(siteCode) => dispatch(siteClicked({ siteCode, source: 'card' }))}
              onConfirm={confirm}
            />
          ))}
        </ul>
      )}
      {view.canViewMore ? (
        <button
          type="button"
          className="button"
          onClick={() => dispatch(viewMoreToggled({ expanded: true }))}
        >
          {t.viewMore}
        </button>
      ) : null}
      {view.canViewLess ? (
        <button
          type="button"
          className="button"
          onClick={() => dispatch(viewMoreToggled({ expanded: false }))}
        >
          {t.viewLess}
        </button>
      ) : null}
      {view.showOtherOptions ? (
        <div className="site-selection__banner">
          <p>{t.otherOptionsText}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(panelChanged({ panel: 'groupTwo' }))}
          >
            {t.otherOptionsButton}
          </button>
        </div>
      ) : null}
      {view.showBestMatches ? (
        <button
          type="button"
          className="button"
          onClick={() => dispatch(panelChanged({ panel: 'groupOne' }))}
        >
          {t.bestMatchesButton}
        </button>
      ) : null}
    </div>
  );
}
