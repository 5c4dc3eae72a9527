import { progressText, type RegistrationStrings } from '../../registration-strings';

/** The step's place in the wizard, read out as "Step n of 5". */
export function WizardProgress({
  current,
  total,
  template,
  t,
}: {
  current: number;
  total: number;
  template?: string;
  t: RegistrationStrings;
}) {
  const text = progressText(template || t.progress, current, total);
  return (
    <div className="registration-wizard__progress">
      <p className="registration-wizard__progress-text" aria-hidden="true">
        {text}
      </p>
      <progress max={total} value={current} aria-label={t.progressLabel} aria-valuetext={text} />
    </div>
  );
}
