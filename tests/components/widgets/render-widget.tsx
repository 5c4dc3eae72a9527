import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeStore } from '../../../src/app/store';
import { memoryStorage } from '../app/render-app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Renders one widget inside a real store and a router at `path`. */
export function renderWidget(element: ReactElement, path = '/') {
  const idle = function* idleSaga() {};
  const { store } = makeStore({ storage: memoryStorage(), saga: idle });
  const actions: { type: string }[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, actions };
}
