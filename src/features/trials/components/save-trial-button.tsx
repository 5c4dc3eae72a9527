import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Language } from '../../../shared/content-model/language';
import type { TrialResult } from '../../../shared/contracts/trials';
import { selectIsSignedIn } from '../../session/session-slice';
import {
  savedTrialsRequested,
  selectIsTrialSaved,
  selectSavedTrials,
  trialSaveToggled,
} from '../trials-slice';

/** A signed-in member's saved trials are asked for once, so every card knows its state. */
export function useSavedTrials(language: Language) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const saved = useAppSelector(selectSavedTrials);
  useEffect(() => {
    if (signedIn && saved.status === 'idle') dispatch(savedTrialsRequested({ language }));
  }, [dispatch, signedIn, saved.status, language]);
  return { signedIn, saved };
}

interface Props {
  trial: TrialResult;
  saveText: string;
  unsaveText: string;
}

/**
 * Save / unsave for signed-in members only (the spec's "Saving a trial uses the profile token").
 * Optimistic: the button shows the new state at once (the write goes through
 * the outbox) and goes back only if the server refuses it.
 */
export function SaveTrialButton({ trial, saveText, unsaveText }: Props) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const saved = useAppSelector(selectIsTrialSaved(trial.trialorgstudyid));
  if (!signedIn) return null;
  return (
    <button
      type="button"
      className={`trial-save${saved ? ' trial-save--on' : ''}`}
      aria-pressed={saved}
      aria-label={`${saved ? unsaveText : saveText}: ${trial.trialtitle}`}
      onClick={() => dispatch(trialSaveToggled({ trial, isSaved: !saved }))}
    >
      <span aria-hidden="true" className="trial-save__icon">
        {saved ? '♥' : '♡'}
      </span>
      <span className="trial-save__text">{saved ? unsaveText : saveText}</span>
    </button>
  );
}
