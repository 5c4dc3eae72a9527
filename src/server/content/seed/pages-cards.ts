import type { CardListFieldsInput } from '../../../shared/content-model/card-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import { articles, featuredTrials, questionnaireResults } from './pages-cards-items';

/*
 * The card widgets on the demo site ("Cards and carousels"; Card list): /featured-studies (featured
 * trials carousel, single featured trial, card list as a stack and as
 * a carousel), /articles (articles carousel, card list) and /my-studies (questionnaire results: matched,
 * incomplete, other). Same paths and ids in both languages; Spanish under /es.
 */

export const FEATURED_STUDIES_PATH = '/featured-studies';
export const ARTICLES_PATH = '/articles';
export const MY_STUDIES_PATH = '/my-studies';

const prefix = (language: Language) => (language === 'es' ? '/es' : '');

function page(language: Language, id: string, path: string, name: [string, string]): PageInput {
  const label = language === 'es' ? name[1] : name[0];
  return {
    id,
    path,
    language,
    name: name[0],
    title: `${label} | ClinicalResearch`,
    breadcrumbTitle: label,
    flags: {},
    components: [],
  };
}

function takingPartCards(language: Language, layout: 'Stack' | 'Carousel'): CardListFieldsInput {
  const es = language === 'es';
  const p = prefix(language);
  return {
    title:
      layout === 'Stack'
        ? es
          ? 'Cómo participar'
          : 'How taking part works'
        : es
          ? 'Paso a paso'
          : 'Step by step',
    description: es
      ? 'Tres pasos desde encontrar un estudio hasta la primera visita.'
      : 'Three steps from finding a study to your first visit.',
    columnSize: layout === 'Stack' ? 3 : 9, // 9 is above the maximum of 4: the rule makes it 3.
    layout,
    imageHeight: 160,
    radii: 12,
    background: layout === 'Stack' ? '#f3f7f8' : 'not-a-colour',
    cards: [
      {
        label: es ? 'Paso 1' : 'Step 1',
        title: es ? 'Encuentre un estudio' : 'Find a study',
        description: es ? 'Busque por afección y código postal.' : 'Search by condition and zip code.',
        image: { src: '/images/cards/article-research.svg', alt: '' },
        link: { href: `${p}/featured-studies`, text: es ? 'Ver estudios' : 'See studies' },
        linkVariant: 'primary',
      },
      {
        label: es ? 'Paso 2' : 'Step 2',
        title: es ? 'Responda unas preguntas' : 'Answer a few questions',
        metaText: es ? 'Unos 5 minutos' : 'About 5 minutes',
        description: es
          ? 'Un breve cuestionario indica si el estudio puede ser para usted.'
          : 'A short questionnaire tells you whether the study may suit you.',
        image: { src: '/images/cards/article-sleep.svg', alt: '' },
        removeImagePadding: true,
        link: { href: `${p}/my-studies`, text: es ? 'Mis estudios' : 'My studies' },
        linkVariant: 'secondary',
      },
      {
        label: es ? 'Paso 3' : 'Step 3',
        title: es ? 'Hable con el centro' : 'Talk to the site',
        description: es
          ? 'El equipo del estudio le llama para resolver sus dudas.'
          : 'The study team calls you to answer your questions.',
        image: { src: '/images/cards/article-volunteer.svg', alt: '' },
        imagePosition: 'bottom',
        link: { href: `${p}/articles`, text: es ? 'Leer más' : 'Read more' },
      },
      {
        label: es ? 'Ayuda' : 'Help',
        title: es ? '¿Tiene preguntas?' : 'Questions?',
        description: es
          ? 'Nuestro equipo de ayuda responde por correo electrónico.'
          : 'Our support team answers by email.',
        image: { src: '/images/cards/article-joints.svg', alt: '' },
        imagePosition: 'left',
        fullWidth: true,
        link: { href: `${p}/support`, text: es ? 'Pedir ayuda' : 'Get help' },
      },
    ],
  };
}

function featuredStudies(language: Language): PageInput {
  const es = language === 'es';
  const trials = featuredTrials(language);
  const base = page(language, 'featured-studies', FEATURED_STUDIES_PATH, [
    'Featured studies',
    'Estudios destacados',
  ]);
  return {
    ...base,
    components: [
      {
        id: 'featured-trials-carousel',
        name: 'FeaturedTrialsCarousel',
        fields: {
          title: es ? 'Estudios destacados' : 'Featured studies',
          description: es ? 'Estudios que buscan voluntarios ahora.' : 'Studies looking for volunteers now.',
          autoplay: true,
          slideDuration: 5,
          trials,
        },
      },
      {
        id: 'single-featured-trial',
        name: 'SingleFeaturedTrial',
        fields: { title: es ? 'Estudio del mes' : 'Study of the month', trial: trials[1] },
      },
      { id: 'taking-part-stack', name: 'CardList', fields: takingPartCards(language, 'Stack') },
      { id: 'taking-part-carousel', name: 'CardList', fields: takingPartCards(language, 'Carousel') },
    ],
  };
}

function articlesPage(language: Language): PageInput {
  const es = language === 'es';
  const base = page(language, 'articles', ARTICLES_PATH, ['Articles', 'Artículos']);
  return {
    ...base,
    components: [
      {
        id: 'articles-carousel',
        name: 'ArticlesCarousel',
        fields: {
          title: es ? 'Artículos' : 'Articles',
          description: es
            ? 'Lecturas sobre la investigación clínica y la vida con una afección.'
            : 'Reading on clinical research and living with a condition.',
          articles: articles(language),
        },
      },
      {
        id: 'articles-card-list',
        name: 'CardList',
        fields: { ...takingPartCards(language, 'Stack'), columnSize: 4 },
      },
    ],
  };
}

function myStudies(language: Language): PageInput {
  const es = language === 'es';
  const base = page(language, 'my-studies', MY_STUDIES_PATH, ['My studies', 'Mis estudios']);
  return {
    ...base,
    components: [
      {
        id: 'questionnaire-results-carousel',
        name: 'QuestionnaireResultsCarousel',
        fields: {
          title: es ? 'Sus resultados del cuestionario' : 'Your questionnaire results',
          description: es
            ? 'Los estudios para los que respondió el cuestionario.'
            : 'The studies whose questionnaire you answered.',
          results: questionnaireResults(language),
        },
      },
    ],
  };
}

export const pagesCardsEn: PageInput[] = [featuredStudies('en'), articlesPage('en'), myStudies('en')];
export const pagesCardsEs: PageInput[] = [featuredStudies('es'), articlesPage('es'), myStudies('es')];
