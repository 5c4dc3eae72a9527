import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiQuery } from '../../../app/use-api-query';
import { splitLocale } from '../../../lib/locale';
import type { StudySettings } from '../../../shared/content-model/study';
import {
  studyLocationFieldsSchema,
  type StudyLocationFields,
} from '../../../shared/content-model/study-location-fields';
import { getContextData, getLayout } from '../../../shared/contracts/content';
import {
  contentPathOf,
  contextDataAnswerKey,
  layoutAnswerKey,
} from '../../../shared/contracts/initial-answers';
import { searchSites } from '../../../shared/contracts/site-selection';
import type { WidgetProps } from './widget-props';
import { studyLocationStrings } from '../study-location-strings';
import { locationOf } from '../study-locations';
import { StudyLocationView, type LoadState } from './study-location-view';
import '../study-location.css';

let reportedInvalid = false;

/** Checks its own fields in its own chunk (registered in all-component-fields.ts). */
function parseFields(raw: unknown): StudyLocationFields | null {
  const parsed = studyLocationFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (!reportedInvalid) {
    reportedInvalid = true;
    console.warn('[content] Invalid fields for StudyLocation', parsed.error.issues);
  }
  return null;
}

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
  const locations = useMemo(
    () => (sites.status === 'success' ? sites.data.sitesData.map(locationOf) : []),
    [sites],
  );
  const origin =
    sites.status === 'success' && sites.data.origin
      ? {
          latitude: sites.data.origin.latitude,
          longitude: sites.data.origin.longitude,
          label: sites.data.origin.zipCode,
        }
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
      apiKey={apiKey}
      onSearch={setZip}
    />
  );
}

/**
 * The StudyLocation content component (site-selection-success-support.md §2.2): the study comes
 * from the page's layout answer (same query key as the content page, so no second call), the maps
 * key from the site settings.
 */
export default function StudyLocationWidget({ fields }: WidgetProps<StudyLocationFields>) {
  const location = useLocation();
  const { locale: language, path: rawPath } = splitLocale(location.pathname);
  const path = contentPathOf(rawPath);
  const parsed = useMemo(() => parseFields(fields), [fields]);
  const layout = useApiQuery(getLayout, { query: { path, language } }, layoutAnswerKey(language, path));
  const settings = useApiQuery(getContextData, { query: { language } }, contextDataAnswerKey(language));
  const study = layout.status === 'success' ? layout.data.study : null;
  if (!parsed || !study) return null;
  return (
    <StudyLocationResults
      fields={parsed}
      study={study}
      language={language}
      apiKey={settings.status === 'success' ? settings.data.mapsApiKey : undefined}
    />
  );
}
