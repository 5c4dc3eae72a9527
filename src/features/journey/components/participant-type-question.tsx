import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useWidgetFields } from '../../../content/widget-fields';
import {
  participantTypeQuestionFieldsSchema,
  type ParticipantTypeQuestionFields,
} from '../../../shared/content-model/journey-page-widget-fields';
import type { PatientType } from '../../../shared/domain/journey-roles';
import { participantTypeSubmitted } from '../journey-ui-slice';
// The analytics saga decides whether the event may be kept (consent).
import { trackEvent } from '../../analytics/analytics-slice';
import { useJourneyStrings } from './use-journey-locale';
import type { WidgetProps } from './widget-props';
import './journey.css';

/**
 * Participant-type question: a radio group under a legend; Next stays disabled until an
 * option is chosen. Choosing fires participant-type-selected; Next reports the type and goes
 * to the option's link (the saga keeps the allowed query parameters). It checks its own fields,
 * here in its chunk: fields it cannot read render nothing.
 */
export default function ParticipantTypeQuestion({ fields: raw }: WidgetProps<unknown>) {
  const fields = useWidgetFields(participantTypeQuestionFieldsSchema, raw, 'ParticipantTypeQuestion');
  if (!fields) return null;
  return <ParticipantTypeForm fields={fields} />;
}

function ParticipantTypeForm({ fields }: { fields: ParticipantTypeQuestionFields }) {
  const dispatch = useAppDispatch();
  const { t } = useJourneyStrings();
  const [choice, setChoice] = useState<PatientType | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const name = useId();
  const hintId = `${name}-hint`;

  const choose = (type: PatientType) => {
    setChoice(type);
    dispatch(trackEvent({ name: 'participant-type-selected', data: { type } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = fields.options.find((candidate) => candidate.value === choice);
    if (!option || submitted) return;
    setSubmitted(true);
    dispatch(participantTypeSubmitted({ patientType: option.value, link: option.link }));
  };

  return (
    <section className="participant-type">
      <form onSubmit={submit} noValidate>
        <fieldset className="participant-type__fieldset" aria-describedby={choice ? undefined : hintId}>
          <legend className="participant-type__legend">{fields.title}</legend>
          {fields.options.map((option) => (
            <label key={option.value} className="participant-type__option">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => choose(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {choice === null && (
          <p id={hintId} className="participant-type__hint">
            {t.participantTypeRequired}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={choice === null || submitted}>
          {fields.nextText}
        </button>
      </form>
    </section>
  );
}
