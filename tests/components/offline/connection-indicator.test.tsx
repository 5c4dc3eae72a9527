import { act, screen } from '@testing-library/react';
import { ConnectionIndicator } from '../../../src/features/offline/components/connection-indicator';
import { connectionChanged } from '../../../src/features/offline/outbox-slice';
import { renderOffline } from './render-offline';

describe('ConnectionIndicator', () => {
  it('is a polite live region that says when the device is offline', () => {
    const { store } = renderOffline(<ConnectionIndicator />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Online');
    expect(screen.getByText('Online')).toHaveClass('visually-hidden');
    act(() => {
      store.dispatch(connectionChanged({ online: false }));
    });
    expect(screen.getByRole('status')).toBe(region); // the same region: the change is announced
    expect(region).toHaveTextContent(/You are offline/);
    act(() => {
      store.dispatch(connectionChanged({ online: true }));
    });
    expect(region).not.toHaveTextContent(/offline/);
  });

  it('speaks Spanish on Spanish pages', () => {
    const { store } = renderOffline(<ConnectionIndicator />, '/es/estudios');
    act(() => {
      store.dispatch(connectionChanged({ online: false }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/No tiene conexión/);
  });
});
