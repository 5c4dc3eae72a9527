import type { RegistrationStrings } from '../../registration-strings';

interface WizardNavProps {
  backText: string;
  nextText: string;
  /** §4: Next is enabled only when the step is valid. */
  nextEnabled: boolean;
  busy: boolean;
  onBack: () => void;
  t: RegistrationStrings;
}

/** Back and Next (§2 "Each step has a progress indicator and Back/Next buttons"). */
export function WizardNav({ backText, nextText, nextEnabled, busy, onBack, t }: WizardNavProps) {
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
      >
        {nextText || t.next}
      </button>
    </div>
  );
}
