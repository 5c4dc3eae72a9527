import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { splitLocale, type Locale } from '../../../lib/locale';
import { useWidgetFields } from '../../../content/widget-fields';
import { progressBarFieldsSchema } from '../../../shared/content-model/outcome-widget-fields';
import {
  progressJourneyKey,
  progressStatuses,
  type ProgressStatus,
} from '../../../shared/domain/progress-steps';
import { selectJourney } from '../../journey/journey-slice';
import type { WidgetProps } from './widget-props';
import './progress-bar.css';

const STATUS_TEXT: Record<Locale, Record<ProgressStatus, string>> = {
  en: { Completed: 'completed', Active: 'current step', Disabled: 'not started' },
  es: { Completed: 'completado', Active: 'paso actual', Disabled: 'sin empezar' },
};

function Tick() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3 3L13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The items of the journey's type (J1, J2, J3), each Disabled, Active or Completed (with a tick), derived
 * from the persisted journey. It checks its own fields, here in its chunk.
 */
export default function ProgressBar({ fields: raw }: WidgetProps<unknown>) {
  const fields = useWidgetFields(progressBarFieldsSchema, raw, 'ProgressBar');
  const journey = useAppSelector(selectJourney);
  const { locale } = splitLocale(useLocation().pathname);
  if (!fields) return null;
  const items = fields[progressJourneyKey(journey.journeyType)];
  const statuses = progressStatuses(items, journey);
  return (
    <section className="progress-bar" aria-label={fields.label}>
      <ol className="progress-bar__list">
        {items.map((item, index) => {
          const status = statuses[index] ?? 'Disabled';
          return (
            <li
              key={`${item.step}-${index}`}
              className={`progress-bar__item progress-bar__item--${status.toLowerCase()}`}
              data-status={status}
              aria-current={status === 'Active' ? 'step' : undefined}
            >
              <span className="progress-bar__marker" aria-hidden="true">
                {status === 'Completed' ? <Tick /> : index + 1}
              </span>
              <span className="progress-bar__name">{item.name}</span>
              <span className="visually-hidden">, {STATUS_TEXT[locale][status]}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
