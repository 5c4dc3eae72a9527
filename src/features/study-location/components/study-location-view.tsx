import { lazy, Suspense, useState } from 'react';
import { DirectionsLink } from '../../../components/directions/directions-link';
import type { MapOrigin } from '../../../components/map/site-map-types';
import type { StudyLocationFields } from '../../../shared/content-model/study-location-fields';
import { LOCATION_MAP_ZOOM } from '../../../shared/domain/sites/map-link';
import type { StudyLocationStrings } from '../study-location-strings';
import { directionsTargetOf, mapSitesOf, type StudyLocation } from '../study-locations';
import { LocationBadge, LocationList, type LocationTexts } from './location-list';
import { ZipSearchForm } from './zip-search-form';

const SiteMap = lazy(() => import('../../../components/map/site-map'));

/** The site list is 550px high; the map matches it. */
export const LOCATION_LIST_HEIGHT_PX = 550;

export type LoadState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready' };

export interface StudyLocationViewProps {
  fields: StudyLocationFields;
  t: StudyLocationStrings;
  language: 'en' | 'es';
  locations: readonly StudyLocation[];
  origin: MapOrigin | null;
  load: LoadState;
  /** The searched zip when the geocoder did not know it, with the zip the list is sorted from. */
  unknownZip?: { zip: string; kept: string | null } | null;
  apiKey: string | undefined;
  onSearch: (zip: string) => void;
}

type ViewMode = 'list' | 'map';

function ViewToggle({
  mode,
  t,
  fields,
  onChange,
}: {
  mode: ViewMode;
  t: StudyLocationStrings;
  fields: StudyLocationFields;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <div className="study-location__toggle" role="group" aria-label={t.viewLabel}>
      <button
        type="button"
        className="button"
        aria-pressed={mode === 'list'}
        onClick={() => onChange('list')}
      >
        {fields.listToggleText || t.listToggle}
      </button>
      <button type="button" className="button" aria-pressed={mode === 'map'} onClick={() => onChange('map')}>
        {fields.mapToggleText || t.mapToggle}
      </button>
    </div>
  );
}

function Status({
  load,
  count,
  fields,
  t,
}: {
  load: LoadState;
  count: number;
  fields: StudyLocationFields;
  t: StudyLocationStrings;
}) {
  let text = '';
  if (load.status === 'loading') text = t.loading;
  else if (load.status === 'error') text = fields.loadErrorText || t.loadError;
  else text = count === 0 ? fields.noLocationsText || t.noLocations : t.found(count);
  return (
    <div className="study-location__status">
      <p role="status" aria-live="polite">
        {text}
      </p>
      {load.status === 'error' ? (
        <button type="button" className="button" onClick={load.retry}>
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The study location section. variation1: the map only; variation2: a list and map toggle;
 * variation3: the ZIP search and the list in a left panel beside the map (stacked below lg).
 */
export function StudyLocationView(props: StudyLocationViewProps) {
  const { fields, t, language, locations, origin, load } = props;
  const variation = fields.variation;
  const [mode, setMode] = useState<ViewMode>('list');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [infoId, setInfoId] = useState<string | null>(null);
  const texts: LocationTexts = {
    enrollSoon: fields.enrollSoonText || t.enrollSoon,
    notYetEnroll: fields.notYetEnrollText || t.notYetEnroll,
    distanceUnit: fields.distanceUnit || 'mi',
  };
  const select = (id: string) => {
    setSelectedId(id);
    setInfoId(id);
  };
  const showList = variation === 'variation3' || (variation === 'variation2' && mode === 'list');
  const showMap = variation !== 'variation2' || mode === 'map';
  const byId = new Map(locations.map((location) => [location.siteID, location]));
  const map = (
    <Suspense fallback={<p className="study-location__map-loading">{t.loading}</p>}>
      <SiteMap
        sites={mapSitesOf(locations)}
        origin={origin}
        selectedId={selectedId}
        infoWindowId={infoId}
        renderInfo={(site) => {
          const location = byId.get(site.id);
          return (
            <>
              <strong>{site.name}</strong>
              {site.detail ? <span>{site.detail}</span> : null}
              {location ? <LocationBadge location={location} texts={texts} /> : null}
              {location ? (
                <DirectionsLink
                  siteName={location.name}
                  target={directionsTargetOf(location)}
                  language={language}
                  className="study-location__directions"
                />
              ) : null}
            </>
          );
        }}
        onMarkerClick={(id) => (id === selectedId && infoId === id ? setInfoId(null) : select(id))}
        onMapClick={() => setInfoId(null)}
        zoom={LOCATION_MAP_ZOOM}
        apiKey={props.apiKey}
        heightPx={LOCATION_LIST_HEIGHT_PX}
        label={fields.mapLabel || t.mapLabel}
        language={language}
        distanceUnit={texts.distanceUnit}
      />
    </Suspense>
  );
  return (
    <section
      id="study-location"
      className={`study-location study-location--${variation}`}
      aria-labelledby="study-location-title"
    >
      <h2 id="study-location-title" className="study-location__title">
        {fields.title || t.title}
      </h2>
      {fields.description ? <p className="study-location__description">{fields.description}</p> : null}
      {variation === 'variation2' ? (
        <ViewToggle mode={mode} t={t} fields={fields} onChange={setMode} />
      ) : null}
      <div className="study-location__body">
        {showList ? (
          <div className="study-location__panel">
            {variation === 'variation3' ? (
              <ZipSearchForm
                texts={{
                  label: fields.zipLabel || t.zipLabel,
                  placeholder: fields.zipPlaceholder || t.zipPlaceholder,
                  button: fields.searchButtonText || t.search,
                  requiredMessage: fields.zipRequiredMessage || t.zipRequired,
                  invalidMessage: fields.zipInvalidMessage || t.zipInvalid,
                  pattern: fields.zipPattern,
                }}
                notice={props.unknownZip ? t.zipUnknown(props.unknownZip.zip, props.unknownZip.kept) : null}
                onSearch={props.onSearch}
              />
            ) : null}
            <Status load={load} count={locations.length} fields={fields} t={t} />
            <LocationList
              locations={locations}
              selectedId={selectedId}
              texts={texts}
              t={t}
              language={language}
              onSelect={select}
            />
          </div>
        ) : (
          <Status load={load} count={locations.length} fields={fields} t={t} />
        )}
        {showMap ? <div className="study-location__map">{map}</div> : null}
      </div>
    </section>
  );
}
