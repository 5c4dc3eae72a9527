import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { draftSaved, selectDraft } from '../../../app/drafts-slice';
import { selectRehydrated } from '../../../app/persist';
import { nowIso } from '../../../lib/clock';
import {
  REGISTRATION_DRAFT_FIELD,
  REGISTRATION_DRAFT_KEY,
  startDone,
  type RegistrationData,
} from '../../../shared/domain/registration/registration-data';
import {
  parseRegistrationDraft,
  registrationDraftValue,
} from '../../../shared/domain/registration/registration-draft';
import { registrationRestored, selectRegistration } from '../registration-slice';

/**
 * The registration state of the wizard and the thank-you page, surviving a reload (the spec's registration
 * state): once the persisted slices are back, the drafts copy is read into the registration slice; from then
 * on every change of the state is copied back (persisted, encrypted).
 */
export function useRegistrationState(): { data: RegistrationData; restored: boolean } {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const { data, restored } = useAppSelector(selectRegistration);
  const stored = useAppSelector((state) => selectDraft(state, REGISTRATION_DRAFT_KEY));

  useEffect(() => {
    if (!rehydrated || restored) return;
    dispatch(
      registrationRestored({ data: parseRegistrationDraft(stored?.values[REGISTRATION_DRAFT_FIELD]) }),
    );
  }, [dispatch, rehydrated, restored, stored]);

  useEffect(() => {
    if (!restored || !startDone(data)) return;
    const values = { [REGISTRATION_DRAFT_FIELD]: registrationDraftValue(data) };
    dispatch(draftSaved({ key: REGISTRATION_DRAFT_KEY, values, savedAt: nowIso() }));
  }, [dispatch, restored, data]);

  return { data, restored };
}
