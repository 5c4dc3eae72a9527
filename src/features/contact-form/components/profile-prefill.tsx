import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useAppSelector } from '../../../app/hooks';
import { delay } from '../../../lib/clock';
import type { ContactForm } from '../../../shared/content-model/form';
import type { ContactValue, ContactValues } from '../../../shared/domain/contact-form/contact-values';
import { profilePrefillValues, profileSmsConsentValues } from '../../../shared/domain/contact-form/prefill';
import { selectProfile } from '../../profile/profile-slice';
import { selectIsSignedIn } from '../../session/session-slice';

/** "secondary consent prefill 1 s". */
export const SECONDARY_CONSENT_PREFILL_MS = 1_000;

/** Only what is still empty is filled: a draft, the screener or the person come first. */
const isEmpty = (value: ContactValue | undefined) => value === undefined || value === '' || value === false;

/**
 * A signed-in member's profile fills the contact form (the spec's "Profile (for prefill)" and "profile
 * prefilled"): gender, phone and mobile flag at once, the secondary SMS consent 1 s later; fields the person
 * changed are left alone. Renders nothing.
 */
export function ProfilePrefill({ form }: { form: ContactForm }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const profile = useAppSelector(selectProfile);
  const api = useForm<ContactValues>();
  // A form re-initialised (its stored values restored) starts over: fill it again.
  const { initialValues } = useFormState<ContactValues>({ subscription: { initialValues: true } });
  useEffect(() => {
    if (!signedIn || !profile) return;
    const untouched = (name: string) => !api.getFieldState(name)?.modified;
    api.batch(() => {
      for (const [name, value] of Object.entries(profilePrefillValues(form, profile))) {
        if (untouched(name) && isEmpty(api.getState().values[name])) api.change(name, value);
      }
    });
    let live = true;
    void delay(SECONDARY_CONSENT_PREFILL_MS).then(() => {
      const consent = live ? profileSmsConsentValues(form, profile, api.getState().values) : null;
      if (!consent) return;
      api.batch(() => {
        for (const [name, value] of Object.entries(consent)) if (untouched(name)) api.change(name, value);
      });
    });
    return () => {
      live = false;
    };
  }, [api, form, profile, signedIn, initialValues]);
  return null;
}
