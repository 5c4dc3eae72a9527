import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useWidgetFields } from '../../../content/widget-fields';
import {
  resumeLaterFieldsSchema,
  type ResumeLaterFields,
} from '../../../shared/content-model/journey-page-widget-fields';
import { selectJourney } from '../journey-slice';
import { resumeLinkRequestChanged, resumeLinkRequested, selectJourneyUi } from '../journey-ui-slice';
import { useJourneyStrings } from './use-journey-locale';
import type { WidgetProps } from './widget-props';
import './journey.css';
import { usePersonalAutocomplete } from '../../../app/use-personal-autocomplete';
import { pendingText } from '../../../components/pending-strings';
import { lazySchema } from '../../../shared/lazy-schema';

const emailSchema = lazySchema(() => z.email().check(z.maxLength(254)));

/**
 * "Email me a link to continue later": the request goes through the outbox (it survives being
 * offline); the server mails a resume link for this journey. It checks its own fields, here in
 * its chunk: fields it cannot read render nothing.
 */
export default function ResumeLater({ fields: raw }: WidgetProps<unknown>) {
  const fields = useWidgetFields(resumeLaterFieldsSchema, raw, 'ResumeLater');
  if (!fields) return null;
  return <ResumeLaterForm fields={fields} />;
}

function ResumeLaterForm({ fields }: { fields: ResumeLaterFields }) {
  const personal = usePersonalAutocomplete();
  const dispatch = useAppDispatch();
  const { t } = useJourneyStrings();
  const { resumeLinkRequest: status, resumeLinkRequestBecause: because } = useAppSelector(selectJourneyUi);
  const { enrollmentId } = useAppSelector(selectJourney);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    dispatch(resumeLinkRequestChanged({ status: 'idle' }));
  }, [dispatch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = emailSchema.safeParse(email.trim()).success;
    setInvalid(!valid);
    if (valid) dispatch(resumeLinkRequested({ email: email.trim() }));
    else input.current?.focus(); // a refused request: back to the field, its message is an alert
  };

  const message =
    status === 'sent'
      ? t.resumeLaterSent
      : status === 'queued'
        ? pendingText(because, { offline: t.resumeLaterQueued, serverProblem: t.resumeLaterServerProblem })
        : status === 'failed'
          ? t.resumeLaterFailed
          : '';
  const done = status === 'sent' || status === 'queued';
  // The built-in description goes with the built-in title; a site's own title stands alone.
  const description = fields.description || (fields.title ? '' : t.resumeLaterDescription);

  return (
    <section className="resume-later" aria-labelledby={`${id}-title`} data-testid="resume-later">
      <h2 id={`${id}-title`}>{fields.title || t.resumeLaterTitle}</h2>
      {description && <p>{description}</p>}
      {enrollmentId === null ? (
        <p>{t.resumeLaterUnavailable}</p>
      ) : (
        !done && (
          <form className="resume-later__form" onSubmit={submit} noValidate>
            <label htmlFor={`${id}-email`}>{t.resumeLaterEmail}</label>
            <input
              ref={input}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete={personal('email')}
              inputMode="email"
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {invalid && (
              <p id={`${id}-error`} className="resume-later__error" role="alert">
                {t.resumeLaterInvalid}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={status === 'saving'}>
              {status === 'saving' ? t.sending : fields.buttonText || t.resumeLaterButton}
            </button>
          </form>
        )
      )}
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
