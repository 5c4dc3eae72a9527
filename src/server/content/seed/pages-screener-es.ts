import type { PageInput } from '../../../shared/content-model/page';
import { preScreenerPages, type LandingScreener, type PreScreenerPageText } from './pages-screener-builders';

const footer = {
  title: 'Su privacidad',
  text: 'Sus respuestas se usan solo para saber si este estudio puede ser adecuado para usted y, si así lo decide, para ponerle en contacto con un centro del estudio. Responder el cuestionario no le inscribe en el estudio y puede detenerse en cualquier momento.',
};

function text(studyName: string, about: string): PreScreenerPageText {
  return {
    name: {
      adult: `Cuestionario: ${studyName} (adulto)`,
      caregiver: `Cuestionario: ${studyName} (cuidador)`,
      minor: `Cuestionario: ${studyName} (padre, madre o tutor)`,
    },
    title: {
      adult: `Vea si puede calificar | ${studyName}`,
      caregiver: `Vea si la persona que cuida puede calificar | ${studyName}`,
      minor: `Vea si su hijo o hija puede calificar | ${studyName}`,
    },
    header: {
      adult: {
        title: 'Algunas preguntas sobre usted',
        text: `Responda algunas preguntas sobre usted y ${about}. Toma unos tres minutos.`,
      },
      caregiver: {
        title: 'Algunas preguntas sobre la persona que cuida',
        text: 'Responda cada pregunta pensando en la persona que cuida, no en usted. Toma unos tres minutos.',
      },
      minor: {
        title: 'Algunas preguntas sobre su hijo o hija',
        text: 'Responda cada pregunta pensando en su hijo o hija. Toma unos tres minutos.',
      },
    },
    footer,
    iframeTitle: `Cuestionario del ${studyName.charAt(0).toLowerCase()}${studyName.slice(1)}`,
  };
}

export const pagesScreenerEs: PageInput[] = [
  ...preScreenerPages('es', 'migraine-study', text('Estudio de prevención de la migraña', 'su migraña')),
  ...preScreenerPages('es', 'asthma-study', text('Estudio de control del asma', 'su asma')),
  ...preScreenerPages(
    'es',
    'knee-oa-study',
    text('Estudio del dolor por artrosis de rodilla', 'su dolor de rodilla'),
  ),
];

export const landingScreenersEs: LandingScreener[] = [
  {
    pageId: 'knee-oa-study-home',
    language: 'es',
    fields: {
      headerBanner: {
        title: 'Responda el cuestionario',
        text: 'Responda algunas preguntas sobre su dolor de rodilla y su salud.',
      },
      footerBanner: footer,
      iframeTitle: 'Cuestionario del estudio del dolor por artrosis de rodilla',
    },
  },
];
