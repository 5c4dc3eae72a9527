import type { Locale } from '../../../lib/locale';
import type { MailboxMessage } from '../../../shared/contracts/mailbox';
import { formatDateTime } from '../../../shared/domain/locale-format';
import type { MailboxStrings } from '../mailbox-strings';

interface Props {
  message: MailboxMessage;
  locale: Locale;
  strings: MailboxStrings;
}

function formatTime(iso: string, locale: Locale): string {
  return formatDateTime(new Date(iso), locale);
}

/** One stored email or SMS: its text as plain text (never HTML) and its links as real anchors. */
export function MessageCard({ message, locale, strings }: Props) {
  const isEmail = message.channel === 'email';
  const headingId = `message-${message.id}`;
  return (
    <article className={`mailbox-message mailbox-message--${message.channel}`} aria-labelledby={headingId}>
      <p className="mailbox-message__channel">{isEmail ? strings.email : strings.sms}</p>
      <h2 id={headingId} className="mailbox-message__subject">
        {isEmail ? (message.subject ?? strings.noSubject) : message.to}
      </h2>
      <dl className="mailbox-message__meta">
        <dt>{strings.to}</dt>
        <dd>{message.to}</dd>
        <dt>{strings.sent}</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
        </dd>
      </dl>
      <p className="mailbox-message__text">{message.text}</p>
      {message.links.length > 0 && (
        // A named list, not a landmark: every message has one, and landmarks need unique names.
        <ul className="mailbox-message__links" aria-label={strings.links}>
          {message.links.map((link) => (
            <li key={`${link.url}-${link.label}`}>
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
