import type { RegistrationStrings } from '../../registration-strings';

interface WizardNavProps {
  backText: string;
  nextText: string;
  /** Next is enabled only when the step is valid. */
  nextEnabled: boolean;
  /** The line saying what the step still needs, while Next is disabled. */
  describedBy?: string;
  busy: boolean;
  onBack: () => void;
  t: RegistrationStrings;
}

/** Back and Next. */
export function WizardNav({ backText, nextText, nextEnabled, describedBy, busy, onBack, t }: WizardNavProps) {
  return (
    <div className="registration-wizard__nav">
      <button type="button" className="button" onClick={onBack}>
        {backText || t.back}
      </button>
      <button
        type="submit"
        className="button button--primary"
        disabled={!nextEnabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
      >
        {nextText || t.next}
      </button>
    </div>
  );
}
