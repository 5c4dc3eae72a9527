import { startTransition, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import type { ContactValues } from '../../../shared/domain/contact-form/contact-values';

/**
 * Applies the values the form starts with once the stored state is back (a draft, a submission in
 * progress, the screener's prefill), to the form already on the page: a page hydrated from the
 * server's first screen rendered the form before. The form is re-initialised, so the restored
 * values are its pristine state (no draft is saved for them, no participant check runs for them),
 * and the profile and consent prefills, which follow the form's initial values, fill again what is
 * still empty: as on a form that had mounted with those values. Renders nothing.
 *
 * The form's state changes at once; the fields re-render in a transition, in short slices a tap or
 * a key can interrupt, not in one long task (every field and its options redrawn: 70 ms on this
 * host, most of a second on a low-end phone, right after the page became usable).
 */
export function RestoredValues({ values }: { values: ContactValues }) {
  const api = useForm<ContactValues>();
  const applied = useRef(values);
  useLayoutEffect(() => {
    if (applied.current === values) return;
    applied.current = values;
    startTransition(() => api.initialize(values));
  }, [api, values]);
  return null;
}
