import type { Locale } from '../../lib/locale';

/** The demo mailbox's own texts (it is an app page, not content). */
const strings = {
  en: {
    title: 'Demo mailbox',
    intro:
      'Emails and text messages the site would have sent. In demo mode nothing leaves the server: every message is kept here instead.',
    refresh: 'Refresh',
    loading: 'Loading messages…',
    empty: 'No messages yet. They appear here as soon as the site sends an email or a text message.',
    unavailable: 'The mailbox is only available when the server runs in demo mode.',
    failed: 'The messages could not be loaded. Check your connection and try again.',
    email: 'Email',
    sms: 'Text message',
    to: 'To',
    sent: 'Sent',
    links: 'Links in this message',
    noSubject: '(no subject)',
  },
  es: {
    title: 'Buzón de demostración',
    intro:
      'Correos electrónicos y mensajes de texto que el sitio habría enviado. En el modo de demostración nada sale del servidor: todos los mensajes se guardan aquí.',
    refresh: 'Actualizar',
    loading: 'Cargando mensajes…',
    empty:
      'Todavía no hay mensajes. Aparecerán aquí en cuanto el sitio envíe un correo electrónico o un mensaje de texto.',
    unavailable: 'El buzón solo está disponible cuando el servidor funciona en modo de demostración.',
    failed: 'No se pudieron cargar los mensajes. Revise su conexión e inténtelo de nuevo.',
    email: 'Correo electrónico',
    sms: 'Mensaje de texto',
    to: 'Para',
    sent: 'Enviado',
    links: 'Enlaces de este mensaje',
    noSubject: '(sin asunto)',
  },
} satisfies Record<Locale, Record<string, string>>;

export type MailboxStrings = (typeof strings)['en'];

export function mailboxStrings(locale: Locale): MailboxStrings {
  return strings[locale];
}
