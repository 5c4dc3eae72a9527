import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import type { StepValues } from '../../../../shared/domain/registration/step-values';

/** As the contact form's draft: saved half a second after the last change. */
const STEP_DRAFT_DEBOUNCE_MS = 500;

/**
 * Copies what is typed on a step into the registration state before Next is pressed, so that a
 * reload shows it again: the state is copied to the persisted, encrypted drafts slice and cleared
 * with it (leaving the registration, start over, sign-out, kiosk reset). Renders nothing.
 */
export function StepDraftSaver({ onSave }: { onSave: (values: StepValues) => void }) {
  const { values } = useFormState<StepValues>({ subscription: { values: true } });
  // The values the step opened with are already in the state; each change makes a new object.
  const opened = useRef(values);
  // The latest callback, without restarting the wait: each save changes the state it closes over.
  const save = useRef(onSave);
  useLayoutEffect(() => {
    save.current = onSave;
  });
  useEffect(() => {
    if (values === opened.current) return;
    const timer = setTimeout(() => save.current(values), STEP_DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);
  return null;
}
