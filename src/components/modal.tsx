import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** Visible heading; the dialog is labelled by it. */
  title: string;
  children?: ReactNode;
  /** Buttons shown under the body (e.g. Confirm / Cancel). */
  actions?: ReactNode;
  /** Escape (and the native cancel) calls it when dismissible. */
  onClose: () => void;
  /** false: Escape does nothing; the person must choose one of the actions. */
  dismissible?: boolean;
  className?: string;
  /** Stable hook for tests and the end-to-end suite. */
  testId?: string;
  /** 'alertdialog' for a warning that needs an answer (e.g. the kiosk's idle reset). */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // Older engines (and jsdom) lack showModal: fall back to a plain open dialog; the focus trap
  // below still keeps keyboard focus inside.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** First field marked autofocus, else the first focusable element, else the dialog itself. */
function focusInitial(dialog: HTMLDialogElement): void {
  const preferred = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
  const target = preferred ?? focusables(dialog)[0] ?? dialog;
  target.focus();
}

/** Keeps Tab / Shift+Tab cycling inside the dialog (browser chrome aside). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The one modal of the app: a native <dialog> opened with showModal (the page behind becomes
 * inert), labelled by its title, focus moved in on open and given back to where it was on close.
 * The `open` prop is the source of truth: the dialog never closes itself, it asks via onClose.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  onClose,
  dismissible = true,
  className,
  testId,
  role,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialog(dialog);
    focusInitial(dialog);
    return () => {
      closeDialog(dialog);
      const back = returnFocus.current;
      // Focus goes back unless something else took it meanwhile (another dialog opened).
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      if (lost && back && back.isConnected) back.focus();
    };
  }, [open]);

  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault(); // React state decides whether the dialog closes
    if (dismissible) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') requestClose(event);
    else if (event.key === 'Tab' && ref.current) trapTab(event, ref.current);
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['modal', className].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      onCancel={requestClose}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      {actions ? <div className="modal__actions">{actions}</div> : null}
    </dialog>
  );
}
