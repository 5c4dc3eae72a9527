import type { Language } from '../../shared/content-model/language';
import type { ProfileEmailType } from '../../shared/contracts/profile-session';
import type { OutboundMail } from '../integrations/mail';

/*
 * The registry's three mails (the "Profile email modal", thank-you Resend,
 * community links). Transactional: the person asked for each, so an unsubscribe never holds one
 * back. Each carries one single-use link, listed again for the demo mailbox.
 */

export interface ProfileMailInput {
  to: string;
  type: ProfileEmailType;
  language: Language;
  firstName: string;
  siteName: string;
  url: string;
  /** How long the link works, in hours. */
  linkHours: number;
}

interface MailText {
  subject: (siteName: string) => string;
  label: string;
  intro: (siteName: string) => string;
}

interface LanguageText {
  greeting: (firstName: string) => string;
  validity: (hours: number) => string;
  mails: Record<ProfileEmailType, MailText>;
}

const TEXT: Record<Language, LanguageText> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    validity: (hours) =>
      `The link works once, within ${String(hours)} hours. If you did not ask for it, you can ignore this email.`,
    mails: {
      myProfile: {
        subject: (siteName) => `Your ${siteName} profile link`,
        label: 'Open my profile',
        intro: (siteName) => `Here is the link to your ${siteName} profile.`,
      },
      verification: {
        subject: () => 'Please verify your email address',
        label: 'Verify my email address',
        intro: (siteName) =>
          `Thank you for registering with ${siteName}. Please confirm that this is your email address.`,
      },
      community: {
        subject: () => 'Your community link',
        label: 'Open my community',
        intro: (siteName) => `Here is the link to your community on ${siteName}.`,
      },
    },
  },
  es: {
    greeting: (name) => `Hola ${name}:`,
    validity: (hours) =>
      `El enlace funciona una vez, dentro de ${String(hours)} horas. Si usted no lo pidió, puede ignorar este correo.`,
    mails: {
      myProfile: {
        subject: (siteName) => `Su enlace al perfil de ${siteName}`,
        label: 'Abrir mi perfil',
        intro: (siteName) => `Este es el enlace a su perfil de ${siteName}.`,
      },
      verification: {
        subject: () => 'Verifique su dirección de correo electrónico',
        label: 'Verificar mi correo electrónico',
        intro: (siteName) =>
          `Gracias por registrarse en ${siteName}. Confirme que esta es su dirección de correo electrónico.`,
      },
      community: {
        subject: () => 'Su enlace a la comunidad',
        label: 'Abrir mi comunidad',
        intro: (siteName) => `Este es el enlace a su comunidad en ${siteName}.`,
      },
    },
  },
};

export function profileMailSubject(type: ProfileEmailType, language: Language, siteName: string): string {
  return TEXT[language].mails[type].subject(siteName);
}

/** The mail, with its link in the text and in `links`. */
export function profileMail(input: ProfileMailInput): OutboundMail {
  const text = TEXT[input.language];
  const mail = text.mails[input.type];
  const body = [
    text.greeting(input.firstName),
    '',
    mail.intro(input.siteName),
    '',
    `${mail.label}: ${input.url}`,
    '',
    text.validity(input.linkHours),
    '',
    input.siteName,
  ];
  return {
    to: input.to,
    subject: mail.subject(input.siteName),
    text: body.join('\n'),
    category: 'transactional',
    links: [{ label: mail.label, url: input.url }],
  };
}
