import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { appStore } from '../app/app-store';

/** Renders with the app's real store, at `path` (locale from the path). */
export function renderOffline(ui: ReactElement, path = '/') {
  const { store } = appStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
