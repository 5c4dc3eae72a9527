import { useSelector } from 'react-redux';
import type { Locale } from '../lib/locale';
import { formatTime } from '../shared/domain/locale-format';
import { selectReceiptEntry, type ReceiptMatch } from '../features/offline/receipt-selectors';
import type { OutboxSliceState } from '../features/offline/outbox-slice';
import { useOfflineStrings } from '../features/offline/components/offline-strings';
import '../features/offline/components/offline-status.css';

/** Its own texts, so they travel in the receipt's chunk and not in the app shell. */
const strings = {
  en: {
    saved: 'Saved on this device at',
    sending: 'Sending…',
    sent: 'Sent at',
    failed: 'Could not be sent',
  },
  es: {
    saved: 'Guardado en este dispositivo a las',
    sending: 'Enviando…',
    sent: 'Enviado a las',
    failed: 'No se pudo enviar',
  },
} satisfies Record<Locale, Record<string, string>>;

export interface SubmissionReceiptProps extends ReceiptMatch {
  /**
   * False when the receipt sits inside the flow's own live region: a nested live region would
   * announce the change twice.
   */
  live?: boolean;
}

function At({ at, locale }: { at: number; locale: Locale }) {
  const text = formatTime(at, locale);
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}

/**
 * The receipt of one submission, where the person made it: "Saved on this device at 10:42", then
 * "Sent at 10:47" once the outbox delivered it. It follows the outbox mirror, so it changes live
 * (the outbox saga updates the mirror as the entry is sent). Nothing before the write is queued.
 */
export function SubmissionReceipt({ live = true, ...match }: SubmissionReceiptProps) {
  const entry = useSelector((state: { outbox: OutboxSliceState }) => selectReceiptEntry(state, match));
  const { locale } = useOfflineStrings();
  const t = strings[locale];
  if (!entry) return null;
  return (
    <div
      className="submission-receipt"
      data-state={entry.state}
      {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}
    >
      <p className="submission-receipt__saved">
        {t.saved} <At at={entry.createdAt} locale={locale} />
      </p>
      {entry.state === 'sending' ? <p className="submission-receipt__sending">{t.sending}</p> : null}
      {entry.state === 'delivered' && entry.deliveredAt !== undefined ? (
        <p className="submission-receipt__sent">
          {t.sent} <At at={entry.deliveredAt} locale={locale} />
        </p>
      ) : null}
      {entry.state === 'failed' ? (
        <p className="submission-receipt__failed">
          {t.failed}
          {entry.lastError ? `: ${entry.lastError.message}` : null}
        </p>
      ) : null}
    </div>
  );
}
