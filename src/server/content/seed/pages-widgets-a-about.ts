import type { SideBySideFieldsInput } from '../../../shared/content-model/content-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import {
  ABOUT_RESEARCH_PATH,
  heroImage,
  localPath,
  STUDIES_PATH,
  tr,
  volunteersImage,
} from './pages-widgets-a-common';
import { journeySteps, rightsSteps, visitSteps } from './pages-widgets-a-steps';
import { aboutTabList } from './pages-widgets-a-tabs';

/*
 * /about-clinical-research: what clinical research is and what taking part means. Shows the hero
 * banner v3 (and v1 at the foot), how it works (variant1), informational steps H3, V2, H4 and V5,
 * side-by-side content in the three ratios and the tab list.
 */

function sideBySide(language: Language): Record<'fifty' | 'seventy' | 'thirty', SideBySideFieldsInput> {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    fifty: {
      layout: 'FiftyFifty',
      title: t('Why research needs volunteers', 'Por qué la investigación necesita voluntarios'),
      left: {
        heading: t('Better medicines for everyone', 'Mejores medicamentos para todos'),
        paragraphs: [
          t(
            'Every medicine in use today was first tested in a clinical study. Volunteers help researchers learn whether a new treatment works and is safe.',
            'Todos los medicamentos que se usan hoy se probaron primero en un estudio clínico. Los voluntarios ayudan a saber si un tratamiento nuevo funciona y es seguro.',
          ),
        ],
      },
      right: {
        image: volunteersImage(t('Three volunteers talking together', 'Tres voluntarios conversando')),
        heading: t('Studies that reflect real people', 'Estudios que reflejan a personas reales'),
        paragraphs: [
          t(
            'People of different ages, backgrounds and health histories respond differently to treatment. A varied group of volunteers makes the results useful for more people.',
            'Personas de distintas edades, orígenes e historias de salud responden de forma diferente a un tratamiento. Un grupo variado de voluntarios hace que los resultados sirvan a más personas.',
          ),
        ],
      },
    },
    seventy: {
      layout: 'SeventyThirty',
      left: {
        heading: t('What a placebo is', 'Qué es un placebo'),
        paragraphs: [
          t(
            'Some studies compare the investigational treatment with a placebo: something that looks the same but has no active medicine. This shows which effects come from the treatment itself.',
            'Algunos estudios comparan el tratamiento en investigación con un placebo: algo que se ve igual pero no contiene medicamento activo. Así se sabe qué efectos se deben al tratamiento.',
          ),
          t(
            'The consent form always says whether a study uses a placebo and what chance you have of receiving it.',
            'El formulario de consentimiento siempre indica si el estudio usa placebo y qué probabilidad tiene de recibirlo.',
          ),
        ],
      },
      right: {
        heading: t('Good to know', 'Es bueno saber'),
        paragraphs: [
          t(
            'You keep seeing your own doctor while you take part.',
            'Sigue viendo a su propio médico mientras participa.',
          ),
        ],
      },
    },
    thirty: {
      layout: 'ThirtySeventy',
      left: {
        heading: t('Costs', 'Costos'),
        paragraphs: [
          t(
            'Study visits and study medicine are free.',
            'Las visitas y el medicamento del estudio son gratuitos.',
          ),
        ],
      },
      right: {
        heading: t('Travel and time', 'Traslados y tiempo'),
        paragraphs: [
          t(
            'Many studies reimburse reasonable travel costs and may compensate you for your time. The study team explains exactly what is covered before you decide to join.',
            'Muchos estudios reembolsan los gastos razonables de traslado y pueden compensar su tiempo. El equipo del estudio le explica qué se cubre antes de que decida participar.',
          ),
        ],
        ctaButtons: [
          {
            text: t('Browse studies', 'Ver estudios'),
            link: localPath(language, STUDIES_PATH),
            variant: 'secondary',
          },
        ],
      },
    },
  };
}

function aboutPage(language: Language): PageInput {
  const t = (en: string, es: string) => tr(language, en, es);
  const { fifty, seventy, thirty } = sideBySide(language);
  return {
    id: 'about-clinical-research',
    path: ABOUT_RESEARCH_PATH,
    language,
    name: 'About clinical research',
    title: t(
      'About clinical research | ClinicalResearch',
      'Sobre la investigación clínica | ClinicalResearch',
    ),
    breadcrumbTitle: t('About clinical research', 'Sobre la investigación clínica'),
    flags: {},
    components: [
      {
        id: 'about-hero',
        name: 'HeroBanner',
        fields: {
          variant: 'herobannerv3',
          title: t('What is clinical research?', '¿Qué es la investigación clínica?'),
          description: t(
            'Clinical studies test whether new treatments are safe and work well. Learn what taking part involves, what your rights are and how to find a study that fits your life.',
            'Los estudios clínicos comprueban si los tratamientos nuevos son seguros y funcionan bien. Conozca qué implica participar, cuáles son sus derechos y cómo encontrar un estudio que se adapte a su vida.',
          ),
          image: heroImage('research', ''),
          ctaButtons: [
            { text: t('See how it works', 'Vea cómo funciona'), link: '#how-it-works', variant: 'primary' },
            {
              text: t('Common questions', 'Preguntas frecuentes'),
              link: '#common-questions',
              variant: 'secondary',
              ariaLabel: t('Jump to common questions', 'Ir a las preguntas frecuentes'),
            },
          ],
        },
      },
      { id: 'about-how-it-works', name: 'HowItWorks', fields: aboutHowItWorks(language) },
      { id: 'about-journey', name: 'InformationalSteps', fields: journeySteps(language, 'V2') },
      { id: 'about-visit-steps', name: 'InformationalSteps', fields: visitSteps(language) },
      { id: 'about-side-fifty', name: 'SideBySide', fields: fifty },
      { id: 'about-side-seventy', name: 'SideBySide', fields: seventy },
      { id: 'about-side-thirty', name: 'SideBySide', fields: thirty },
      { id: 'about-rights', name: 'InformationalSteps', fields: rightsSteps(language) },
      { id: 'about-tabs', name: 'TabList', fields: aboutTabList(language) },
      { id: 'about-timeline', name: 'InformationalSteps', fields: journeySteps(language, 'V5') },
      {
        id: 'about-ready',
        name: 'HeroBanner',
        fields: {
          variant: 'herobannerv1',
          title: t('Ready to look for a study?', '¿Listo para buscar un estudio?'),
          description: t(
            'Browse the studies enrolling now, or check whether you may qualify in about five minutes.',
            'Vea los estudios que inscriben ahora o compruebe en unos cinco minutos si podría calificar.',
          ),
          image: heroImage(
            'studies',
            t('Illustration of a study checklist', 'Ilustración de una lista del estudio'),
          ),
          ctaButtons: [
            { text: t('Browse studies', 'Ver estudios'), link: localPath(language, STUDIES_PATH) },
          ],
        },
      },
    ],
  };
}

function aboutHowItWorks(language: Language) {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    anchorId: 'how-it-works',
    variant: 'variant1',
    title: t('How taking part works', 'Cómo funciona la participación'),
    description: t(
      'Taking part is always your choice. This is what usually happens.',
      'Participar siempre es su decisión. Esto es lo que suele ocurrir.',
    ),
    backgroundColor: '#eef6f7',
    steps: [
      {
        icon: 'search',
        description: t(
          'Find a study that matches your condition.',
          'Encuentre un estudio para su enfermedad.',
        ),
      },
      {
        icon: 'clipboard',
        description: t('Answer a few screening questions online.', 'Responda unas preguntas en línea.'),
      },
      {
        icon: 'phone',
        description: t(
          'A study site calls you to talk it through.',
          'Un centro del estudio le llama para conversar.',
        ),
      },
      { icon: 'check', description: t('You decide whether to join.', 'Usted decide si participa.') },
    ],
    summarySection1: t(
      'There is no cost to take part, and you can stop at any time without giving a reason.',
      'Participar no tiene costo y puede retirarse en cualquier momento sin dar explicaciones.',
    ),
    summarySection2: t(
      'Your own doctor stays in charge of your usual care throughout the study.',
      'Su médico sigue a cargo de su atención habitual durante todo el estudio.',
    ),
  };
}

export const pagesWidgetsAAboutEn: PageInput[] = [aboutPage('en')];
export const pagesWidgetsAAboutEs: PageInput[] = [aboutPage('es')];
