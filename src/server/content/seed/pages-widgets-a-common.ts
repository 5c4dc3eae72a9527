import type { StudyItem } from '../../../shared/content-model/content-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import type { ContentImage } from '../../../shared/content-model/link';

/* Shared pieces of the content-widget demo pages (/about-clinical-research, /hcp, /studies). */

export const ABOUT_RESEARCH_PATH = '/about-clinical-research';
export const HCP_PATH = '/hcp';
export const STUDIES_PATH = '/studies';

/** English or Spanish text. */
export const tr = (language: Language, en: string, es: string): string => (language === 'es' ? es : en);

/** An app path in the page's language ('/studies' → '/es/studies'). */
export const localPath = (language: Language, path: string): string =>
  language === 'es' ? `/es${path}` : path;

const IMAGES = '/images/content-widgets';

/** The three sizes of a demo illustration (mobile < 500, tablet 500–1024, desktop). */
export function heroImage(name: 'research' | 'hcp' | 'studies', alt: string): ContentImage {
  return {
    mobile: `${IMAGES}/${name}-mobile.svg`,
    tablet: `${IMAGES}/${name}-tablet.svg`,
    desktop: `${IMAGES}/${name}-desktop.svg`,
    alt,
  };
}

export const volunteersImage = (alt: string): ContentImage => ({
  desktop: `${IMAGES}/side-volunteers.svg`,
  alt,
});

const search = (condition: string) => `/find-trials/search-result#q=${encodeURIComponent(condition)}`;

/**
 * The demo's three studies, plus cards that lead to the trial search for related conditions.
 * `group` is the study switcher's option value.
 */
export function demoStudies(language: Language): StudyItem[] {
  const t = (en: string, es: string) => tr(language, en, es);
  return [
    {
      studyName: t('Migraine Prevention Study', 'Estudio de prevención de la migraña'),
      protocolId: 'MIG-301',
      conditionName: t('Migraine', 'Migraña'),
      conditionDescription: t(
        'For adults who have migraine on four or more days a month. The study looks at whether an investigational medicine taken once a month can reduce the number of migraine days.',
        'Para adultos que tienen migraña cuatro o más días al mes. El estudio analiza si un medicamento en investigación, tomado una vez al mes, puede reducir los días con migraña.',
      ),
      link: '/migraine-study',
      group: 'neurology',
    },
    {
      studyName: t('Asthma Control Study', 'Estudio de control del asma'),
      protocolId: 'AST-204',
      conditionName: t('Asthma', 'Asma'),
      conditionDescription: t(
        'For people aged 12 and over whose asthma is not well controlled with their current inhaler. Some visits can take place at home through a virtual study site.',
        'Para personas de 12 años o más cuya asma no está bien controlada con su inhalador actual. Algunas visitas pueden hacerse desde casa a través de un centro virtual.',
      ),
      link: '/asthma-study',
      group: 'respiratory',
    },
    {
      studyName: t('Knee Osteoarthritis Pain Study', 'Estudio del dolor por artrosis de rodilla'),
      protocolId: 'KOA-310',
      conditionName: t('Knee osteoarthritis', 'Artrosis de rodilla'),
      conditionDescription: t(
        'For adults aged 40 to 80 with knee pain from osteoarthritis. The study compares an investigational injection with a placebo over six months.',
        'Para adultos de 40 a 80 años con dolor de rodilla por artrosis. El estudio compara una inyección en investigación con un placebo durante seis meses.',
      ),
      link: '/knee-oa-study',
      group: 'musculoskeletal',
    },
    {
      studyName: t('Chronic cough studies', 'Estudios sobre tos crónica'),
      conditionName: t('Chronic cough', 'Tos crónica'),
      conditionDescription: t(
        'See studies near you for a cough that has lasted eight weeks or longer.',
        'Vea estudios cerca de usted para una tos que dura ocho semanas o más.',
      ),
      link: search('chronic cough'),
      group: 'respiratory',
    },
    {
      studyName: t('Rheumatoid arthritis studies', 'Estudios sobre artritis reumatoide'),
      conditionName: t('Rheumatoid arthritis', 'Artritis reumatoide'),
      conditionDescription: t(
        'See studies near you for joint pain and swelling caused by rheumatoid arthritis.',
        'Vea estudios cerca de usted para el dolor y la inflamación articular causados por la artritis reumatoide.',
      ),
      link: search('rheumatoid arthritis'),
      group: 'musculoskeletal',
    },
    {
      studyName: t('Epilepsy studies', 'Estudios sobre epilepsia'),
      conditionName: t('Epilepsy', 'Epilepsia'),
      conditionDescription: t(
        'See studies near you for focal or generalised seizures that continue despite treatment.',
        'Vea estudios cerca de usted para crisis focales o generalizadas que continúan a pesar del tratamiento.',
      ),
      link: search('epilepsy'),
      group: 'neurology',
    },
  ];
}
