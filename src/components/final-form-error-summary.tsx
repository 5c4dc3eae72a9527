import { useEffect, type RefObject } from 'react';
import { useFormState } from 'react-final-form';
import type { Language } from '../shared/content-model/language';
import { ErrorSummary, focusFirstInvalid } from './form-errors';

interface Props {
  language: Language;
  className?: string;
  /** Given: a refusal from the server (submit errors) also moves focus to the first invalid field. */
  formRef?: RefObject<HTMLElement | null>;
}

/**
 * ErrorSummary inside a react-final-form form: shown after a refused submit (the rules' errors or
 * the server's submit errors) while errors remain.
 */
export function FinalFormErrorSummary({ language, className, formRef }: Props) {
  const { submitFailed, errors, submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { submitFailed: true, errors: true, submitErrors: true, dirtySinceLastSubmit: true },
  });
  useEffect(() => {
    if (formRef && submitErrors && Object.keys(submitErrors).length > 0) focusFirstInvalid(formRef.current);
  }, [formRef, submitErrors]);
  if (!submitFailed) return null;
  // The server's refusal shows until the form is edited (the fields do the same).
  const refusedByServer = dirtySinceLastSubmit ? [] : Object.keys(submitErrors ?? {});
  const count = new Set([...Object.keys(errors ?? {}), ...refusedByServer]).size;
  return <ErrorSummary count={count} language={language} className={className} />;
}
