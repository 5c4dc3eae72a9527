import type { TabListFieldsInput } from '../../../shared/content-model/content-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import { tr } from './pages-widgets-a-common';

/** The tab list of /about-clinical-research: common questions, one tab with three columns. */
export function aboutTabList(language: Language): TabListFieldsInput {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    anchorId: 'common-questions',
    title: t('Common questions', 'Preguntas frecuentes'),
    selectLabel: t('Choose a question', 'Elija una pregunta'),
    tabs: [
      {
        label: t('Is it safe?', '¿Es seguro?'),
        content: {
          heading: t('How your safety is protected', 'Cómo se protege su seguridad'),
          paragraphs: [
            t(
              'Before a study starts, an independent ethics committee and the health authorities review its plan. During the study, doctors and nurses check your health at every visit.',
              'Antes de que un estudio comience, un comité de ética independiente y las autoridades sanitarias revisan su plan. Durante el estudio, médicos y enfermeras controlan su salud en cada visita.',
            ),
            t(
              'Any new information that could change your mind about taking part is shared with you straight away.',
              'Cualquier información nueva que pueda hacerle cambiar de opinión sobre su participación se le comunica de inmediato.',
            ),
          ],
        },
      },
      {
        label: t('Study phases', 'Fases del estudio'),
        columns: [
          {
            heading: t('Phase 1', 'Fase 1'),
            paragraphs: [
              t(
                'A small group, often healthy volunteers, helps find a safe dose.',
                'Un grupo pequeño, a menudo de voluntarios sanos, ayuda a encontrar una dosis segura.',
              ),
            ],
          },
          {
            heading: t('Phase 2', 'Fase 2'),
            paragraphs: [
              t(
                'A few hundred people with the condition show whether the treatment works.',
                'Unos cientos de personas con la enfermedad muestran si el tratamiento funciona.',
              ),
            ],
          },
          {
            heading: t('Phase 3', 'Fase 3'),
            paragraphs: [
              t(
                'Larger groups compare the treatment with the usual care or a placebo.',
                'Grupos más grandes comparan el tratamiento con la atención habitual o con un placebo.',
              ),
            ],
          },
        ],
      },
      {
        label: t('Can I stop?', '¿Puedo retirarme?'),
        content: {
          heading: t('You can leave at any time', 'Puede retirarse en cualquier momento'),
          paragraphs: [
            t(
              'Taking part is voluntary. You can stop at any time, for any reason, and it will not affect the care you receive from your own doctor.',
              'La participación es voluntaria. Puede retirarse en cualquier momento, por cualquier motivo, y no afectará la atención que recibe de su médico.',
            ),
          ],
        },
      },
      {
        label: t('Who can join?', '¿Quién puede participar?'),
        content: {
          heading: t('Eligibility criteria', 'Criterios de participación'),
          paragraphs: [
            t(
              'Each study lists who can take part, for example an age range, a diagnosis or medicines you should not be taking. The short questionnaire on each study page checks the most important ones.',
              'Cada estudio indica quién puede participar, por ejemplo un rango de edad, un diagnóstico o medicamentos que no debe estar tomando. El breve cuestionario de cada estudio revisa los más importantes.',
            ),
          ],
        },
      },
    ],
  };
}
