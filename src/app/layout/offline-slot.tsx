import { useSelector } from 'react-redux';
import { useModuleWhen } from '../../components/use-module-when';
import { ConnectionIndicator } from '../../features/offline/components/connection-indicator';
import { InstallPrompt } from '../../features/offline/components/install-prompt';
import { selectKeptCount } from '../../features/offline/outbox-selectors';
import { selectIsOnline, selectStorageFull } from '../../features/offline/outbox-slice';
import { selectUpdateReady } from '../../features/offline/update-slice';

// Downloaded when they have something to show (most visits never do).
const loadUpdatePrompt = () => import('../../features/offline/components/update-prompt');
const loadOutboxStatus = () => import('../../features/offline/components/outbox-status');

/**
 * Where OFFLINE's status components live in the shell: the connection state and the update
 * prompt at the top (seen at once), the writes kept on this device and the install offer just
 * above the footer. The install offer arrives on its own schedule (beforeinstallprompt), often
 * during the first paint: at the top it pushed the whole page 56 px down (CLS 0.068).
 */
export function HeaderStatusSlot() {
  const online = useSelector(selectIsOnline);
  const updatePrompt = useModuleWhen(useSelector(selectUpdateReady), loadUpdatePrompt, online);
  return (
    <div className="status-slot status-slot--header">
      <ConnectionIndicator />
      {updatePrompt && <updatePrompt.UpdatePrompt />}
    </div>
  );
}

export function FooterStatusSlot() {
  const online = useSelector(selectIsOnline);
  const kept = useSelector(selectKeptCount);
  const storageFull = useSelector(selectStorageFull);
  const outboxStatus = useModuleWhen(kept > 0 || storageFull, loadOutboxStatus, online);
  return (
    <div className="status-slot status-slot--footer">
      {outboxStatus && <outboxStatus.OutboxStatus />}
      <InstallPrompt />
    </div>
  );
}
