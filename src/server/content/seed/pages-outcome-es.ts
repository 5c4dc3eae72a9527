import type { ProgressBarFields } from '../../../shared/content-model/outcome-widget-fields';
import type { PageInput } from '../../../shared/content-model/page';
import { outcomePages, type OutcomeLanguageText } from './pages-outcome-builder';
import { successTextEs } from './pages-success-text';

/* Páginas de resultado, en español, con el mismo trato de
 * "usted" que el resto del sitio. Mismas rutas e ids que las inglesas, bajo el prefijo /es. */

const notEligible = 'Gracias por su interés';
const whyRules =
  'Cada estudio tiene sus propios requisitos, pensados para proteger la seguridad de quienes participan y para responder a su pregunta de investigación.';

/** The journey's progress (J1, J2, J3); other pages (pre-screener, contact info) may show it too. */
export const progressBarEs: ProgressBarFields = {
  label: 'Su progreso',
  J1: [
    { name: 'Cuestionario', step: 'pre-screener' },
    { name: 'Datos de contacto', step: 'contact-info' },
    { name: 'Centro del estudio', step: 'site-selection' },
    { name: 'Próximos pasos', step: 'outcome' },
  ],
  J2: [
    { name: 'Cuestionario', step: 'pre-screener' },
    { name: 'Datos de contacto', step: 'contact-info' },
    { name: 'Centro o visitas a domicilio', step: 'site-selection' },
    { name: 'Próximos pasos', step: 'outcome' },
  ],
  J3: [
    { name: 'Cuestionario', step: 'pre-screener' },
    { name: 'Sus datos', step: 'contact-info' },
    { name: 'Centro del estudio', step: 'site-selection' },
    { name: 'Confirmación', step: 'outcome' },
  ],
};

const text: OutcomeLanguageText = {
  siteName: 'ClinicalResearch',
  link: { text: 'Ver otros estudios', href: '/es' },
  pages: {
    '/dnq/adult': {
      title: notEligible,
      heading: 'Gracias por completar el cuestionario',
      paragraphs: [
        'Según sus respuestas, en este momento usted no reúne los requisitos para este estudio.',
        `${whyRules} No reunir los requisitos de este estudio no dice nada sobre su salud, y usted podría ser apto para otros estudios.`,
      ],
    },
    '/dnq/minor': {
      title: notEligible,
      heading: 'Gracias por responder en nombre de su hijo o hija',
      paragraphs: [
        'Según sus respuestas, en este momento su hijo o hija no reúne los requisitos para este estudio.',
        `${whyRules} Este resultado no dice nada sobre la salud de su hijo o hija, y otros estudios podrían ser más adecuados.`,
      ],
    },
    '/dnq/caregiver': {
      title: notEligible,
      heading: 'Gracias por responder en nombre de la persona que cuida',
      paragraphs: [
        'Según sus respuestas, en este momento la persona que usted cuida no reúne los requisitos para este estudio.',
        `${whyRules} Este resultado no dice nada sobre su salud, y otros estudios podrían ser más adecuados.`,
      ],
    },
    '/minor-dnq/adult': {
      title: 'Este estudio es para adultos',
      heading: 'Este estudio solo puede inscribir a adultos',
      paragraphs: [
        'Según la fecha de nacimiento que indicó, usted es menor de 18 años, por lo que no podemos continuar con este cuestionario.',
        'Si le interesa la investigación clínica, su madre, padre o tutor legal puede buscar con usted estudios para personas jóvenes.',
      ],
    },
    '/minor-dnq/minor': {
      title: 'Su hijo o hija no puede participar en este estudio',
      heading: 'Este estudio no está abierto a su hijo o hija',
      paragraphs: [
        'Según la edad que indicó, su hijo o hija no puede participar en este estudio.',
        'Los estudios pediátricos se planifican para grupos de edad concretos. Otros estudios podrían estar abiertos a su hijo o hija ahora o más adelante.',
      ],
    },
    '/minor-dnq/caregiver': {
      title: 'Debe responder la madre, el padre o el tutor legal',
      heading: 'Por un menor debe responder su madre, su padre o su tutor legal',
      paragraphs: [
        'La persona que usted cuida es menor de 18 años. En el caso de un menor, el cuestionario debe completarlo su madre, su padre o su tutor legal.',
        'Si usted es la madre, el padre o el tutor legal del menor, vuelva a empezar y elija la opción para un menor.',
      ],
    },
    '/minor-dnq/guardian': {
      title: 'Debe responder la madre, el padre o el tutor legal',
      heading: 'Solo la madre, el padre o el tutor legal puede responder por un menor',
      paragraphs: [
        'Según sus respuestas, usted no es la madre, el padre ni el tutor legal del menor, por lo que no podemos continuar con este cuestionario.',
        'Pida a la madre, al padre o al tutor legal del menor que visite este sitio y responda las preguntas.',
      ],
    },
    '/minor-dnq/not_in_range': {
      title: 'Este estudio es para otro grupo de edad',
      heading: 'La edad está fuera del rango de este estudio',
      paragraphs: [
        'Según la fecha de nacimiento que indicó, la edad está fuera del rango que busca este estudio.',
        'Cada estudio inscribe a personas de determinadas edades. Otros estudios podrían estar abiertos a este grupo de edad.',
      ],
    },
    '/no-site-available/adult': {
      title: 'Aún no hay un centro del estudio cerca',
      heading: 'Aún no hay un centro del estudio cerca de usted',
      paragraphs: [
        'Gracias por sus respuestas. Usted podría ser apto para este estudio, pero en este momento ningún centro de su zona está inscribiendo participantes.',
        'Hemos guardado sus datos. Si se abre un centro cerca de usted, el equipo del estudio podría ponerse en contacto.',
      ],
    },
    '/no-site-available/minor': {
      title: 'Aún no hay un centro del estudio cerca',
      heading: 'Aún no hay un centro del estudio cerca de usted',
      paragraphs: [
        'Gracias por sus respuestas. Su hijo o hija podría ser apto para este estudio, pero en este momento ningún centro de su zona está inscribiendo participantes.',
        'Hemos guardado sus datos. Si se abre un centro cerca de usted, el equipo del estudio podría ponerse en contacto.',
      ],
    },
    '/no-site-available/caregiver': {
      title: 'Aún no hay un centro del estudio cerca',
      heading: 'Aún no hay un centro del estudio cerca',
      paragraphs: [
        'Gracias por sus respuestas. La persona que usted cuida podría ser apta para este estudio, pero en este momento ningún centro de su zona está inscribiendo participantes.',
        'Hemos guardado sus datos. Si se abre un centro cerca, el equipo del estudio podría ponerse en contacto con usted.',
      ],
    },
    '/no-site-available-max-capacity/adult': {
      title: 'Los centros cercanos están completos',
      heading: 'Los centros del estudio cercanos están completos por ahora',
      paragraphs: [
        'Gracias por sus respuestas. Usted podría ser apto para este estudio, pero los centros de su zona ya han inscrito a todas las personas que pueden atender por ahora.',
        'Hemos guardado sus datos. Si se libera una plaza, el equipo del estudio podría ponerse en contacto.',
      ],
    },
    '/no-site-available-max-capacity/minor': {
      title: 'Los centros cercanos están completos',
      heading: 'Los centros del estudio cercanos están completos por ahora',
      paragraphs: [
        'Gracias por sus respuestas. Su hijo o hija podría ser apto para este estudio, pero los centros de su zona ya han inscrito a todas las personas que pueden atender por ahora.',
        'Hemos guardado sus datos. Si se libera una plaza, el equipo del estudio podría ponerse en contacto.',
      ],
    },
    '/no-site-available-max-capacity/caregiver': {
      title: 'Los centros cercanos están completos',
      heading: 'Los centros del estudio cercanos están completos por ahora',
      paragraphs: [
        'Gracias por sus respuestas. La persona que usted cuida podría ser apta para este estudio, pero los centros de su zona ya han inscrito a todas las personas que pueden atender por ahora.',
        'Hemos guardado sus datos. Si se libera una plaza, el equipo del estudio podría ponerse en contacto con usted.',
      ],
    },
    '/no-site-convenient/adult': {
      title: 'Gracias por avisarnos',
      heading: 'Gracias por avisarnos',
      paragraphs: [
        'Nos indicó que ninguno de los centros del estudio le resulta conveniente. No hay ningún problema.',
        'Hemos guardado sus respuestas. Si se abre un centro más cerca de usted, el equipo del estudio podría ponerse en contacto.',
      ],
    },
    '/no-site-convenient/minor': {
      title: 'Gracias por avisarnos',
      heading: 'Gracias por avisarnos',
      paragraphs: [
        'Nos indicó que ninguno de los centros del estudio les resulta conveniente a usted y a su hijo o hija. No hay ningún problema.',
        'Hemos guardado sus respuestas. Si se abre un centro más cerca de ustedes, el equipo del estudio podría ponerse en contacto.',
      ],
    },
    '/no-site-convenient/caregiver': {
      title: 'Gracias por avisarnos',
      heading: 'Gracias por avisarnos',
      paragraphs: [
        'Nos indicó que ninguno de los centros del estudio le resulta conveniente a la persona que usted cuida. No hay ningún problema.',
        'Hemos guardado sus respuestas. Si se abre un centro más cerca, el equipo del estudio podría ponerse en contacto con usted.',
      ],
    },
    '/siteselectionsuccess': {
      title: 'Todo está listo',
      heading: 'Todo está listo',
      paragraphs: [
        'Gracias. Sus datos se han enviado al centro del estudio que eligió.',
        'Una persona del equipo del estudio se pondrá en contacto con usted, normalmente en pocos días hábiles, para hablarle del estudio y responder a sus preguntas.',
      ],
    },
  },
  next: {
    dnq: {
      heading: 'Qué puede hacer ahora',
      paragraphs: [
        'Consulte los otros estudios que están inscribiendo participantes: podría ser apto para alguno de ellos.',
        'Hable con su médico sobre sus opciones de tratamiento y sobre si un estudio clínico podría ser adecuado para usted.',
      ],
    },
    'minor-dnq': {
      heading: 'Qué puede hacer ahora',
      paragraphs: [
        'Consulte los otros estudios que están inscribiendo participantes: algunos están abiertos a otros grupos de edad.',
        'Un médico también puede informarle sobre estudios que podrían ser adecuados para una persona joven.',
      ],
    },
    'no-site-available': {
      heading: 'Qué sucede ahora',
      paragraphs: [
        'No necesita hacer nada. De vez en cuando se abren nuevos centros, y solo nos pondremos en contacto con usted por este estudio.',
        'Mientras tanto, puede consultar otros estudios que están inscribiendo participantes.',
      ],
    },
    'no-site-available-max-capacity': {
      heading: 'Qué sucede ahora',
      paragraphs: [
        'No necesita hacer nada. A medida que avanza el estudio, pueden volver a quedar plazas libres en los centros.',
        'Mientras tanto, puede consultar otros estudios que están inscribiendo participantes.',
      ],
    },
    'no-site-convenient': {
      heading: 'Qué sucede ahora',
      paragraphs: [
        'No necesita hacer nada. Participar en un estudio es siempre su decisión.',
        'Puede consultar otros estudios que están inscribiendo participantes; algunos podrían tener centros más cerca de usted.',
      ],
    },
    siteselectionsuccess: {
      heading: 'Qué sucede ahora',
      paragraphs: [
        'El equipo del estudio le explicará en qué consiste participar, incluidas las visitas, las pruebas y los gastos que se cubren.',
        'Puede hacer todas las preguntas que quiera. La participación es siempre voluntaria y puede cambiar de opinión en cualquier momento, antes o después de incorporarse.',
        'Tenga a mano su teléfono y su correo electrónico en los próximos días para no perder su llamada o su mensaje.',
      ],
    },
  },
  progress: progressBarEs,
  success: successTextEs,
};

export const pagesOutcomeEs: PageInput[] = outcomePages('es', text);
