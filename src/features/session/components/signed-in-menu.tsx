import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { AppLink } from '../../../components/app-link';
import { signOutRequested } from '../session-slice';
import type { ProfileMenuLabels } from './profile-menu';

/** A member's profile menu: a disclosure button and its two items; Escape or a click outside closes it. */
export default function SignedInMenu({
  labels,
  profileHref,
}: {
  labels: ProfileMenuLabels;
  profileHref: string;
}) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following My Profile closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {labels.profile}
      </button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        <li>
          <AppLink href={profileHref} className="profile-menu__item">
            {labels.viewProfile}
          </AppLink>
        </li>
        <li>
          <button
            type="button"
            className="profile-menu__item"
            onClick={() => dispatch(signOutRequested({ reason: 'user' }))}
          >
            {labels.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
