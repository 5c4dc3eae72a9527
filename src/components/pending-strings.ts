import type { Language } from '../shared/content-model/language';
import type { PendingCause } from '../shared/outbox/pending-cause';

/**
 * The one text every flow shows while a write waits because the server answered with errors
 * (never "offline": the person is online). Each flow's string table takes it from here, so the
 * wording and its translation live in one place.
 */
export const SERVER_PROBLEM_TEXT: Record<Language, string> = {
  en: 'Our server had a problem. Your details are saved on this device and we will keep trying to send them.',
  es: 'Nuestro servidor tuvo un problema. Sus datos están guardados en este dispositivo y seguiremos intentando enviarlos.',
};

/** The waiting text for `because`: the flow's own offline text, or the server-problem text. */
export function pendingText(
  because: PendingCause | undefined,
  texts: { offline: string; serverProblem: string },
): string {
  return because === 'server' ? texts.serverProblem : texts.offline;
}
