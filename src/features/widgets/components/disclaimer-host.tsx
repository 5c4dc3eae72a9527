import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '../../../lib/locale';
import { useDisclaimerConfig } from './disclaimer-config';

const DisclaimerDialog = lazy(() => import('./disclaimer-dialog'));

export interface DisclaimerTarget {
  href: string;
  newTab: boolean;
  /** data-disclaimer-title / data-disclaimer-text on the link override the built-in texts. */
  title?: string;
  text?: string;
}

export type LeaveSite = (href: string, newTab: boolean) => void;

const leaveSite: LeaveSite = (href, newTab) => {
  if (newTab) window.open(href, '_blank', 'noopener,noreferrer');
  else window.location.assign(href);
};

/** The link a click landed on, when it asks for the disclaimer (class open-disclaimer). */
export function disclaimerTargetOf(event: MouseEvent): DisclaimerTarget | null {
  if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return null;
  const link = event.target.closest('a.open-disclaimer');
  if (!(link instanceof HTMLAnchorElement) || !link.href) return null;
  return {
    href: link.href,
    newTab: link.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey,
    title: link.dataset.disclaimerTitle,
    text: link.dataset.disclaimerText,
  };
}

/**
 * Links with class open-disclaimer ask before leaving. One delegated listener on the document covers links in
 * any content, present or rendered later.
 */
export function DisclaimerHost({ locale, onLeave = leaveSite }: { locale: Locale; onLeave?: LeaveSite }) {
  const [target, setTarget] = useState<DisclaimerTarget | null>(null);
  const config = useDisclaimerConfig();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const found = disclaimerTargetOf(event);
      if (!found) return;
      event.preventDefault();
      setTarget(found);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog
        target={target}
        config={config}
        locale={locale}
        onContinue={() => {
          setTarget(null);
          onLeave(target.href, target.newTab);
        }}
        onClose={() => setTarget(null)}
      />
    </Suspense>
  );
}
