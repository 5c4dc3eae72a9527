import { useId, type ReactNode } from 'react';
import type { SuccessIconBox } from '../../../shared/content-model/success-page-fields';
import type { Appointment } from '../../../shared/domain/sites/appointment';
import type { SuccessStrings } from '../success-strings';

/*
 * The success page's simple blocks. Each receives texts already resolved (content or fallback, merge tags
 * filled in); the page decides which show.
 */

export function ConfirmationBanner({ text }: { text: string }) {
  return (
    <div className="success-banner" data-testid="success-confirmation" data-outcome-flag="isQualified">
      <svg
        className="success-banner__icon"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M7 12.5l3.2 3.2L17.5 8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <p>{text}</p>
    </div>
  );
}

export function AppointmentCard(props: {
  heading: string;
  note: string;
  appointment: Appointment;
  strings: SuccessStrings;
}) {
  const headingId = useId();
  const { appointment, strings } = props;
  return (
    <section className="success-card appointment-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      <dl className="appointment-card__list">
        <dt>{strings.appointmentDate}</dt>
        <dd>{appointment.date}</dd>
        <dt>{strings.appointmentDayPart}</dt>
        <dd>{appointment.dayPart}</dd>
        <dt>{strings.appointmentTime}</dt>
        <dd>{appointment.time}</dd>
      </dl>
      {props.note ? <p className="appointment-card__note">{props.note}</p> : null}
    </section>
  );
}

const ICON_PATHS: Record<SuccessIconBox['icon'], string> = {
  phone:
    'M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z',
  calendar: 'M7 2v2H5a2 2 0 00-2 2v14a2 2 0 002 2h14a2 2 0 002-2V6a2 2 0 00-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z',
  clipboard:
    'M9 2h6a1 1 0 011 1v1h2a2 2 0 012 2v14a2 2 0 01-2 2H6a2 2 0 01-2-2V6a2 2 0 012-2h2V3a1 1 0 011-1zm0 2v2h6V4z',
  location:
    'M12 2a7 7 0 00-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z',
  mail: 'M3 5h18a1 1 0 011 1v12a1 1 0 01-1 1H3a1 1 0 01-1-1V6a1 1 0 011-1zm1 2.2V17h16V7.2l-8 5.3z',
  check: 'M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.5-1.5z',
};

export function IconBoxes({
  heading,
  boxes,
}: {
  heading: string;
  boxes: readonly { icon: SuccessIconBox['icon']; title: string; description: string }[];
}) {
  const headingId = useId();
  if (boxes.length === 0) return null;
  return (
    <section className="success-card icon-boxes" aria-labelledby={heading ? headingId : undefined}>
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      <ul className="icon-boxes__list">
        {boxes.map((box, index) => (
          <li key={index} className="icon-boxes__item">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[box.icon]} fill="currentColor" />
            </svg>
            <h3>{box.title}</h3>
            {box.description ? <p>{box.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NextSteps({ heading, steps }: { heading: string; steps: readonly string[] }) {
  const headingId = useId();
  return (
    <section className="success-card next-steps" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ol className="next-steps__list">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** Journey 03: a card with an icon, a heading message, the steps and the selected-sites container. */
export function AdvancedNextSteps(props: {
  heading: string;
  message: string;
  steps: readonly string[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="success-card advanced-next-steps" aria-labelledby={headingId}>
      <div className="advanced-next-steps__header">
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path d={ICON_PATHS.clipboard} fill="currentColor" />
        </svg>
        <h2 id={headingId}>{props.heading}</h2>
      </div>
      {props.message ? <p className="advanced-next-steps__message">{props.message}</p> : null}
      {props.steps.length > 0 ? (
        <ol className="next-steps__list">
          {props.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      ) : null}
      {props.children ? <div className="advanced-next-steps__sites">{props.children}</div> : null}
    </section>
  );
}

/** One-column text, then an optional two-column block. */
export function SuccessContent(props: {
  heading: string;
  content: readonly string[];
  left: readonly string[];
  right: readonly string[];
}) {
  const headingId = useId();
  if (props.content.length + props.left.length + props.right.length === 0) return null;
  return (
    <section className="success-content" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading ? <h2 id={headingId}>{props.heading}</h2> : null}
      {props.content.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {props.left.length + props.right.length > 0 ? (
        <div className="success-content__columns">
          <div>
            {props.left.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
          <div>
            {props.right.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
