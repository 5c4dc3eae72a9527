import { useEffect, useRef, type RefObject } from 'react';

/**
 * Unlocking or locking the staff screen replaces the control that was pressed, which would drop
 * the focus to the start of the page: it goes to the element marked `data-staff-focus` in the part
 * that appeared instead (the PIN field once locked, the panel's first heading once unlocked).
 * Nothing moves on the page's first render.
 */
export function useStaffScreenFocus(container: RefObject<HTMLElement | null>, unlocked: boolean): void {
  const shown = useRef(unlocked);
  useEffect(() => {
    if (shown.current === unlocked) return;
    shown.current = unlocked;
    container.current?.querySelector<HTMLElement>('[data-staff-focus]')?.focus();
  }, [container, unlocked]);
}
