import type { Locale } from '../../../../lib/locale';
import type { ReferralDetail, StatusEvent } from '../../../../shared/contracts/staff-referrals';
import { formatDateTime, referralsStrings, type ReferralsStrings } from '../referrals-strings';
import { statusName } from '../../referral-status-names';

/** The referral page's read-only sections: what the participant gave and what happened since. */

function Contact({ contact, t }: { contact: NonNullable<ReferralDetail['contact']>; t: ReferralsStrings }) {
  return (
    <dl>
      <dt>{t.name}</dt>
      <dd>{contact.name}</dd>
      <dt>{t.email}</dt>
      <dd>{contact.email}</dd>
      <dt>{t.phone}</dt>
      <dd>{contact.phone}</dd>
      <dt>{t.address}</dt>
      <dd>{contact.address}</dd>
      <dt>{t.zipCode}</dt>
      <dd>{contact.zipCode}</dd>
      <dt>{t.filledBy}</dt>
      <dd>
        {t[contact.filledBy]}
        {contact.filledByName ? ` (${contact.filledByName})` : ''}
      </dd>
    </dl>
  );
}

/** An appointment date (YYYY-MM-DD) as the reader writes dates, without shifting its day. */
function formatDay(isoDate: string, locale: Locale): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return day.toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}

/** What a status change recorded, in words: "Attempt 2", "Appointment on Apr 2, 2030", … */
function detailsText(details: StatusEvent['details'], locale: Locale, t: ReferralsStrings): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return Object.entries(details)
    .map(([key, value]) => {
      if (key === 'automatic') return t.detailAutomatic;
      if (key === 'attempt') return t.detailAttempt.replace('{n}', text(value));
      if (key === 'date') return t.detailDate.replace('{date}', formatDay(text(value), locale));
      if (key === 'note') return t.detailNote.replace('{text}', text(value));
      if (key === 'reason') return t.detailReason.replace('{text}', text(value));
      if (key === 'via' && value === 'link') return t.detailViaLink;
      if (key === 'via' && value === 'unsubscribe') return t.detailViaUnsubscribe;
      return `${key}: ${text(value)}`;
    })
    .join('; ');
}

export function StatusHistory({ locale, history }: { locale: Locale; history: readonly StatusEvent[] }) {
  const t = referralsStrings(locale);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t.history}</h2>
      <div className="staff-referrals__scroll">
        <table className="staff__table">
          <caption className="visually-hidden">{t.history}</caption>
          <thead>
            <tr>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.who}</th>
              <th scope="col">{t.details}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((event, index) => (
              <tr key={index}>
                <th scope="row">{formatDateTime(event.occurredAt, locale)}</th>
                <td>{statusName(locale, event.status)}</td>
                <td>{event.actor ?? t.participantActor}</td>
                <td>{detailsText(event.details, locale, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ReferralSections({ locale, referral }: { locale: Locale; referral: ReferralDetail }) {
  const t = referralsStrings(locale);
  const { screener } = referral;
  return (
    <div className="staff-referrals__sections">
      <section aria-labelledby="summary-title">
        <h2 id="summary-title">{t.summary}</h2>
        <dl>
          <dt>{t.currentStatus}</dt>
          <dd>{statusName(locale, referral.status)}</dd>
          <dt>{t.attempts}</dt>
          <dd>{referral.contactAttempts}</dd>
          <dt>{t.created}</dt>
          <dd>{formatDateTime(referral.createdAt, locale)}</dd>
          <dt>{t.site}</dt>
          <dd>
            {referral.siteCode} – {referral.siteName}
          </dd>
          <dt>{t.study}</dt>
          <dd>
            {referral.studyName} ({referral.protocol})
          </dd>
          <dt>{t.language}</dt>
          <dd>{referral.language ?? '–'}</dd>
        </dl>
      </section>
      <section aria-labelledby="contact-title">
        <h2 id="contact-title">{t.contact}</h2>
        {referral.contact ? <Contact contact={referral.contact} t={t} /> : <p>{t.noPersonalData}</p>}
        {referral.appointment && (
          <>
            <h3>{t.appointment}</h3>
            <p>{[referral.appointment.dateTime, referral.appointment.status].filter(Boolean).join(' – ')}</p>
          </>
        )}
      </section>
      {screener && (
        <section aria-labelledby="screener-title">
          <h2 id="screener-title">{t.screener}</h2>
          <dl>
            <dt>{t.screenerResult}</dt>
            <dd>{screener.status ?? '–'}</dd>
            <dt>{t.qualifiedFor}</dt>
            <dd>{screener.qualifiedProtocols.join(', ') || '–'}</dd>
          </dl>
          {screener.answers && screener.answers.length > 0 && (
            <table className="staff__table">
              <caption>{t.screener}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.question}</th>
                  <th scope="col">{t.answer}</th>
                </tr>
              </thead>
              <tbody>
                {screener.answers.map((answer) => (
                  <tr key={answer.question}>
                    <th scope="row">{answer.question}</th>
                    <td>{answer.answer}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      <section aria-labelledby="consents-title">
        <h2 id="consents-title">{t.consents}</h2>
        <ul>
          {referral.consents.map((consent, index) => (
            <li key={index}>
              <strong>{consent.ticked ? t.consentGiven : t.consentNotGiven}:</strong> {consent.text}
              {consent.media.length > 0 ? ` (${consent.media.join(', ')})` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="source-title">
        <h2 id="source-title">{t.source}</h2>
        {referral.source.length === 0 ? (
          <p>{t.noSource}</p>
        ) : (
          <dl>
            {referral.source.map((param) => (
              <div key={param.key} style={{ display: 'contents' }}>
                <dt>{param.key}</dt>
                <dd>{param.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
