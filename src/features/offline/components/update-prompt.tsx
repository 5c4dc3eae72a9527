import { useSelector } from 'react-redux';
import { applyUpdate } from '../../../lib/service-worker-registration';
import { selectUpdateReady } from '../update-slice';
import { useOfflineStrings } from './offline-strings';
import './offline-status.css';

export interface UpdatePromptProps {
  /** Defaults to applyUpdate (activate the waiting service worker, then reload). */
  onReload?: () => void;
}

/**
 * Offers the new version; never reloads by itself, so a form in progress is never lost. The
 * person reloads when it suits them.
 */
export function UpdatePrompt({ onReload = applyUpdate }: UpdatePromptProps) {
  const ready = useSelector(selectUpdateReady);
  const { t } = useOfflineStrings();
  if (!ready) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p className="update-prompt__text">{t.updateReady}</p>
      <button type="button" className="button button--primary" onClick={() => onReload()}>
        {t.reload}
      </button>
    </div>
  );
}
