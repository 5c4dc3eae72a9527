import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../shared/content-model/language';

/*
 * How a refused submit is announced (WCAG 3.3.1, 4.1.3), for the forms that have no summary of
 * their own: focus moves to the first control marked aria-invalid (whose aria-describedby names
 * its message, so a screen reader reads it), and an alert says how many fields need correcting.
 */

const SUMMARY: Record<Language, (count: number) => string> = {
  en: (count) =>
    count === 1
      ? 'Please correct the 1 field marked above.'
      : `Please correct the ${count} fields marked above.`,
  es: (count) =>
    count === 1 ? 'Corrija el campo marcado arriba.' : `Corrija los ${count} campos marcados arriba.`,
};

export function errorSummaryText(language: Language, count: number): string {
  return (SUMMARY[language] ?? SUMMARY.en)(count);
}

/** The first enabled control marked invalid inside `root`, focused; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * For a form's component: `refused()` after a refused submit; once React has drawn the messages
 * (aria-invalid is set on render, in the same commit), focus moves to the first invalid control
 * inside `ref`.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(ref.current);
  }, [refusals]);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { ref, refused };
}

/** The alert under a form after a refused submit: how many fields to correct. Nothing otherwise. */
export function ErrorSummary({
  count,
  language,
  className,
}: {
  count: number;
  language: Language;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <p className={className ?? 'form-error-summary'} role="alert">
      {errorSummaryText(language, count)}
    </p>
  );
}
