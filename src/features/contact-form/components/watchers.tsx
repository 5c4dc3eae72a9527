import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { draftSaved } from '../../../app/drafts-slice';
import type { ContactForm } from '../../../shared/content-model/form';
import {
  DOB_PART_FIELDS,
  EMAIL_FIELD,
  PARTICIPANT_NAME_FIELDS,
  textOf,
  type ContactValues,
} from '../../../shared/domain/contact-form/contact-values';
import {
  participantCheckFieldNames,
  participantCheckReady,
} from '../../../shared/domain/contact-form/participant-check';
import type { RuleContext } from '../../../shared/domain/contact-form/rule-context';
import { emailChanged, identityChanged, selectContactConsent } from '../contact-form-slice';

/*
 * Components inside the form that turn value changes into the slice's events. They render nothing.
 */

/**
 * The submit flow's step 1 and its validation rule: tells the saga when the values its participant check
 * watches change (adult: the email; caregiver / minor: email, names and date-of-birth parts, with whether
 * they are all valid). The saga debounces (3 s) and aborts older checks. The values the form starts with are
 * not a change.
 */
export function ParticipantCheckWatcher({ form, ctx }: { form: ContactForm; ctx: RuleContext }) {
  const dispatch = useAppDispatch();
  const { values, initialValues } = useFormState<ContactValues>({
    subscription: { values: true, initialValues: true },
  });
  const watched = participantCheckFieldNames(form)
    .map((name) => textOf(values, name))
    .join('\u0000');
  const previous = useRef(watched);
  // Values the form is (re)initialised with, restored from storage, are where it starts too.
  const start = useRef(initialValues);
  useEffect(() => {
    if (start.current !== initialValues) {
      start.current = initialValues;
      previous.current = watched;
      return;
    }
    if (previous.current === watched) return;
    previous.current = watched;
    const email = textOf(values, EMAIL_FIELD[form.formType]);
    if (form.formType === 'adult') {
      dispatch(emailChanged({ email }));
      return;
    }
    dispatch(
      identityChanged({
        email,
        firstName: textOf(values, PARTICIPANT_NAME_FIELDS.firstName),
        lastName: textOf(values, PARTICIPANT_NAME_FIELDS.lastName),
        day: textOf(values, DOB_PART_FIELDS.day),
        month: textOf(values, DOB_PART_FIELDS.month),
        year: textOf(values, DOB_PART_FIELDS.year),
        valid: participantCheckReady(form, values, ctx),
      }),
    );
    // `watched` summarises the values this effect reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched, initialValues]);
  return null;
}

/** Input debounce. */
export const DRAFT_DEBOUNCE_MS = 500;

/**
 * Copies what is typed into the persisted, encrypted drafts slice (ARCHITECTURE.md "How data
 * flows" 5) 500 ms after the last change, so a reload or a closed tab loses nothing. A save still
 * waiting when the form goes away (the language switch, a link) is made at once, unless the form
 * was submitted (the submission holds the values and the draft was discarded).
 */
export function DraftSaver({ draftKey }: { draftKey: string }) {
  const dispatch = useAppDispatch();
  const api = useForm<ContactValues>();
  const { values, dirty } = useFormState<ContactValues>({ subscription: { values: true, dirty: true } });
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    pending.current = null;
    if (!dirty) return;
    const save = () => {
      pending.current = null;
      const kept: Record<string, string | boolean | string[]> = {};
      for (const [name, value] of Object.entries(values)) if (value !== undefined) kept[name] = value;
      dispatch(draftSaved({ key: draftKey, values: kept, savedAt: new Date().toISOString() }));
    };
    pending.current = save;
    const timer = setTimeout(save, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, draftKey, values, dirty]);
  useEffect(
    () => () => {
      if (pending.current && !api.getState().submitSucceeded) pending.current();
    },
    [api],
  );
  return null;
}

/**
 * The consent the adult check's lookup found (the submit flow's step 1) ticks the primary and secondary
 * consent groups' boxes, unless the person already changed them.
 */
export function ConsentPrefill({ form }: { form: ContactForm }) {
  const consent = useAppSelector(selectContactConsent);
  const api = useForm();
  // A form re-initialised (its stored values restored) starts over: tick them again.
  const { initialValues } = useFormState({ subscription: { initialValues: true } });
  useEffect(() => {
    if (!consent) return;
    api.batch(() => {
      for (const group of form.consentGroups) {
        if (group.hideConsentCheckbox || group.hideFromUI) continue;
        const kind = /secondary/i.test(group.key)
          ? 'secondary'
          : /primary/i.test(group.key)
            ? 'primary'
            : null;
        if (!kind || api.getFieldState(group.key)?.modified) continue;
        api.change(group.key, consent[kind]);
      }
    });
  }, [api, consent, form.consentGroups, initialValues]);
  return null;
}
