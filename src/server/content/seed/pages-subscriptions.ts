import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type {
  ResubscribeConfirmationFields,
  UnsubscribeFields,
} from '../../../shared/content-model/subscription-fields';
import { JOURNEY_STUDY_KEYS, type JourneyStudyKey } from './pages-journey-builders';

/*
 * The unsubscribe pages: the common unsubscribe page
 * `/unsubscribe`, each study's resubscribe page `/{root}/resubscribe`, and the common
 * confirmation `/resubscribe-confirmation`, where a successful resubscribe leads. Mail links
 * carry `?uToken=…`. Spanish under the /es prefix, same item ids.
 */

export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const RESUBSCRIBE_CONFIRMATION_PATH = '/resubscribe-confirmation';

interface SubscriptionTexts {
  unsubscribeName: string;
  unsubscribeTitle: string;
  resubscribeName: string;
  resubscribeTitle: (study: string) => string;
  confirmationName: string;
  confirmationTitle: string;
  common: UnsubscribeFields;
  site: (study: string) => UnsubscribeFields;
  confirmation: ResubscribeConfirmationFields;
  studyNames: Record<JourneyStudyKey, string>;
}

function subscriptionPages(language: Language, text: SubscriptionTexts): PageInput[] {
  const common: PageInput = {
    id: 'unsubscribe',
    path: UNSUBSCRIBE_PAGE_PATH,
    language,
    name: text.unsubscribeName,
    title: text.unsubscribeTitle,
    flags: {},
    components: [{ id: 'unsubscribe-widget', name: 'CommonUnsubscribe', fields: text.common }],
  };
  const sites: PageInput[] = JOURNEY_STUDY_KEYS.map((studyKey) => ({
    id: `${studyKey}-resubscribe`,
    path: `/${studyKey}/resubscribe`,
    language,
    name: text.resubscribeName,
    title: text.resubscribeTitle(text.studyNames[studyKey]),
    studyKey,
    flags: {},
    components: [
      {
        id: `${studyKey}-resubscribe-widget`,
        name: 'SiteResubscribe',
        fields: text.site(text.studyNames[studyKey]),
      },
    ],
  }));
  const confirmation: PageInput = {
    id: 'resubscribe-confirmation',
    path: RESUBSCRIBE_CONFIRMATION_PATH,
    language,
    name: text.confirmationName,
    title: text.confirmationTitle,
    flags: {},
    components: [
      { id: 'resubscribe-confirmation-widget', name: 'ResubscribeConfirmation', fields: text.confirmation },
    ],
  };
  return [common, ...sites, confirmation];
}

const formEn: UnsubscribeFields = {
  unsubscribeButtonText: 'Unsubscribe',
  unsubscribedHeading: 'You have been unsubscribed',
  unsubscribedTexts: ['Changed your mind? Enter your email address and tick the box to subscribe again.'],
  unsubscribeErrorText: 'Sorry, we could not process your request. Please try again later.',
  emailLabel: 'Email address',
  emailPlaceholder: 'name@example.com',
  emailRequired: true,
  emailRequiredMessage: 'Please enter your email address.',
  emailInvalidMessage: 'Please enter a valid email address.',
  serverErrorMessage: 'You have entered an incorrect email address',
  consentLabel: 'I agree to receive emails about clinical research studies.',
  consentRequired: true,
  consentRequiredMessage: 'Please tick the box to subscribe again.',
  resubscribeButtonText: 'Resubscribe',
  successLink: RESUBSCRIBE_CONFIRMATION_PATH,
};

const formEs: UnsubscribeFields = {
  unsubscribeButtonText: 'Cancelar suscripción',
  unsubscribedHeading: 'Se ha cancelado su suscripción',
  unsubscribedTexts: [
    '¿Cambió de opinión? Escriba su correo electrónico y marque la casilla para volver a suscribirse.',
  ],
  unsubscribeErrorText: 'Lo sentimos, no pudimos procesar su solicitud. Inténtelo de nuevo más tarde.',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'nombre@ejemplo.com',
  emailRequired: true,
  emailRequiredMessage: 'Escriba su correo electrónico.',
  emailInvalidMessage: 'Escriba un correo electrónico válido.',
  serverErrorMessage: 'Ha escrito un correo electrónico incorrecto',
  consentLabel: 'Acepto recibir correos sobre estudios de investigación clínica.',
  consentRequired: true,
  consentRequiredMessage: 'Marque la casilla para volver a suscribirse.',
  resubscribeButtonText: 'Volver a suscribirme',
  successLink: RESUBSCRIBE_CONFIRMATION_PATH,
};

export const pagesSubscriptionsEn: PageInput[] = subscriptionPages('en', {
  unsubscribeName: 'Unsubscribe',
  unsubscribeTitle: 'Unsubscribe | ClinicalResearch',
  resubscribeName: 'Study email preferences',
  resubscribeTitle: (study) => `Email preferences | ${study}`,
  confirmationName: 'Resubscribe confirmation',
  confirmationTitle: 'You are subscribed again | ClinicalResearch',
  common: {
    ...formEn,
    heading: 'Unsubscribe from our emails',
    texts: [
      'We are sorry to see you go.',
      'Press Unsubscribe to stop receiving emails about clinical research studies from us.',
    ],
  },
  site: (study) => ({
    ...formEn,
    heading: `Unsubscribe from ${study} emails`,
    texts: [`Press Unsubscribe to stop receiving emails about the ${study}.`],
  }),
  confirmation: {
    heading: 'You are subscribed again',
    content: [
      'Thank you. You will receive our emails about clinical research studies again.',
      'You can unsubscribe at any time with the link at the bottom of each email.',
    ],
  },
  studyNames: {
    'migraine-study': 'Migraine Prevention Study',
    'asthma-study': 'Asthma Control Study',
    'knee-oa-study': 'Knee Osteoarthritis Pain Study',
  },
});

export const pagesSubscriptionsEs: PageInput[] = subscriptionPages('es', {
  unsubscribeName: 'Cancelar suscripción',
  unsubscribeTitle: 'Cancelar suscripción | ClinicalResearch',
  resubscribeName: 'Preferencias de correo del estudio',
  resubscribeTitle: (study) => `Preferencias de correo | ${study}`,
  confirmationName: 'Confirmación de nueva suscripción',
  confirmationTitle: 'Se ha vuelto a suscribir | ClinicalResearch',
  common: {
    ...formEs,
    heading: 'Cancelar la suscripción a nuestros correos',
    texts: [
      'Lamentamos que se vaya.',
      'Pulse Cancelar suscripción para dejar de recibir nuestros correos sobre estudios de investigación clínica.',
    ],
  },
  site: (study) => ({
    ...formEs,
    heading: `Cancelar la suscripción a los correos del ${study}`,
    texts: [`Pulse Cancelar suscripción para dejar de recibir correos sobre el ${study}.`],
  }),
  confirmation: {
    heading: 'Se ha vuelto a suscribir',
    content: [
      'Gracias. Volverá a recibir nuestros correos sobre estudios de investigación clínica.',
      'Puede cancelar la suscripción en cualquier momento con el enlace al final de cada correo.',
    ],
  },
  studyNames: {
    'migraine-study': 'Estudio de prevención de la migraña',
    'asthma-study': 'Estudio de control del asma',
    'knee-oa-study': 'Estudio del dolor por artrosis de rodilla',
  },
});
