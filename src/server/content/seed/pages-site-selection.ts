import type { Language } from '../../../shared/content-model/language';
import type { ProgressBarFields } from '../../../shared/content-model/outcome-widget-fields';
import type { PageInput } from '../../../shared/content-model/page';
import type { SiteSelectionFields } from '../../../shared/content-model/site-selection-fields';
import {
  CONTACT_TYPES,
  JOURNEY_STUDY_KEYS,
  type ContactType,
  type JourneyStudyKey,
} from './pages-journey-builders';
import { progressBarEn } from './pages-outcome-en';
import { progressBarEs } from './pages-outcome-es';

/*
 * The site-selection pages: for every study root and patient type, `/{root}/site-selection/{type}` with the
 * progress bar and the SiteSelection widget. The widget's other texts are its built-in fallbacks.
 */

interface SiteSelectionPageText {
  name: (type: ContactType) => string;
  title: (studyName: string) => string;
  breadcrumbTitle: string;
  description: string;
  progress: ProgressBarFields;
  fields: SiteSelectionFields;
  studyNames: Record<JourneyStudyKey, string>;
}

function siteSelectionPage(
  language: Language,
  studyKey: JourneyStudyKey,
  type: ContactType,
  text: SiteSelectionPageText,
): PageInput {
  const id = `${studyKey}-site-selection-${type}`;
  return {
    id,
    path: `/${studyKey}/site-selection/${type}`,
    language,
    name: text.name(type),
    title: text.title(text.studyNames[studyKey]),
    breadcrumbTitle: text.breadcrumbTitle,
    description: text.description,
    studyKey,
    flags: {},
    components: [
      { id: `${id}-progress`, name: 'ProgressBar', fields: text.progress },
      { id: `${id}-widget`, name: 'SiteSelection', fields: text.fields },
    ],
  };
}

function siteSelectionPages(language: Language, text: SiteSelectionPageText): PageInput[] {
  return JOURNEY_STUDY_KEYS.flatMap((studyKey) =>
    CONTACT_TYPES.map((type) => siteSelectionPage(language, studyKey, type, text)),
  );
}

export const pagesSiteSelectionEn: PageInput[] = siteSelectionPages('en', {
  name: (type) => `Site selection (${type})`,
  title: (study) => `Choose a study location | ${study}`,
  breadcrumbTitle: 'Choose a study location',
  description: 'Choose the study site that is most convenient for you.',
  progress: progressBarEn,
  fields: {
    title: 'Choose a study location',
    description:
      'These study sites run the study you may qualify for. Choose the one that suits you best; its team will contact you about next steps.',
    maxNumberOfSites: 5,
  },
  studyNames: {
    'migraine-study': 'Migraine Prevention Study',
    'asthma-study': 'Asthma Control Study',
    'knee-oa-study': 'Knee Osteoarthritis Pain Study',
  },
});

export const pagesSiteSelectionEs: PageInput[] = siteSelectionPages('es', {
  name: (type) => `Selección de centro (${type})`,
  title: (study) => `Elija un centro del estudio | ${study}`,
  breadcrumbTitle: 'Elija un centro del estudio',
  description: 'Elija el centro del estudio que le resulte más cómodo.',
  progress: progressBarEs,
  fields: {
    title: 'Elija un centro del estudio',
    description:
      'Estos centros realizan el estudio para el que podría calificar. Elija el que mejor le convenga; su equipo se pondrá en contacto con usted.',
    maxNumberOfSites: 5,
  },
  studyNames: {
    'migraine-study': 'Estudio de prevención de la migraña',
    'asthma-study': 'Estudio de control del asma',
    'knee-oa-study': 'Estudio del dolor por artrosis de rodilla',
  },
});
