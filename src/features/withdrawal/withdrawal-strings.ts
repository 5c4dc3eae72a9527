import type { Locale } from '../../lib/locale';

/** The withdrawal page's own texts (an app page, not content). */
const strings = {
  en: {
    title: 'Withdraw from the study',
    intro:
      'You are about to withdraw from the study you were referred to. The study team will not contact you about it any more. Taking part is always your choice.',
    confirm: 'Withdraw',
    working: 'Withdrawing…',
    done: 'You have withdrawn. The study team has been told, and nothing more will be asked of you.',
    invalid:
      'This link does not work: it is incomplete or has expired. You can still withdraw by calling the study site.',
    failed: 'We could not record your withdrawal. Check your connection and try again.',
  },
  es: {
    title: 'Retirarse del estudio',
    intro:
      'Está a punto de retirarse del estudio al que fue derivado. El equipo del estudio ya no le contactará sobre él. Participar es siempre su decisión.',
    confirm: 'Retirarme',
    working: 'Retirando…',
    done: 'Se ha retirado. Se ha informado al equipo del estudio y no se le pedirá nada más.',
    invalid:
      'Este enlace no funciona: está incompleto o ha caducado. Aún puede retirarse llamando al centro del estudio.',
    failed: 'No pudimos registrar su retirada. Revise su conexión e inténtelo de nuevo.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type WithdrawalStrings = (typeof strings)['en'];

export function withdrawalStrings(locale: Locale): WithdrawalStrings {
  return strings[locale];
}
