import type { Language } from '../../shared/content-model/language';

/**
 * The success page's built-in texts: fallbacks when content leaves a field empty. The spec's own
 * defaults (the health-data modals) are kept verbatim in English; the rest, and every Spanish text, are ours.
 * Merge tags work in these too.
 */
export interface SuccessStrings {
  loading: string;
  loadFailed: string;
  confirmationBanner: string;
  /** {SiteName} when the page has no site (reached with only its cookie). */
  siteNameFallback: string;
  headingMessage: string;
  appointmentHeading: string;
  appointmentDate: string;
  appointmentDayPart: string;
  appointmentTime: string;
  appointmentNote: string;
  nextStepsHeading: string;
  nextSteps: readonly string[];
  advancedNextStepsHeading: string;
  advancedNextStepsMessage: string;
  siteCardHeading: string;
  phone: string;
  copy: string;
  copied: string;
  copyFailed: string;
  share: string;
  shareMedia: Record<'email' | 'facebook' | 'x' | 'linkedin' | 'whatsapp', string>;
  shareEmailSubject: string;
  shareEmailBody: string;
  webLink: string;
  mapLabel: string;
  mapLoading: string;
  opensInNewTab: string;
  shareHealthDataHeading: string;
  shareHealthDataDescription: string;
  shareHealthDataButton: string;
  shareHealthDataWaiting: string;
  shareHealthDataErrorHeadline: string;
  shareHealthDataErrorMessage: string;
  shareHealthDataUnavailableHeadline: string;
  shareHealthDataUnavailableMessage: string;
  shareHealthDataConnected: string;
  shareHealthDataClosed: string;
  close: string;
}

const en: SuccessStrings = {
  loading: 'Loading the details of your study site…',
  loadFailed:
    'We could not load the details of your study site. The study team has your choice and will contact you.',
  confirmationBanner: 'Thank you, {FirstName}. Your details have been sent to {SiteName}.',
  siteNameFallback: 'the study team',
  headingMessage: 'You are all set',
  appointmentHeading: 'Your requested appointment',
  appointmentDate: 'Date',
  appointmentDayPart: 'Time of day',
  appointmentTime: 'Time',
  appointmentNote: 'This is a request: the study site will contact you to confirm it.',
  nextStepsHeading: 'What happens next',
  nextSteps: [
    'The study team at {SiteName} will contact you, usually within a few working days.',
    'They will explain the study and answer your questions. Taking part is always your choice.',
  ],
  advancedNextStepsHeading: 'What happens next',
  advancedNextStepsMessage: '{SponsorContact}, the team at {SiteName} will contact you about {StudyName}.',
  siteCardHeading: 'Your study site',
  phone: 'Phone',
  copy: 'Copy site details',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  share: 'Share',
  shareMedia: { email: 'Email', facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' },
  shareEmailSubject: 'My study site for {StudyName}',
  shareEmailBody: '{SiteName}, {SitePhone}',
  webLink: 'Visit the site’s website',
  mapLabel: 'Map of {SiteName}',
  mapLoading: 'Loading the map…',
  opensInNewTab: '(opens in a new tab)',
  shareHealthDataHeading: 'Share your health data',
  shareHealthDataDescription:
    'You can securely share your health records with the study team. It can help them see whether the study is right for you.',
  shareHealthDataButton: 'Share my health data',
  shareHealthDataWaiting: 'Connecting to the health-data service…',
  shareHealthDataErrorHeadline: 'Share Your Data',
  shareHealthDataErrorMessage: 'We are currently unable to connect',
  shareHealthDataUnavailableHeadline: 'Share Your Data Unavailable',
  shareHealthDataUnavailableMessage: 'Sorry, service unavailable.',
  shareHealthDataConnected: 'Thank you. Your health records are connected.',
  shareHealthDataClosed: 'The connection was closed. You can try again.',
  close: 'Close',
};

const es: SuccessStrings = {
  loading: 'Cargando los datos de su centro del estudio…',
  loadFailed:
    'No pudimos cargar los datos de su centro del estudio. El equipo del estudio tiene su elección y se pondrá en contacto con usted.',
  confirmationBanner: 'Gracias, {FirstName}. Sus datos se han enviado a {SiteName}.',
  siteNameFallback: 'su centro del estudio',
  headingMessage: 'Todo está listo',
  appointmentHeading: 'Su cita solicitada',
  appointmentDate: 'Fecha',
  appointmentDayPart: 'Momento del día',
  appointmentTime: 'Hora',
  appointmentNote:
    'Es una solicitud: el centro del estudio se pondrá en contacto con usted para confirmarla.',
  nextStepsHeading: 'Qué sucede ahora',
  nextSteps: [
    'El equipo del estudio de {SiteName} se pondrá en contacto con usted, normalmente en unos pocos días hábiles.',
    'Le explicarán el estudio y responderán sus preguntas. Participar es siempre su decisión.',
  ],
  advancedNextStepsHeading: 'Qué sucede ahora',
  advancedNextStepsMessage:
    '{SponsorContact}, el equipo de {SiteName} se pondrá en contacto con usted sobre {StudyName}.',
  siteCardHeading: 'Su centro del estudio',
  phone: 'Teléfono',
  copy: 'Copiar los datos del centro',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  share: 'Compartir',
  shareMedia: {
    email: 'Correo electrónico',
    facebook: 'Facebook',
    x: 'X',
    linkedin: 'LinkedIn',
    whatsapp: 'WhatsApp',
  },
  shareEmailSubject: 'Mi centro del estudio para {StudyName}',
  shareEmailBody: '{SiteName}, {SitePhone}',
  webLink: 'Visitar el sitio web del centro',
  mapLabel: 'Mapa de {SiteName}',
  mapLoading: 'Cargando el mapa…',
  opensInNewTab: '(se abre en una pestaña nueva)',
  shareHealthDataHeading: 'Comparta sus datos de salud',
  shareHealthDataDescription:
    'Puede compartir de forma segura sus historias clínicas con el equipo del estudio. Puede ayudarles a ver si el estudio es adecuado para usted.',
  shareHealthDataButton: 'Compartir mis datos de salud',
  shareHealthDataWaiting: 'Conectando con el servicio de datos de salud…',
  shareHealthDataErrorHeadline: 'Comparta sus datos',
  shareHealthDataErrorMessage: 'En este momento no podemos conectarnos',
  shareHealthDataUnavailableHeadline: 'Compartir sus datos no está disponible',
  shareHealthDataUnavailableMessage: 'Lo sentimos, el servicio no está disponible.',
  shareHealthDataConnected: 'Gracias. Sus historias clínicas están conectadas.',
  shareHealthDataClosed: 'Se cerró la conexión. Puede intentarlo de nuevo.',
  close: 'Cerrar',
};

export const successStrings: Record<Language, SuccessStrings> = { en, es };
