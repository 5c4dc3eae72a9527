import type { Language } from '../../shared/content-model/language';

/**
 * The registration start widget's built-in texts (fallbacks for empty content fields), apart from
 * the wizard's and the thank-you page's (registration-strings.ts): the home page downloads only these.
 */
export interface RegistrationStartStrings {
  startTitle: string;
  emailLabel: string;
  consentText: string;
  getStarted: string;
  checking: string;
  emailExists: string;
}

const en: RegistrationStartStrings = {
  startTitle: 'Join our research community',
  emailLabel: 'Email address',
  consentText: 'I agree to receive emails about clinical research that may interest me.',
  getStarted: 'Get started',
  checking: 'Checking your email address…',
  emailExists: 'This email address is already registered. Please sign in instead.',
};

const es: RegistrationStartStrings = {
  startTitle: 'Únase a nuestra comunidad de investigación',
  emailLabel: 'Correo electrónico',
  consentText: 'Acepto recibir correos sobre investigación clínica que pueda interesarme.',
  getStarted: 'Comenzar',
  checking: 'Comprobando su correo electrónico…',
  emailExists: 'Este correo ya está registrado. Inicie sesión.',
};

export function registrationStartStrings(language: Language): RegistrationStartStrings {
  return language === 'es' ? es : en;
}
