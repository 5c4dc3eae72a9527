import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../../src/app/store';
import { draftSaved } from '../../../src/app/drafts-slice';
import { OutboxStatus } from '../../../src/features/offline/components/outbox-status';
import { entryQueued } from '../../../src/features/offline/outbox-slice';
import { createEncryptedStorage, type StorageBackend } from '../../../src/lib/storage';
import { storageHealthSaga } from '../../../sagas/storage/index';

/** IndexedDB that is full: every write is refused with the browser's QuotaExceededError. */
function fullBackend(): StorageBackend & { writes: number } {
  const backend = {
    writes: 0,
    getItem: async () => null,
    setItem: async () => {
      backend.writes += 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: async () => undefined,
    clear: async () => undefined,
  };
  return backend;
}

const identity = { encrypt: async (value: unknown) => value, decrypt: async (value: unknown) => value };

function renderWithStore(options: {
  requestPersist?: () => Promise<boolean | null>;
  backend?: StorageBackend;
}) {
  const storage = createEncryptedStorage({
    backend: options.backend ?? fullBackend(),
    cipher: identity,
    onError: () => undefined,
  });
  const { store, sagasStarted } = makeStore({
    storage,
    sagaContext: { requestPersist: options.requestPersist ?? (async () => true) },
    saga: storageHealthSaga,
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <OutboxStatus />
      </MemoryRouter>
    </Provider>,
  );
  return { store, sagasStarted };
}

describe('storage warnings', () => {
  it('a persist write refused with QuotaExceededError shows the storage-full alert, and the state stays in memory', async () => {
    const { store, sagasStarted } = renderWithStore({});
    await act(() => sagasStarted);
    act(() => {
      store.dispatch(
        draftSaved({ key: 'contact', values: { firstName: 'Ana' }, savedAt: new Date().toISOString() }),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('out of storage space');
    // Nothing was dropped: the person can still finish online.
    expect(store.getState().drafts.byKey.contact?.values.firstName).toBe('Ana');
    expect(store.getState().outbox.storageFull).toBe(true);
  });

  it('warns when the browser refuses persistent storage, once personal data is kept here', async () => {
    const requestPersist = jest.fn(async () => false);
    const { store, sagasStarted } = renderWithStore({
      requestPersist,
      backend: {
        getItem: async () => null,
        setItem: async () => undefined,
        removeItem: async () => undefined,
        clear: async () => undefined,
      },
    });
    await act(() => sagasStarted);
    expect(requestPersist).not.toHaveBeenCalled(); // not at load: only with a reason in sight
    act(() => {
      store.dispatch(
        entryQueued({
          id: 'k1',
          callName: 'support/request',
          group: 'support',
          label: 'support request',
          state: 'saved',
          attempts: 0,
          createdAt: 1,
          nextAttemptAt: 0,
        }),
      );
    });
    await waitFor(() => expect(store.getState().outbox.persistRefused).toBe(true));
    expect(requestPersist).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-warning="persist-refused"]')).toHaveTextContent(
      'may clear what is saved on this device',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not warn when persistence is granted or the browser has no such API', async () => {
    for (const answer of [true, null]) {
      const { store, sagasStarted } = renderWithStore({
        requestPersist: async () => answer,
        backend: {
          getItem: async () => null,
          setItem: async () => undefined,
          removeItem: async () => undefined,
          clear: async () => undefined,
        },
      });
      await act(() => sagasStarted);
      act(() => {
        store.dispatch(draftSaved({ key: 'k', values: {}, savedAt: new Date().toISOString() }));
      });
      await act(async () => undefined);
      expect(store.getState().outbox.persistRefused).toBe(false);
    }
  });
});
