import { useWidgetFields } from '../../../content/widget-fields';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useApiQuery } from '../../../app/use-api-query';
import { useSiteSettings } from '../../../app/use-site-settings';
import { splitLocale } from '../../../lib/locale';
import type { Language } from '../../../shared/content-model/language';
import {
  siteSelectionFieldsSchema,
  type SiteSelectionFields,
} from '../../../shared/content-model/site-selection-fields';
import type { StudySettings } from '../../../shared/content-model/study';
import { getLayout } from '../../../shared/contracts/content';
import { contentPathOf, layoutAnswerKey } from '../../../shared/contracts/initial-answers';
import type { PatientType } from '../../../shared/domain/journey-roles';
import { isPreviewMode } from '../../../shared/domain/preview-mode';
import { selectJourney } from '../../journey/journey-slice';
import type { WidgetProps } from './widget-props';
import { siteSelectionClosed, siteSelectionOpened } from '../site-selection-slice';
import { siteSelectionStrings, withContentTexts } from '../site-selection-strings';
import { SiteSelectionView } from './site-selection-view';
import '../site-selection.css';

const PATIENT_TYPES: readonly PatientType[] = ['adult', 'minor', 'caregiver'];

/** '/migraine-study/site-selection/minor' → 'minor'; else the journey's type, else adult. */
export function patientTypeOfPath(path: string, fallback: PatientType | null): PatientType {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  return PATIENT_TYPES.find((type) => type === last) ?? fallback ?? 'adult';
}

/** On the home page the widget shows only for journey 03, and not with the screener landing page. */
export function rendersOnPage(
  isHome: boolean,
  study: Pick<StudySettings, 'journeyType' | 'enableScreenerLandingPage'>,
): boolean {
  return !isHome || (study.journeyType === '03' && !study.enableScreenerLandingPage);
}

/**
 * The SiteSelection content component. The page's layout answer gives the study; the widget opens the
 * site-selection slice (the sagas search, highlight and confirm) and renders it. Preview and editing modes
 * show it without calling services.
 */
export default function SiteSelectionWidget({ fields }: WidgetProps<SiteSelectionFields>) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const journey = useAppSelector(selectJourney);
  const { locale, path: rawPath } = splitLocale(location.pathname);
  const language: Language = locale;
  const path = contentPathOf(rawPath);
  const parsed = useWidgetFields(siteSelectionFieldsSchema, fields, 'SiteSelection');
  const layout = useApiQuery(getLayout, { query: { path, language } }, layoutAnswerKey(language, path));
  const settings = useSiteSettings(language);
  const study = layout.status === 'success' ? layout.data.study : null;
  const isHome = layout.status === 'success' && layout.data.page.flags.isHome;
  const shown = study !== null && rendersOnPage(isHome, study);
  const preview = isPreviewMode(location.search);
  const patientType = patientTypeOfPath(path, journey.patientType);

  useEffect(() => {
    if (!study || !shown || preview) return;
    dispatch(
      siteSelectionOpened({
        studyKey: study.key,
        rootPath: study.rootPath,
        siteSettingsId: study.siteSettingsId,
        tenantKey: study.tenantKey,
        journeyType: study.journeyType,
        language,
        patientType,
        isHome,
      }),
    );
  }, [dispatch, study, shown, preview, language, patientType, isHome]);
  useEffect(() => () => void dispatch(siteSelectionClosed()), [dispatch]);

  if (!parsed || !study || !shown) return null;
  const t = withContentTexts(siteSelectionStrings(language), parsed);
  return (
    <SiteSelectionView
      fields={parsed}
      t={t}
      showZipSearch={study.journeyType === '01'}
      apiKey={settings.status === 'ready' ? settings.data.mapsApiKey : undefined}
    />
  );
}
