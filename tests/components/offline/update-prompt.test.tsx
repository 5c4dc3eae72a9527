import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../../../src/features/offline/components/update-prompt';
import { updateReady } from '../../../src/features/offline/update-slice';
import { renderOffline } from './render-offline';

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits', () => {
    const { container } = renderOffline(<UpdatePrompt onReload={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the reload and reloads only when the person asks', async () => {
    const onReload = jest.fn();
    const { store } = renderOffline(<UpdatePrompt onReload={onReload} />);
    act(() => {
      store.dispatch(updateReady());
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready.');
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
