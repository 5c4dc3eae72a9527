import type { ArticleInput } from '../../../shared/content-model/article';
import type { FeaturedTrial, QuestionnaireCardItem } from '../../../shared/content-model/card-widget-fields';
import type { Language } from '../../../shared/content-model/language';

/*
 * The demo cards of the featured studies, articles and my studies pages (pages-cards.ts): the
 * three demo studies plus a fourth trial, four articles and a questionnaire result per status.
 * Links go to pages that exist in both languages.
 */

const IMAGES = '/images/cards';
const prefix = (language: Language) => (language === 'es' ? '/es' : '');

interface TrialText {
  id: string;
  image: string;
  link: string;
  condition: [string, string];
  title: [string, string];
  description: [string, string];
}

const TRIALS: TrialText[] = [
  {
    id: 'featured-migraine',
    image: 'trial-migraine',
    link: '/migraine-study',
    condition: ['Migraine', 'Migraña'],
    title: [
      'A study of a new preventive treatment for adults who have frequent migraine attacks every month',
      'Un estudio de un nuevo tratamiento preventivo para adultos con ataques de migraña frecuentes cada mes',
    ],
    description: [
      'Adults aged 18 to 65 with four or more migraine days a month may be able to take part in this twelve-week study, with study visits near home.',
      'Los adultos de 18 a 65 años con cuatro o más días de migraña al mes pueden participar en este estudio de doce semanas, con visitas cerca de casa.',
    ],
  },
  {
    id: 'featured-asthma',
    image: 'trial-asthma',
    link: '/asthma-study',
    condition: ['Asthma', 'Asma'],
    title: ['Asthma control study', 'Estudio de control del asma'],
    description: [
      'For people whose asthma is not well controlled with their current inhaler. Some visits can happen by video.',
      'Para personas cuyo asma no está bien controlada con su inhalador actual. Algunas visitas pueden ser por video.',
    ],
  },
  {
    id: 'featured-knee',
    image: 'trial-knee',
    link: '/knee-oa-study',
    condition: ['Knee osteoarthritis', 'Artrosis de rodilla'],
    title: ['Knee osteoarthritis pain study', 'Estudio del dolor por artrosis de rodilla'],
    description: [
      'Researchers are testing an investigational injection for knee pain caused by osteoarthritis in adults over 40.',
      'Los investigadores prueban una inyección en investigación para el dolor de rodilla por artrosis en adultos mayores de 40 años.',
    ],
  },
  {
    id: 'featured-heart',
    image: 'trial-heart',
    link: '/about-clinical-research',
    condition: ['Heart health', 'Salud cardiaca'],
    title: ['Blood pressure and heart health study', 'Estudio de presión arterial y salud cardiaca'],
    description: [
      'A study of daily habits and blood pressure in adults with mild hypertension, with a home blood pressure monitor provided.',
      'Un estudio de hábitos diarios y presión arterial en adultos con hipertensión leve, con un monitor de presión en casa.',
    ],
  },
];

export function featuredTrials(language: Language): FeaturedTrial[] {
  const index = language === 'es' ? 1 : 0;
  return TRIALS.map((trial) => ({
    id: trial.id,
    relatedTrial: {
      featuredTrialImage: { src: `${IMAGES}/${trial.image}.svg`, alt: '' },
      featuredTrialCondition: trial.condition[index],
      trialTitle: trial.title[index],
      trialDescription: trial.description[index],
    },
    trialCTA: { href: `${prefix(language)}${trial.link}`, text: index ? 'Ver el estudio' : 'View the study' },
  }));
}

export function articles(language: Language): ArticleInput[] {
  const es = language === 'es';
  const p = prefix(language);
  const article = (
    image: string,
    date: string,
    title: string,
    description: string,
    conditions: string[],
  ) => ({
    articleImage: { src: `${IMAGES}/${image}.svg`, alt: '' },
    articleTitle: title,
    articleDescription: description,
    articlePublishDate: date,
    articleConditions: conditions,
    url: `${p}/about-clinical-research`,
  });
  return [
    article(
      'article-research',
      '2026-03-05',
      es ? '¿Qué es un ensayo clínico?' : 'What is a clinical trial?',
      es
        ? 'Una guía sencilla de cómo funcionan los estudios, quién puede participar y qué esperar en cada visita al centro.'
        : 'A plain guide to how studies work, who can take part and what to expect at each visit to the study site.',
      es ? ['Investigación'] : ['Research'],
    ),
    article(
      'article-sleep',
      '2026-01-19',
      es ? 'Migraña y sueño' : 'Migraine and sleep',
      es
        ? 'Lo que la investigación dice sobre el sueño y los ataques de migraña, y consejos que puede comentar con su médico.'
        : 'What research says about sleep and migraine attacks, and tips you can discuss with your doctor.',
      es ? ['Migraña'] : ['Migraine'],
    ),
    article(
      'article-joints',
      '2025-11-02',
      es ? 'Mantenerse activo con artrosis de rodilla' : 'Staying active with knee osteoarthritis',
      es
        ? 'Ejercicios suaves y cambios cotidianos que pueden aliviar la rigidez de las articulaciones.'
        : 'Gentle exercise and everyday changes that may ease stiff joints.',
      es ? ['Artrosis de rodilla', 'Dolor'] : ['Knee osteoarthritis', 'Pain'],
    ),
    article(
      'article-volunteer',
      '2025-09-30',
      es ? 'Por qué importan los voluntarios' : 'Why volunteers matter',
      es
        ? 'Cada tratamiento nuevo empieza con personas que deciden participar en la investigación.'
        : 'Every new treatment starts with people who choose to take part in research.',
      es ? ['Investigación', 'Asma'] : ['Research', 'Asthma'],
    ),
  ];
}

export function questionnaireResults(language: Language): QuestionnaireCardItem[] {
  const es = language === 'es';
  return [
    {
      studyStatus: 'matched',
      studyName: es ? 'Estudio de prevención de la migraña' : 'Migraine prevention study',
      studyCompletionDate: '2026-10-14',
      studyLink: 'migraine-study',
      studySiteInfo: {
        siteName: es
          ? 'Centro de Investigación Neurológica Northside'
          : 'Northside Neurology Research Center',
        siteAddress: es ? '1200 Lakeshore Drive, oficina 300' : '1200 Lakeshore Drive, Suite 300',
        siteCity: 'Chicago',
        siteState: 'IL',
        siteCountry: es ? 'Estados Unidos' : 'United States',
        siteZipCode: '60611',
        siteLatitude: 41.8937,
        siteLongitude: -87.6166,
        sitePhone: '(312) 555-0142',
        indication: es ? 'Migraña, Cefalea crónica' : 'Migraine, Chronic headache',
      },
    },
    {
      studyStatus: 'incomplete',
      studyName: es ? 'Estudio de control del asma' : 'Asthma control study',
      studyLink: 'asthma-study',
    },
    {
      studyStatus: 'notmatched',
      studyName: es ? 'Estudio del dolor por artrosis de rodilla' : 'Knee osteoarthritis pain study',
      studyCompletionDate: '2026-09-02',
      studyLink: 'knee-oa-study',
    },
  ];
}
