import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A card or card widget under a router at `path` (cards need no store: they only navigate). */
export function renderCards(element: ReactElement, path = '/') {
  const wrap = (child: ReactElement) => (
    <MemoryRouter initialEntries={[path]}>
      {child}
      <LocationProbe />
    </MemoryRouter>
  );
  const view = render(wrap(element));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** The viewport width the carousels and the card list read (window.innerWidth + resize). */
export function setViewportWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
