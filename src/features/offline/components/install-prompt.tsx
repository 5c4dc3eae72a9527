import { useEffect, useState } from 'react';
import { useOfflineStrings } from './offline-strings';

/** Remembered across visits: once the person says "not now", the button does not come back. */
export const INSTALL_DISMISSED_KEY = 'trial-app.install-dismissed';

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false; // storage blocked: offering the button again is harmless
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: the button is hidden for this visit only.
  }
}

function runningStandalone(): boolean {
  const standaloneMedia = window.matchMedia?.('(display-mode: standalone)').matches === true;
  return standaloneMedia || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * A small Install button, only where the browser offers installation (beforeinstallprompt), never
 * when the app already runs installed, and gone for good once dismissed or installed.
 */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const { t } = useOfflineStrings();

  useEffect(() => {
    if (runningStandalone() || dismissedBefore()) return;
    const offered = (event: Event) => {
      event.preventDefault(); // keep the browser's own mini-infobar away: the button offers it
      setOffer(event as BeforeInstallPromptEvent);
    };
    const installed = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!offer) return null;
  const install = async () => {
    setOffer(null); // a prompt can be shown only once per event
    await offer.prompt();
    const choice = await offer.userChoice;
    if (choice.outcome === 'dismissed') rememberDismissal();
  };
  const dismiss = () => {
    rememberDismissal();
    setOffer(null);
  };
  return (
    <div className="install-prompt">
      <button type="button" className="button button--primary" onClick={() => void install()}>
        {t.install}
      </button>
      <button type="button" className="button" onClick={dismiss}>
        {t.installDismiss}
      </button>
    </div>
  );
}
