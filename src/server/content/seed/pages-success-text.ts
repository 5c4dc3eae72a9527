import type { SuccessPageFields } from '../../../shared/content-model/success-page-fields';
import { CONTENT_DEFAULT_HAPI_ATTEMPTS } from '../../../shared/domain/sites/health-data-attempts';

/*
 * The demo success page's content, with merge tags ({FirstName}, {SiteName}, {SitePhone}, {StudyName},
 * {SponsorContact}, …) filled in by the page from GET /api/success/Details. The progress items come from the
 * outcome text.
 */
type SuccessText = Omit<Partial<SuccessPageFields>, 'progress'>;

export const successTextEn: SuccessText = {
  progressPosition: 'Top',
  confirmationBanner: 'Thank you, {FirstName}. Your details have been sent to {SiteName}.',
  headingMessage: 'You are all set',
  headingDescription:
    'A member of the study team will contact you, usually within a few working days, to talk about {StudyName} and answer your questions.',
  appointmentHeading: 'Your requested appointment',
  appointmentNote: 'This is a request: {SiteName} will contact you to confirm the date and time.',
  iconBoxesHeading: 'Before the study team calls',
  iconBoxes: [
    { icon: 'phone', title: 'Keep your phone close', description: 'The call may come from {SitePhone}.' },
    { icon: 'mail', title: 'Check your e-mail', description: 'Look in your spam folder too.' },
    { icon: 'clipboard', title: 'Note your questions', description: 'Nothing is too small to ask.' },
  ],
  nextStepsHeading: 'What happens next',
  nextSteps: [
    'The study team at {SiteName} will contact you to talk about the study.',
    'They will explain the visits, the tests and any costs that are covered.',
    'Taking part is always voluntary, and you can change your mind at any time.',
  ],
  advancedNextStepsHeading: 'Your next steps',
  advancedNextStepsMessage: '{SponsorContact}, the team at {SiteName} will be in touch about {StudyName}.',
  contentHeading: 'About taking part',
  content: ['You can ask as many questions as you like, before or after you join.'],
  siteCardHeading: 'Your study site',
  copyTooltipSeconds: 3,
  shareEmailSubject: 'My study site for {StudyName}',
  shareEmailBody: 'I chose {SiteName} for {StudyName}. Phone: {SitePhone}.',
  shareHealthDataHeading: 'Share your health data',
  shareHealthDataDescription:
    'You can securely connect your health records so the study team at {SiteName} can see whether the study suits you.',
  shareHealthDataButton: 'Share my health data',
  shareHealthDataErrorHeadline: 'Share Your Data',
  shareHealthDataErrorMessage: 'We are currently unable to connect',
  shareHealthDataUnavailableHeadline: 'Share Your Data Unavailable',
  shareHealthDataUnavailableMessage: 'Sorry, service unavailable.',
  healthDataAttempts: CONTENT_DEFAULT_HAPI_ATTEMPTS,
};

export const successTextEs: SuccessText = {
  progressPosition: 'Top',
  confirmationBanner: 'Gracias, {FirstName}. Sus datos se han enviado a {SiteName}.',
  headingMessage: 'Todo está listo',
  headingDescription:
    'Un miembro del equipo del estudio se pondrá en contacto con usted, normalmente en unos pocos días hábiles, para hablar de {StudyName} y responder sus preguntas.',
  appointmentHeading: 'Su cita solicitada',
  appointmentNote:
    'Es una solicitud: {SiteName} se pondrá en contacto con usted para confirmar la fecha y la hora.',
  iconBoxesHeading: 'Antes de que llame el equipo del estudio',
  iconBoxes: [
    {
      icon: 'phone',
      title: 'Tenga su teléfono cerca',
      description: 'La llamada puede venir de {SitePhone}.',
    },
    {
      icon: 'mail',
      title: 'Revise su correo electrónico',
      description: 'Mire también en la carpeta de correo no deseado.',
    },
    {
      icon: 'clipboard',
      title: 'Anote sus preguntas',
      description: 'Ninguna pregunta es demasiado pequeña.',
    },
  ],
  nextStepsHeading: 'Qué sucede ahora',
  nextSteps: [
    'El equipo del estudio de {SiteName} se pondrá en contacto con usted para hablar del estudio.',
    'Le explicarán las visitas, las pruebas y los costos que se cubren.',
    'Participar es siempre voluntario y puede cambiar de opinión en cualquier momento.',
  ],
  advancedNextStepsHeading: 'Sus próximos pasos',
  advancedNextStepsMessage:
    '{SponsorContact}, el equipo de {SiteName} se pondrá en contacto con usted sobre {StudyName}.',
  contentHeading: 'Sobre la participación',
  content: ['Puede hacer todas las preguntas que quiera, antes o después de participar.'],
  siteCardHeading: 'Su centro del estudio',
  copyTooltipSeconds: 3,
  shareEmailSubject: 'Mi centro del estudio para {StudyName}',
  shareEmailBody: 'Elegí {SiteName} para {StudyName}. Teléfono: {SitePhone}.',
  shareHealthDataHeading: 'Comparta sus datos de salud',
  shareHealthDataDescription:
    'Puede conectar de forma segura sus historias clínicas para que el equipo del estudio de {SiteName} vea si el estudio es adecuado para usted.',
  shareHealthDataButton: 'Compartir mis datos de salud',
  shareHealthDataErrorHeadline: 'Comparta sus datos',
  shareHealthDataErrorMessage: 'En este momento no podemos conectarnos',
  shareHealthDataUnavailableHeadline: 'Compartir sus datos no está disponible',
  shareHealthDataUnavailableMessage: 'Lo sentimos, el servicio no está disponible.',
  healthDataAttempts: CONTENT_DEFAULT_HAPI_ATTEMPTS,
};
