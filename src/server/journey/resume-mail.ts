import { localizePath, type Language } from '../../shared/content-model/language';
import { formatLongDate } from '../../shared/domain/locale-format';
import type { OutboundMail } from '../integrations/mail';

export interface ResumeMailInput {
  to: string;
  token: string;
  language: Language;
  /** The study's home path, e.g. /asthma-study (unprefixed). */
  rootPath: string;
  studyName: string;
  siteName: string;
  publicBaseUrl: string;
  expiresAt: Date;
}

/** `{PUBLIC_BASE_URL}{/es}{study root}?resumeJourneyToken=…` */
export function resumeLinkUrl(
  publicBaseUrl: string,
  rootPath: string,
  language: Language,
  token: string,
): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ resumeJourneyToken: token });
  return `${base}${localizePath(rootPath, language)}?${query.toString()}`;
}

const TEXT: Record<
  Language,
  { subject: string; label: string; body: (i: ResumeMailInput, url: string, date: string) => string }
> = {
  en: {
    subject: 'Resume your journey',
    label: 'Resume your journey',
    body: (i, url, date) =>
      [
        'Hello,',
        '',
        `You asked for a link to continue your pre-screening for the ${i.studyName} where you left off.`,
        '',
        `Resume your journey: ${url}`,
        '',
        `The link works until ${date}. If you did not ask for it, you can ignore this email.`,
        '',
        i.siteName,
      ].join('\n'),
  },
  es: {
    subject: 'Continúe su proceso',
    label: 'Continúe su proceso',
    body: (i, url, date) =>
      [
        'Hola:',
        '',
        `Usted pidió un enlace para continuar su preselección para el ${i.studyName} donde la dejó.`,
        '',
        `Continúe su proceso: ${url}`,
        '',
        `El enlace funciona hasta el ${date}. Si usted no lo pidió, puede ignorar este correo.`,
        '',
        i.siteName,
      ].join('\n'),
  },
};

function formatDate(date: Date, language: Language): string {
  return formatLongDate(date, language, { timeZone: 'UTC' });
}

/** The transactional mail carrying a resume link. */
export function resumeMail(input: ResumeMailInput): OutboundMail {
  const text = TEXT[input.language];
  const url = resumeLinkUrl(input.publicBaseUrl, input.rootPath, input.language, input.token);
  return {
    to: input.to,
    subject: `${text.subject} – ${input.studyName}`,
    text: text.body(input, url, formatDate(input.expiresAt, input.language)),
    category: 'transactional',
    links: [{ label: text.label, url }],
  };
}
