import type { BeforeInstallPromptEvent } from './install-prompt';
import { INSTALL_DISMISSED_KEY } from './install-prompt';
import { useOfflineStrings } from './offline-strings';

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: the button is hidden for this visit only.
  }
}

/** The install offer's buttons: downloaded when the browser offers installation. */
export function InstallButtons({ offer, onClose }: { offer: BeforeInstallPromptEvent; onClose: () => void }) {
  const { t } = useOfflineStrings();
  const install = async () => {
    onClose(); // a prompt can be shown only once per event
    await offer.prompt();
    const choice = await offer.userChoice;
    if (choice.outcome === 'dismissed') rememberDismissal();
  };
  const dismiss = () => {
    rememberDismissal();
    onClose();
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
