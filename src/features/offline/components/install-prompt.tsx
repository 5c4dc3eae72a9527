import { useEffect, useState } from 'react';
import { useModuleWhen } from '../../../components/use-module-when';

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

function runningStandalone(): boolean {
  const standaloneMedia = window.matchMedia?.('(display-mode: standalone)').matches === true;
  return standaloneMedia || (navigator as { standalone?: boolean }).standalone === true;
}

const loadInstallButtons = () => import('./install-buttons');

/**
 * A small Install button, only where the browser offers installation (beforeinstallprompt), never
 * when the app already runs installed, and gone for good once dismissed or installed. The offer
 * is caught from the start (it often comes during the first paint); the buttons' code is
 * downloaded when it comes.
 */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

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

  const buttons = useModuleWhen(offer !== null, loadInstallButtons, offer);
  if (!offer || !buttons) return null;
  return <buttons.InstallButtons offer={offer} onClose={() => setOffer(null)} />;
}
