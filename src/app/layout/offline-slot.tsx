import { ConnectionIndicator } from '../../features/offline/components/connection-indicator';
import { InstallPrompt } from '../../features/offline/components/install-prompt';
import { OutboxStatus } from '../../features/offline/components/outbox-status';
import { UpdatePrompt } from '../../features/offline/components/update-prompt';

/**
 * Where OFFLINE's status components live in the shell: the connection state and the update
 * prompt at the top (seen at once), the writes kept on this device just above the footer.
 */
export function HeaderStatusSlot() {
  return (
    <div className="status-slot status-slot--header">
      <ConnectionIndicator />
      <UpdatePrompt />
      <InstallPrompt />
    </div>
  );
}

export function FooterStatusSlot() {
  return (
    <div className="status-slot status-slot--footer">
      <OutboxStatus />
    </div>
  );
}
