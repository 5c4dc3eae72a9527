import type { Language } from '../../shared/content-model/language';
import type { UnsubscribeFields } from '../../shared/content-model/subscription-fields';
import {
  DEFAULT_RESUBSCRIBE_SERVER_MESSAGE,
  type ResubscribeFallbacks,
} from '../../shared/domain/subscriptions/resubscribe-rules';

/**
 * The unsubscribe pages' built-in texts: fallbacks for empty content fields. The spec gives only
 * the server-failure wording (its error catalogue's, kept verbatim in English); the others are ours.
 */
export interface SubscriptionStrings extends ResubscribeFallbacks {
  heading: string;
  texts: string[];
  unsubscribeButton: string;
  unsubscribing: string;
  unsubscribedHeading: string;
  unsubscribedTexts: string[];
  unsubscribeError: string;
  invalidLink: string;
  missingToken: string;
  emailLabel: string;
  consentLabel: string;
  resubscribeButton: string;
  resubscribing: string;
  resubscribed: string;
  tryAgain: string;
  confirmationHeading: string;
}

const en: SubscriptionStrings = {
  heading: 'Unsubscribe from our emails',
  texts: ['Press Unsubscribe to stop receiving these emails.'],
  unsubscribeButton: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  unsubscribedHeading: 'You have been unsubscribed',
  unsubscribedTexts: ['Changed your mind? Enter your email address to subscribe again.'],
  unsubscribeError: 'Sorry, we could not process your request. Please try again later.',
  invalidLink: 'This unsubscribe link is not valid or has expired.',
  missingToken: 'This page needs the link from one of our emails.',
  emailLabel: 'Email address',
  consentLabel: 'I agree to receive emails about clinical research studies.',
  resubscribeButton: 'Resubscribe',
  resubscribing: 'Resubscribing…',
  resubscribed: 'You have been subscribed again.',
  tryAgain: 'Try again',
  confirmationHeading: 'You are subscribed again',
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  consentRequired: 'Please tick the box to continue.',
  serverError: DEFAULT_RESUBSCRIBE_SERVER_MESSAGE,
};

const es: SubscriptionStrings = {
  heading: 'Cancelar la suscripción a nuestros correos',
  texts: ['Pulse Cancelar suscripción para dejar de recibir estos correos.'],
  unsubscribeButton: 'Cancelar suscripción',
  unsubscribing: 'Cancelando la suscripción…',
  unsubscribedHeading: 'Se ha cancelado su suscripción',
  unsubscribedTexts: ['¿Cambió de opinión? Escriba su correo electrónico para volver a suscribirse.'],
  unsubscribeError: 'Lo sentimos, no pudimos procesar su solicitud. Inténtelo de nuevo más tarde.',
  invalidLink: 'Este enlace para cancelar la suscripción no es válido o ha vencido.',
  missingToken: 'Esta página necesita el enlace de uno de nuestros correos.',
  emailLabel: 'Correo electrónico',
  consentLabel: 'Acepto recibir correos sobre estudios de investigación clínica.',
  resubscribeButton: 'Volver a suscribirme',
  resubscribing: 'Volviendo a suscribirle…',
  resubscribed: 'Se ha vuelto a suscribir.',
  tryAgain: 'Intentar de nuevo',
  confirmationHeading: 'Se ha vuelto a suscribir',
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Escriba un correo electrónico válido.',
  consentRequired: 'Marque la casilla para continuar.',
  serverError: 'Ha escrito un correo electrónico incorrecto',
};

export function subscriptionStrings(language: Language): SubscriptionStrings {
  return language === 'es' ? es : en;
}

const nonEmpty = (list: string[] | undefined) => (list ?? []).filter((text) => text !== '');

/** Content texts override the built-in ones. */
export function withContentTexts(t: SubscriptionStrings, fields: UnsubscribeFields): SubscriptionStrings {
  const texts = nonEmpty(fields.texts);
  const unsubscribedTexts = nonEmpty(fields.unsubscribedTexts);
  return {
    ...t,
    heading: fields.heading || t.heading,
    texts: texts.length > 0 ? texts : t.texts,
    unsubscribeButton: fields.unsubscribeButtonText || t.unsubscribeButton,
    unsubscribedHeading: fields.unsubscribedHeading || t.unsubscribedHeading,
    unsubscribedTexts: unsubscribedTexts.length > 0 ? unsubscribedTexts : t.unsubscribedTexts,
    unsubscribeError: fields.unsubscribeErrorText || t.unsubscribeError,
    emailLabel: fields.emailLabel || t.emailLabel,
    consentLabel: fields.consentLabel || t.consentLabel,
    resubscribeButton: fields.resubscribeButtonText || t.resubscribeButton,
  };
}
