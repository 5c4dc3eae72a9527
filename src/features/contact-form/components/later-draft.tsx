import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import { useAppSelector } from '../../../app/hooks';
import { selectDraft, type DraftValue } from '../../../app/drafts-slice';
import type { ContactValues } from '../../../shared/domain/contact-form/contact-values';

interface LaterDraftProps {
  draftKey: string;
  /** When the draft the form started from was saved; null when it started without one. */
  readAt: string | null;
  /** The form's start values with these draft values in them. */
  valuesOf: (draft: Record<string, DraftValue>) => ContactValues;
}

/**
 * A draft saved after this form read its start values is taken in place while nothing has been
 * typed here. Leaving a page saves its form's last typing as the form unmounts, which is after the
 * next page's form rendered: without this, a language switch within the save's debounce lost the
 * last field typed.
 */
export function LaterDraft({ draftKey, readAt, valuesOf }: LaterDraftProps) {
  const api = useForm<ContactValues>();
  const draft = useAppSelector((state) => selectDraft(state, draftKey));
  const taken = useRef(readAt);
  useLayoutEffect(() => {
    if (!draft || draft.savedAt === taken.current) return;
    taken.current = draft.savedAt;
    if (api.getState().pristine) api.initialize(valuesOf(draft.values));
  }, [api, draft, valuesOf]);
  return null;
}
