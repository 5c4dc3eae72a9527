import { useEffect, useId, useRef, useState } from 'react';
import { shareUrlOf, type ShareMedium, type ShareMessage } from '../../../shared/domain/sites/share-links';

interface ShareMenuProps {
  label: string;
  media: readonly ShareMedium[];
  mediaNames: Record<ShareMedium, string>;
  message: ShareMessage;
  opensInNewTab: string;
}

/**
 * A disclosure menu of share links. E-mail is a mailto (same tab, the mail app opens); the others open the
 * medium's share page in a new tab.
 */
export function ShareMenu({ label, media, mediaNames, message, opensInNewTab }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (media.length === 0) return null;
  return (
    <div className="site-card__share" ref={root}>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul id={listId} className="site-card__share-list" hidden={!open}>
        {media.map((medium) => (
          <li key={medium}>
            {medium === 'email' ? (
              <a href={shareUrlOf(medium, message)} data-medium={medium}>
                {mediaNames[medium]}
              </a>
            ) : (
              <a
                href={shareUrlOf(medium, message)}
                target="_blank"
                rel="noopener noreferrer"
                data-medium={medium}
              >
                {mediaNames[medium]} <span className="visually-hidden">{opensInNewTab}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
