import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Carousel } from '../../../src/components/carousel/carousel';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => <p key={index}>Card {index + 1}</p>);

function renderAt(element: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

/** The slide group that is shown (not aria-hidden). */
function shownSlide(): HTMLElement {
  const shown = screen.getAllByRole('group').filter((group) => group.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return shown[0] as HTMLElement;
}

const shownCards = () =>
  within(shownSlide())
    .getAllByText(/^Card \d+$/)
    .map((card) => card.textContent);

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  setWidth(1280);
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Carousel ("Cards and carousels")', () => {
  it('is a labelled carousel region whose slides are "n of m" groups, hidden ones inert', () => {
    renderAt(<Carousel label="Featured trials" items={cards(7)} itemsPerSlide={3} />);
    const region = screen.getByRole('region', { name: 'Featured trials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(shownCards()).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });

  it('disables Previous on the first slide and Next on the last, without wrapping', () => {
    renderAt(<Carousel label="Articles" items={cards(7)} itemsPerSlide={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    fireEvent.click(next);
    expect(previous).toBeEnabled();
    expect(shownCards()).toEqual(['Card 4', 'Card 5', 'Card 6']);
    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    expect(shownCards()).toEqual(['Card 7']);
    // Focus is handed to the button that stays usable.
    expect(previous).toHaveFocus();
    fireEvent.click(previous);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
  });

  it('re-evaluates the function form on resize, keeping the first shown item in view', () => {
    const perSlide = (width: number) => (width >= 1024 && width <= 1200 ? 2 : width < 500 ? 1 : 3);
    setWidth(1100);
    renderAt(<Carousel label="Saved trials" items={cards(6)} itemsPerSlide={perSlide} />);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    expect(shownCards()).toEqual(['Card 1', 'Card 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownCards()).toEqual(['Card 3', 'Card 4']);
    setWidth(1280);
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    expect(shownCards()).toEqual(['Card 1', 'Card 2', 'Card 3']);
    setWidth(390);
    expect(screen.getByText('Slide 3 of 6')).toBeInTheDocument();
    expect(shownCards()).toEqual(['Card 3']);
  });

  it('shows no navigation when everything fits on one slide', () => {
    renderAt(<Carousel label="Few" items={cards(2)} itemsPerSlide={3} autoplay />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(shownCards()).toEqual(['Card 1', 'Card 2']);
  });

  it('uses the given button labels, and Spanish built-in texts under /es', () => {
    renderAt(<Carousel label="Estudios" items={cards(4)} itemsPerSlide={3} autoplay />, '/es/estudios');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(screen.getByText('Diapositiva 1 de 2')).toBeInTheDocument();
  });

  it('moves one slide per horizontal swipe and ignores short ones', () => {
    renderAt(<Carousel label="Swipe" items={cards(7)} itemsPerSlide={3} />);
    const viewport = shownSlide().parentElement?.parentElement as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    swipe(300, 280);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    swipe(100, 300);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    swipe(100, 300);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it('prefers the caller’s previous and next labels', () => {
    renderAt(<Carousel label="x" items={cards(4)} itemsPerSlide={3} previousLabel="Back" nextLabel="More" />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More' })).toBeEnabled();
  });
});

describe('Carousel autoplay (default 3000 ms; WCAG 2.2.2)', () => {
  beforeEach(() => jest.useFakeTimers());

  const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  it('moves every 3000 ms by default and goes back to the first slide after the last', () => {
    renderAt(<Carousel label="Auto" items={cards(7)} itemsPerSlide={3} autoplay />);
    advance(2999);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    advance(3000);
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    advance(3000);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it('does not move without autoplay, and honours a custom interval', () => {
    const { unmount } = renderAt(<Carousel label="Still" items={cards(7)} itemsPerSlide={3} />);
    advance(10_000);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    unmount();
    renderAt(<Carousel label="Slow" items={cards(7)} itemsPerSlide={3} autoplay autoplayMs={5000} />);
    advance(4999);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
  });

  it('stops on Pause and starts again on Play', () => {
    renderAt(<Carousel label="Auto" items={cards(7)} itemsPerSlide={3} autoplay />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(9000);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    // While paused the indicator is announced; while moving it is not.
    expect(screen.getByText('Slide 1 of 3')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByText('Slide 1 of 3')).toHaveAttribute('aria-live', 'off');
    advance(3000);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
  });

  it('holds while the pointer is over the slides or focus is inside them', () => {
    const items = cards(6).map((card, index) => (
      <a key={index} href={`#card-${index}`}>
        {card}
      </a>
    ));
    renderAt(<Carousel label="Auto" items={items} itemsPerSlide={3} autoplay />);
    const viewport = shownSlide().parentElement?.parentElement as HTMLElement;
    fireEvent.mouseEnter(viewport);
    advance(6000);
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    fireEvent.mouseLeave(viewport);
    advance(3000);
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();
    act(() => within(shownSlide()).getAllByRole('link')[0]?.focus());
    advance(9000);
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Pause' }).focus());
    advance(3000);
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
  });

  it('restarts the full interval after a manual move', () => {
    renderAt(<Carousel label="Auto" items={cards(9)} itemsPerSlide={3} autoplay />);
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    advance(2000);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
  });

  it('does not autoplay for people who prefer reduced motion until they press Play', () => {
    mockReducedMotion(true);
    renderAt(<Carousel label="Calm" items={cards(7)} itemsPerSlide={3} autoplay />);
    advance(9000);
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(3000);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
  });
});
