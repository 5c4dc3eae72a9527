import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocale, type Locale } from '../../../lib/locale';
import { MessageCard } from '../components/message-card';
import { mailboxStrings, type MailboxStrings } from '../mailbox-strings';
import { useMailbox, type MailboxState } from '../use-mailbox';
import '../mailbox.css';

function MailboxBody({
  state,
  strings,
  locale,
}: {
  state: MailboxState;
  strings: MailboxStrings;
  locale: Locale;
}) {
  switch (state.status) {
    case 'loading':
      return <p role="status">{strings.loading}</p>;
    case 'unavailable':
      return <p role="alert">{strings.unavailable}</p>;
    case 'failed':
      return <p role="alert">{strings.failed}</p>;
    case 'ready':
      if (state.messages.length === 0) return <p className="mailbox__empty">{strings.empty}</p>;
      return (
        <ol className="mailbox__list">
          {state.messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} locale={locale} strings={strings} />
            </li>
          ))}
        </ol>
      );
  }
}

/** /demo/mailbox: every email and SMS the demo server stored instead of sending, newest first. */
export default function MailboxPage() {
  const { locale } = splitLocale(useLocation().pathname);
  const strings = mailboxStrings(locale);
  const { state, refreshing, refresh } = useMailbox();

  useEffect(() => {
    document.title = `${strings.title} | ClinicalResearch`;
  }, [strings.title]);

  return (
    <section className="mailbox" aria-labelledby="mailbox-title">
      <header className="mailbox__header">
        <h1 id="mailbox-title">{strings.title}</h1>
        <button
          type="button"
          className="button"
          onClick={refresh}
          disabled={state.status === 'loading' || refreshing}
        >
          {strings.refresh}
        </button>
      </header>
      <p className="mailbox__intro">{strings.intro}</p>
      <MailboxBody state={state} strings={strings} locale={locale} />
    </section>
  );
}
