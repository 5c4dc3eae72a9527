import type { InformationalStepsFieldsInput } from '../../../shared/content-model/content-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import { tr } from './pages-widgets-a-common';

/* The informational steps of /about-clinical-research (variants H3, V2, V5 and H4). */

export function visitSteps(language: Language): InformationalStepsFieldsInput {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    variant: 'H3',
    title: t('What happens at a study visit', 'Qué ocurre en una visita del estudio'),
    steps: [
      {
        icon: 'clipboard',
        title: t('Check-in and questions', 'Registro y preguntas'),
        description: t(
          'The study team asks how you have been since your last visit and about any changes to your medicines.',
          'El equipo del estudio le pregunta cómo se ha sentido desde la última visita y si ha cambiado algún medicamento.',
        ),
      },
      {
        icon: 'heart',
        title: t('Health checks', 'Controles de salud'),
        description: t(
          'Depending on the study, this may include blood pressure, blood tests or a short physical exam.',
          'Según el estudio, puede incluir la presión arterial, análisis de sangre o un breve examen físico.',
        ),
      },
      {
        icon: 'calendar',
        title: t('Planning the next visit', 'Planificar la próxima visita'),
        description: t(
          'Before you leave, you agree on the next appointment and can ask anything that is on your mind.',
          'Antes de irse, acuerdan la próxima cita y puede preguntar cualquier cosa que le preocupe.',
        ),
      },
    ],
  };
}

export function journeySteps(language: Language, variant: 'V2' | 'V5'): InformationalStepsFieldsInput {
  const t = (en: string, es: string) => tr(language, en, es);
  const steps = [
    [
      t('Find a study', 'Encuentre un estudio'),
      t(
        'Search by condition and location, or browse the studies that are enrolling now.',
        'Busque por enfermedad y ubicación, o vea los estudios que están inscribiendo ahora.',
      ),
    ],
    [
      t('Answer a short questionnaire', 'Responda un breve cuestionario'),
      t(
        'A few questions show whether you may be a match. It takes about five minutes.',
        'Unas pocas preguntas indican si podría ser candidato. Toma unos cinco minutos.',
      ),
    ],
    [
      t('Talk to the study team', 'Hable con el equipo del estudio'),
      t(
        'If you may qualify, a study site contacts you to explain the study and answer your questions.',
        'Si podría calificar, un centro del estudio se pone en contacto para explicarle el estudio y responder sus preguntas.',
      ),
    ],
    [
      t('Decide with informed consent', 'Decida con el consentimiento informado'),
      t(
        'You read and discuss the consent form. You only join if you agree, and you can leave at any time.',
        'Usted lee y comenta el formulario de consentimiento. Solo participa si está de acuerdo y puede retirarse en cualquier momento.',
      ),
    ],
  ];
  return {
    variant,
    title:
      variant === 'V2'
        ? t('Your path into a study', 'Su camino hacia un estudio')
        : t('From first question to first visit', 'De la primera pregunta a la primera visita'),
    description:
      variant === 'V5'
        ? t(
            'Every study is different, but most follow these steps before your first visit.',
            'Cada estudio es diferente, pero la mayoría sigue estos pasos antes de la primera visita.',
          )
        : undefined,
    steps: steps.map(([title, description]) => ({ title: title ?? '', description })),
  };
}

export function rightsSteps(language: Language): InformationalStepsFieldsInput {
  const t = (en: string, es: string) => tr(language, en, es);
  return {
    variant: 'H4',
    title: t('Your rights as a volunteer', 'Sus derechos como voluntario'),
    steps: [
      {
        icon: 'shield',
        title: t('Safety comes first', 'La seguridad es lo primero'),
        description: t(
          'An ethics committee reviews every study before it starts.',
          'Un comité de ética revisa cada estudio antes de que comience.',
        ),
      },
      {
        icon: 'question',
        title: t('Ask anything', 'Pregunte lo que quiera'),
        description: t('You can ask questions at every step.', 'Puede hacer preguntas en cada paso.'),
      },
      {
        icon: 'check',
        title: t('Leave at any time', 'Retírese cuando quiera'),
        description: t(
          'Leaving a study never affects your usual care.',
          'Dejar un estudio nunca afecta su atención habitual.',
        ),
      },
      {
        icon: 'people',
        title: t('Privacy protected', 'Privacidad protegida'),
        description: t(
          'Your personal details are kept confidential.',
          'Sus datos personales se mantienen confidenciales.',
        ),
      },
    ],
  };
}
