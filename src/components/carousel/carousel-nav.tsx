import type { RefObject } from 'react';
import type { CarouselStrings } from './carousel-strings';

interface Props {
  slide: number;
  total: number;
  strings: CarouselStrings;
  previousLabel: string;
  nextLabel: string;
  /** The indicator is announced politely, except while slides move on their own. */
  announce: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/** Previous, "Slide n of m" and Next; the buttons are disabled at the ends (no wrap-around). */
export function CarouselNav({
  slide,
  total,
  strings,
  previousLabel,
  nextLabel,
  announce,
  onPrevious,
  onNext,
  previousRef,
  nextRef,
}: Props) {
  return (
    <div className="carousel__nav">
      <button
        ref={previousRef}
        type="button"
        className="carousel__button carousel__button--previous"
        onClick={onPrevious}
        disabled={slide === 0}
      >
        <span aria-hidden="true" className="carousel__arrow">
          ‹
        </span>
        <span>{previousLabel}</span>
      </button>
      <p className="carousel__indicator" aria-live={announce ? 'polite' : 'off'} aria-atomic="true">
        {strings.indicator(slide + 1, total)}
      </p>
      <button
        ref={nextRef}
        type="button"
        className="carousel__button carousel__button--next"
        onClick={onNext}
        disabled={slide >= total - 1}
      >
        <span>{nextLabel}</span>
        <span aria-hidden="true" className="carousel__arrow">
          ›
        </span>
      </button>
    </div>
  );
}
