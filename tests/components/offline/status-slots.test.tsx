import { act, screen } from '@testing-library/react';
import { FooterStatusSlot, HeaderStatusSlot } from '../../../src/app/layout/offline-slot';
import { entryQueued, storageFull } from '../../../src/features/offline/outbox-slice';
import { updateReady } from '../../../src/features/offline/update-slice';
import { renderOffline } from './render-offline';

// Which of the rarely shown parts were downloaded (their modules evaluated). A module is evaluated
// once per file, so the tests below run in this order: nothing yet, then each part as it shows.
const mockDownloaded: string[] = [];
jest.mock('../../../src/features/offline/components/update-prompt', () => {
  mockDownloaded.push('update-prompt');
  return jest.requireActual('../../../src/features/offline/components/update-prompt');
});
jest.mock('../../../src/features/offline/components/outbox-status', () => {
  mockDownloaded.push('outbox-status');
  return jest.requireActual('../../../src/features/offline/components/outbox-status');
});

/** Lets a download a render started finish. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderSlots(path = '/') {
  return renderOffline(
    <>
      <HeaderStatusSlot />
      <main />
      <FooterStatusSlot />
    </>,
    path,
  );
}

describe('the offline status slots', () => {
  it('show the connection state at once and download nothing else while there is nothing to show', async () => {
    renderSlots();
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    await settle();
    expect(mockDownloaded).toEqual([]);
  });

  it('download and show the update prompt once a new version waits', async () => {
    const { store } = renderSlots();
    await settle();
    act(() => {
      store.dispatch(updateReady());
    });
    expect(await screen.findByText('A new version is ready.')).toBeInTheDocument();
    expect(mockDownloaded).toEqual(['update-prompt']);
  });

  it('download and show what is kept on this device once the outbox holds a write', async () => {
    const { store } = renderSlots('/es');
    act(() => {
      store.dispatch(
        entryQueued({
          id: 'e1',
          callName: 'Participant/Add',
          group: 'journey',
          label: 'Sus datos de contacto',
          state: 'saved',
          attempts: 0,
          createdAt: 1,
          nextAttemptAt: 1,
        }),
      );
    });
    expect(await screen.findByText('Guardado en este dispositivo')).toBeInTheDocument();
    expect(screen.getByText('1 elemento pendiente de envío')).toBeInTheDocument();
    expect(mockDownloaded).toEqual(['update-prompt', 'outbox-status']);
  });

  it('download the outbox status for a full storage alert even with an empty outbox', async () => {
    const { store } = renderSlots();
    act(() => {
      store.dispatch(storageFull({ callName: 'Participant/Add' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/out of storage space/);
  });
});
