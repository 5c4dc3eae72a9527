import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { outboxSlice } from '../../../src/features/offline/outbox-slice';
import { updateSlice } from '../../../src/features/offline/update-slice';

/** Renders with a real store holding the two offline slices, at `path` (locale from the path). */
export function renderOffline(ui: ReactElement, path = '/') {
  const store = configureStore({ reducer: { outbox: outboxSlice.reducer, offline: updateSlice.reducer } });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
