import type { PageInput } from '../../../shared/content-model/page';
import { studyHomePage } from './page-builders';
import { registrationStartComponent } from './pages-registration';
import { heroSearchFormComponent } from './pages-trials';
import { withStudyLocation } from './study-location-seed';

/* Same paths and item ids as the English pages; the client shows them under the /es prefix. */

const home: PageInput = {
  id: 'home',
  path: '/',
  language: 'es',
  name: 'Inicio',
  title: 'ClinicalResearch | Encuentre un estudio clínico cerca de usted',
  breadcrumbTitle: 'Inicio',
  description:
    'Encuentre estudios clínicos que están inscribiendo participantes y averigüe si podría participar.',
  flags: { isHome: true },
  components: [
    {
      id: 'home-hero',
      name: 'HeroBanner',
      fields: {
        variant: 'herobannerv1',
        title: 'La investigación clínica comienza con personas como usted',
        description:
          'Encuentre un estudio que se adapte a su salud y a su vida. Responda unas breves preguntas para saber si podría participar. Solo toma unos cinco minutos y no implica ningún compromiso.',
      },
    },
    heroSearchFormComponent('es'),
    {
      id: 'home-studies',
      name: 'StudyList',
      fields: {
        title: 'Estudios que están inscribiendo participantes',
        studies: [
          {
            title: 'Estudio de prevención de la migraña',
            condition: 'Migraña',
            description:
              'Para adultos que tienen migraña cuatro o más días al mes. Las visitas se realizan en un centro del estudio cercano a usted.',
            link: '/es/migraine-study',
          },
          {
            title: 'Estudio de control del asma',
            condition: 'Asma',
            description:
              'Para adultos cuya asma no está bien controlada con su inhalador actual. Algunos participantes podrían participar desde su casa.',
            link: '/es/asthma-study',
          },
          {
            title: 'Estudio del dolor por artrosis de rodilla',
            condition: 'Artrosis de rodilla',
            description:
              'Para adultos de 40 a 80 años con dolor de rodilla persistente a causa de la artrosis.',
            link: '/es/knee-oa-study',
          },
        ],
      },
    },
    {
      id: 'home-what-to-expect',
      name: 'RichText',
      fields: {
        heading: 'Qué esperar si decide participar',
        paragraphs: [
          'Todo estudio clínico sigue un plan, llamado protocolo, que un comité de ética independiente revisa antes de que se inscriba cualquier persona. El protocolo explica quién puede participar, qué ocurre en cada visita y cómo se vigila su seguridad.',
          'La participación siempre es voluntaria. El equipo del estudio le explicará el estudio, responderá a sus preguntas y le pedirá su consentimiento por escrito antes de cualquier procedimiento del estudio. Puede retirarse en cualquier momento y por cualquier motivo, sin que esto afecte a su atención médica habitual.',
          'El cuestionario de cada página de estudio es solo un primer paso. No diagnostica ninguna enfermedad ni lo inscribe en un estudio. Si sus respuestas indican que podría ser candidato, un centro del estudio podría comunicarse con usted para hablar de los próximos pasos.',
        ],
      },
    },
    registrationStartComponent('es'),
  ],
};

const migraine = studyHomePage('es', 'migraine-study', {
  name: 'Inicio del estudio de migraña',
  title: 'Estudio de prevención de la migraña | ClinicalResearch',
  breadcrumbTitle: 'Estudio de migraña',
  description: 'Un estudio clínico de un medicamento en investigación para adultos con migraña frecuente.',
  hero: {
    variant: 'herobannerv1',
    title: 'Estudio de prevención de la migraña',
    description:
      'Los investigadores están evaluando un medicamento en investigación para saber si podría ayudar a reducir la frecuencia de los ataques de migraña en adultos que tienen migraña cuatro o más días al mes.',
    ctaText: 'Compruebe si reúne los requisitos',
  },
  about: {
    heading: 'Acerca de este estudio',
    paragraphs: [
      'Este estudio es para adultos de 18 a 65 años que tienen migraña desde hace al menos un año. Dura unos seis meses e incluye visitas periódicas a un centro del estudio cercano a usted, además de un breve diario de dolores de cabeza que completará cada día en su teléfono.',
      'Las visitas y evaluaciones relacionadas con el estudio no tienen costo para usted, y es posible que se le reembolsen los gastos de viaje razonables. Las autoridades sanitarias no han aprobado el medicamento en investigación para prevenir la migraña; sus beneficios y riesgos aún se están estudiando.',
      'Hable con su médico antes de hacer cualquier cambio en su tratamiento actual.',
    ],
  },
  intro: {
    title: 'Averigüe si podría reunir los requisitos',
    description:
      'Responda algunas preguntas sobre sus antecedentes de migraña. Sus respuestas nos ayudan a saber si este estudio podría ser adecuado para usted; no sustituyen el consejo de su médico.',
    ctaText: 'Comenzar el cuestionario',
    ctaLink: '/es/migraine-study/participant-type',
  },
});

const asthma = studyHomePage('es', 'asthma-study', {
  name: 'Inicio del estudio de asma',
  title: 'Estudio de control del asma | ClinicalResearch',
  breadcrumbTitle: 'Estudio de asma',
  description:
    'Un estudio clínico para adultos cuya asma no está bien controlada, con opciones en un centro o desde casa.',
  hero: {
    variant: 'herobannerv2',
    title: 'Estudio de control del asma',
    description:
      'Este estudio busca saber si un medicamento inhalado en investigación, usado junto con su tratamiento actual para el asma, podría ayudar a adultos cuya asma no está bien controlada. Algunos participantes podrían participar desde su casa.',
    ctaText: 'Compruebe si reúne los requisitos',
  },
  about: {
    heading: 'Acerca de este estudio',
    paragraphs: [
      'Podrían participar adultos de 18 a 75 años con diagnóstico de asma desde hace al menos un año y que usan a diario un inhalador de control. El estudio dura unas 52 semanas.',
      'Según dónde viva, podrá participar a través de un centro del estudio cercano o de un centro virtual, en el que el medicamento del estudio se envía a su domicilio y la mayoría de los seguimientos se hacen por videollamada o por teléfono.',
      'Durante todo el estudio seguirá usando su medicamento habitual para el asma, salvo que el médico del estudio le indique lo contrario.',
    ],
  },
  intro: {
    title: 'Averigüe si podría reunir los requisitos',
    description:
      'Responda algunas preguntas sobre su asma y su tratamiento actual. Sus respuestas nos ayudan a saber si este estudio podría ser adecuado para usted; no sustituyen el consejo de su médico.',
    ctaText: 'Comenzar el cuestionario',
    ctaLink: '/es/asthma-study/participant-type',
  },
});

const kneeOa = studyHomePage('es', 'knee-oa-study', {
  name: 'Inicio del estudio de artrosis de rodilla',
  title: 'Estudio del dolor por artrosis de rodilla | ClinicalResearch',
  breadcrumbTitle: 'Estudio de artrosis de rodilla',
  description:
    'Un estudio clínico de una inyección en investigación para adultos con dolor de rodilla por artrosis.',
  hero: {
    variant: 'herobannerv3',
    title: 'Estudio del dolor por artrosis de rodilla',
    description:
      'Los investigadores quieren saber si una inyección en investigación podría ayudar a reducir el dolor de rodilla y a mejorar el movimiento diario en adultos con artrosis de rodilla.',
    ctaText: 'Responder el cuestionario',
  },
  about: {
    heading: 'Acerca de este estudio',
    paragraphs: [
      'Este estudio es para adultos de 40 a 80 años que han tenido dolor de rodilla por artrosis la mayoría de los días durante al menos tres meses. Incluye unas ocho visitas al centro a lo largo de doce meses.',
      'En la primera visita, el equipo del estudio revisará sus antecedentes médicos y podría hacerle una radiografía de la rodilla para confirmar si el estudio es adecuado para usted.',
      'La participación es voluntaria y puede dejar el estudio en cualquier momento.',
    ],
  },
  intro: {
    title: 'Responda el cuestionario',
    description:
      'Responda algunas preguntas sobre su dolor de rodilla y su salud. Sus respuestas nos ayudan a saber si este estudio podría ser adecuado para usted; no sustituyen el consejo de su médico.',
    ctaText: 'Comenzar el cuestionario',
  },
});

const notFound: PageInput = {
  id: 'not-found',
  path: '/404',
  language: 'es',
  name: 'Página no encontrada',
  title: 'Página no encontrada | ClinicalResearch',
  flags: {},
  components: [
    {
      id: 'not-found-message',
      name: 'NotFound',
      fields: {
        title: 'No encontramos esa página',
        description:
          'Es posible que la página que busca se haya movido o que el enlace ya no esté vigente. Puede volver a la página de inicio para ver los estudios que están inscribiendo participantes.',
        linkText: 'Ir a la página de inicio',
        linkHref: '/es',
      },
    },
  ],
};

export const pagesEs: PageInput[] = [
  home,
  withStudyLocation(migraine, 'variation3'),
  withStudyLocation(asthma, 'variation2'),
  withStudyLocation(kneeOa, 'variation1'),
  notFound,
];
