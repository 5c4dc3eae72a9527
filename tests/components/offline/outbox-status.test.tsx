import { act, screen, within } from '@testing-library/react';
import { OutboxStatus } from '../../../src/features/offline/components/outbox-status';
import { storageFull, synced } from '../../../src/features/offline/outbox-slice';
import userEvent from '@testing-library/user-event';
import type { OutboxEntrySummary } from '../../../src/shared/outbox/outbox-entry';
import { renderOffline } from './render-offline';

let n = 0;
function summary(overrides: Partial<OutboxEntrySummary>): OutboxEntrySummary {
  n += 1;
  return {
    id: `id-${n}`,
    callName: 'Participant/Add',
    group: 'g',
    label: 'Visit recorded',
    state: 'saved',
    attempts: 0,
    createdAt: n,
    nextAttemptAt: 0,
    ...overrides,
  };
}

const DELIVERED_AT = Date.UTC(2025, 4, 6, 14, 30);

describe('OutboxStatus', () => {
  it('renders nothing when nothing waits and nothing failed', () => {
    const { container, store } = renderOffline(<OutboxStatus />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(synced([summary({ state: 'delivered', deliveredAt: DELIVERED_AT })]));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts what is saved, sending and failed, with the reasons and the last delivery', () => {
    const { store } = renderOffline(<OutboxStatus />);
    act(() => {
      store.dispatch(
        synced([
          summary({ state: 'saved' }),
          summary({ state: 'saved' }),
          summary({ state: 'sending' }),
          summary({
            state: 'failed',
            label: 'Contact details',
            lastError: { status: 422, message: 'The phone number is not valid' },
          }),
          summary({ state: 'delivered', deliveredAt: DELIVERED_AT }),
        ]),
      );
    });
    const region = screen.getByRole('region', { name: 'Saved on this device' });
    expect(within(region).getByRole('status')).toHaveTextContent(
      '2 items waiting to be sent · 1 being sent · 1 could not be sent',
    );
    expect(within(region).getByRole('listitem')).toHaveTextContent(
      'Contact details: The phone number is not valid',
    );
    expect(region.querySelector('time')).toHaveAttribute('dateTime', new Date(DELIVERED_AT).toISOString());
    expect(region).toHaveTextContent(/Last sent/);
  });

  it('explains an entry the engine stopped sending after server errors, in the page language', () => {
    const { store } = renderOffline(<OutboxStatus />);
    act(() => {
      store.dispatch(
        synced([
          summary({
            state: 'failed',
            label: 'support request',
            lastError: { status: 500, message: 'Internal Server Error', reason: 'server-errors' },
          }),
        ]),
      );
    });
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(/support request: Our server could not process this/);
    expect(item).not.toHaveTextContent(/offline/i);
  });

  it('uses the singular for one item', () => {
    const { store } = renderOffline(<OutboxStatus />);
    act(() => {
      store.dispatch(synced([summary({ state: 'saved' })]));
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 item waiting to be sent');
  });

  it('says plainly when a write could not be saved for lack of storage, until dismissed', async () => {
    const { store } = renderOffline(<OutboxStatus />);
    act(() => {
      store.dispatch(storageFull({ callName: 'Participant/Add' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This device is out of storage space');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
