import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, focus that was lost with the old page (the button that led here
 * is gone, so the browser would go on from the end of the document) is put on the main landmark:
 * the next Tab reaches the new page's first control, as after a full page load and the skip link.
 * A page that focused something itself keeps it; the first load is left alone.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return; // the first load (or the same page)
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
