import type { PageInput } from '../../../shared/content-model/page';
import { journeyPages, type ContactType } from './pages-journey-builders';

const about: Record<ContactType, string> = {
  adult: 'usted',
  caregiver: 'la persona a la que cuida',
  minor: 'su hijo o hija',
};

const subject: Record<ContactType, string> = {
  adult: 'usted podría',
  caregiver: 'la persona a la que cuida podría',
  minor: 'su hijo o hija podría',
};

export const pagesJourneyEs: PageInput[] = journeyPages(
  'es',
  {
    'migraine-study': 'Estudio de prevención de la migraña',
    'asthma-study': 'Estudio de control del asma',
    'knee-oa-study': 'Estudio del dolor por artrosis de rodilla',
  },
  {
    name: 'Quién participa',
    breadcrumbTitle: 'Quién participa',
    title: (study) => `¿Quién participa? | ${study}`,
    description: 'Díganos para quién es el cuestionario, para hacerle las preguntas adecuadas.',
    question: {
      title: '¿Para quién responde estas preguntas?',
      nextText: 'Siguiente',
      labels: {
        adult: 'Para mí: tengo 18 años o más',
        caregiver: 'Para un adulto al que cuido',
        minor: 'Para mi hijo o hija, menor de 18 años',
      },
    },
    resumeLater: {
      title: '¿No puede terminar ahora?',
      description:
        'Podemos enviarle por correo un enlace privado que le devuelve a este punto. El enlace funciona durante un tiempo limitado y abrirlo no cambia nada hasta que usted lo confirme.',
      buttonText: 'Enviarme un enlace para continuar más tarde',
    },
  },
  {
    breadcrumbTitle: 'Sus datos de contacto',
    name: (type) => `Datos de contacto (${type})`,
    title: (study) => `Sus datos de contacto | ${study}`,
    description:
      'Deje sus datos de contacto para que un centro del estudio pueda hablarle de los próximos pasos.',
    intro: (study, type) => ({
      heading: 'Podría ser candidato para este estudio',
      paragraphs: [
        `Gracias por responder las preguntas sobre ${about[type]}. Según las respuestas, ${subject[type]} participar en el ${study}.`,
        'El siguiente paso es dejar sus datos de contacto para que un equipo de investigación cercano se comunique con usted, responda sus preguntas y le explique qué supondría participar. La participación es siempre voluntaria.',
        'Usamos sus datos solo para este estudio y su seguimiento, como se describe en nuestro aviso de privacidad. Puede pedirnos que los eliminemos en cualquier momento.',
      ],
    }),
  },
);
