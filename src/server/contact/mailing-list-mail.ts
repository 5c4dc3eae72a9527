import type { Language } from '../../shared/content-model/language';
import type { OutboundMail } from '../integrations/mail';
import { commonUnsubscribeUrl, siteResubscribeUrl } from '../subscriptions/links';

/*
 * The "welcome to the mailing list" mail that AddContactsToCRMailingList sends: marketing, so
 * it carries the unsubscribe links and is held back for an address that unsubscribed. The
 * token in the links is filled in by the mail adapter (one per mail).
 */

export interface MailingListMailInput {
  to: string;
  language: Language;
  firstName: string | null;
  siteName: string;
  publicBaseUrl: string;
  /** The study the person signed up through, when known: its resubscribe page is linked. */
  study: { studyName: string; rootPath: string } | null;
  audience: { tenantKey: string; siteSettingsId: string | null; guestRef: string | null };
}

interface MailText {
  subject: (siteName: string) => string;
  greeting: (firstName: string | null) => string;
  intro: (i: MailingListMailInput) => string;
  unsubscribe: string;
  manage: (studyName: string) => string;
}

const TEXT: Record<Language, MailText> = {
  en: {
    subject: (siteName) => `Welcome to the ${siteName} mailing list`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (i) =>
      i.study
        ? `Thank you for your interest in the ${i.study.studyName}. We will email you news about studies that may suit you.`
        : 'Thank you for your interest. We will email you news about studies that may suit you.',
    unsubscribe: 'Unsubscribe from all emails',
    manage: (studyName) => `Manage your ${studyName} emails`,
  },
  es: {
    subject: (siteName) => `Bienvenido a la lista de correo de ${siteName}`,
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: (i) =>
      i.study
        ? `Gracias por su interés en el ${i.study.studyName}. Le enviaremos noticias sobre estudios que podrían interesarle.`
        : 'Gracias por su interés. Le enviaremos noticias sobre estudios que podrían interesarle.',
    unsubscribe: 'Cancelar la suscripción a todos los correos',
    manage: (studyName) => `Administrar los correos del ${studyName}`,
  },
};

/** The mail, with the unsubscribe link and, when the study is known, its resubscribe page. */
export function mailingListMail(input: MailingListMailInput): OutboundMail {
  const text = TEXT[input.language];
  const links = [{ label: text.unsubscribe, url: commonUnsubscribeUrl(input.publicBaseUrl, input.language) }];
  if (input.study) {
    links.push({
      label: text.manage(input.study.studyName),
      url: siteResubscribeUrl(input.publicBaseUrl, input.study.rootPath, input.language),
    });
  }
  const body = [
    text.greeting(input.firstName),
    '',
    text.intro(input),
    '',
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    input.siteName,
  ];
  return {
    to: input.to,
    subject: text.subject(input.siteName),
    text: body.join('\n'),
    category: 'marketing',
    links,
    audience: input.audience,
  };
}
