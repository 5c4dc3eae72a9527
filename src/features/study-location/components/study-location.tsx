import { useWidgetFields } from '../../../content/widget-fields';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiQuery } from '../../../app/use-api-query';
import { useSiteSettings } from '../../../app/use-site-settings';
import { splitLocale } from '../../../lib/locale';
import type { StudySettings } from '../../../shared/content-model/study';
import {
  studyLocationFieldsSchema,
  type StudyLocationFields,
} from '../../../shared/content-model/study-location-fields';
import { getLayout } from '../../../shared/contracts/content';
import { contentPathOf, layoutAnswerKey } from '../../../shared/contracts/initial-answers';
import { searchSites } from '../../../shared/contracts/site-selection';
import type { WidgetProps } from './widget-props';
import { studyLocationStrings } from '../study-location-strings';
import { locationOf } from '../study-locations';
import { StudyLocationView, type LoadState } from './study-location-view';
import '../study-location.css';

interface ResultsProps {
  fields: StudyLocationFields;
  study: StudySettings;
  language: 'en' | 'es';
  apiKey: string | undefined;
}

/** Every open site of the study (IsSiteDetailsForHomePage=true); a searched zip adds distances. */
function StudyLocationResults({ fields, study, language, apiKey }: ResultsProps) {
  const [zip, setZip] = useState('');
  const query = {
    SiteRootPath: study.rootPath,
    SiteSettingsId: study.siteSettingsId,
    Language: language,
    IsSiteDetailsForHomePage: 'true' as const,
    ZipCode: zip,
  };
  const key = `${searchSites.name}:home:${language}:${study.rootPath}:${zip}`;
  const sites = useApiQuery(searchSites, { query }, key);
  const answer = sites.status === 'success' ? sites.data : null;
  // The last answer sorted by distance: an unknown zip brings only a fallback order, so that list
  // stays on screen with a word about the zip.
  const [sorted, setSorted] = useState<typeof answer>(null);
  if (answer?.origin && answer !== sorted) setSorted(answer); // kept while rendering, no extra pass

  const unknown = answer !== null && zip !== '' && answer.origin === null;
  const shown = unknown && sorted ? sorted : answer;
  const locations = useMemo(() => (shown ? shown.sitesData.map(locationOf) : []), [shown]);
  const origin = shown?.origin
    ? { latitude: shown.origin.latitude, longitude: shown.origin.longitude, label: shown.origin.zipCode }
    : null;
  let load: LoadState = { status: 'ready' };
  if (sites.status === 'loading') load = { status: 'loading' };
  else if (sites.status === 'error') load = { status: 'error', retry: sites.retry };
  return (
    <StudyLocationView
      fields={fields}
      t={studyLocationStrings(language)}
      language={language}
      locations={locations}
      origin={origin}
      load={load}
      unknownZip={unknown ? { zip, kept: sorted?.origin?.zipCode ?? null } : null}
      apiKey={apiKey}
      onSearch={setZip}
    />
  );
}

/**
 * The StudyLocation content component: the study comes from the page's layout answer (same query key as the
 * content page, so no second call), the maps key from the site settings.
 */
export default function StudyLocationWidget({ fields }: WidgetProps<StudyLocationFields>) {
  const location = useLocation();
  const { locale: language, path: rawPath } = splitLocale(location.pathname);
  const path = contentPathOf(rawPath);
  const parsed = useWidgetFields(studyLocationFieldsSchema, fields, 'StudyLocation');
  const layout = useApiQuery(getLayout, { query: { path, language } }, layoutAnswerKey(language, path));
  const settings = useSiteSettings(language);
  const study = layout.status === 'success' ? layout.data.study : null;
  if (!parsed || !study) return null;
  return (
    <StudyLocationResults
      fields={parsed}
      study={study}
      language={language}
      apiKey={settings.status === 'ready' ? settings.data.mapsApiKey : undefined}
    />
  );
}
