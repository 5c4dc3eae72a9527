import {
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../lib/locale';
import { CarouselNav } from './carousel-nav';
import { autoplayNext, normalisePerSlide, slideOfItem, toSlides } from './carousel-slides';
import { carouselStrings } from './carousel-strings';
import { useAutoplay } from './use-autoplay';
import { useViewportWidth } from './use-viewport-width';
import './carousel.css';

export interface CarouselProps {
  /** The region's accessible name, e.g. "Featured trials". */
  label: string;
  items: ReactNode[];
  /** A number, or a rule of the viewport width (re-evaluated on resize), e.g. 2 between 1024 and 1200 px. */
  itemsPerSlide: number | ((viewportWidth: number) => number);
  autoplay?: boolean;
  /** Default 3000 ms. */
  autoplayMs?: number;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** A horizontal swipe longer than this (px) moves one slide. */
const SWIPE_THRESHOLD = 40;

function useSwipe(onPrevious: () => void, onNext: () => void) {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      startX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      const from = startX.current;
      startX.current = null;
      if (from === null || endX === undefined || Math.abs(endX - from) < SWIPE_THRESHOLD) return;
      if (endX < from) onNext();
      else onPrevious();
    },
  };
}

/**
 * The carousel of the spec's "Cards and carousels" (APG carousel pattern): a
 * labelled region, one group per slide ("2 of 4"), hidden slides inert, Previous and Next
 * disabled at the ends, optional autoplay that pauses for hover, focus and the Pause button.
 * Slides move by a CSS transform; no library.
 */
export function Carousel(props: CarouselProps) {
  const { label, items, itemsPerSlide, autoplay = false, autoplayMs = 3000, className } = props;
  const strings = carouselStrings(splitLocale(useLocation().pathname).locale);
  const width = useViewportWidth();
  const perSlide = normalisePerSlide(
    typeof itemsPerSlide === 'function' ? itemsPerSlide(width) : itemsPerSlide,
  );
  const slides = toSlides(items, perSlide);
  // The first shown item is the state: a new number per slide keeps that item in view.
  const [firstItem, setFirstItem] = useState(0);
  const slide = slideOfItem(firstItem, perSlide, items.length);
  const total = slides.length;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const goTo = (target: number) => setFirstItem(Math.min(Math.max(target, 0), total - 1) * perSlide);
  const advance = () => setFirstItem(autoplayNext(slide, total) * perSlide);
  const auto = useAutoplay({ enabled: autoplay, intervalMs: autoplayMs, slide, slideTotal: total, advance });

  // A button that becomes disabled would drop keyboard focus to the page: hand it to the other one.
  const previous = () => {
    goTo(slide - 1);
    if (slide - 1 <= 0) nextRef.current?.focus();
  };
  const next = () => {
    goTo(slide + 1);
    if (slide + 1 >= total - 1) previousRef.current?.focus();
  };
  const swipe = useSwipe(previous, next);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) auto.hold('focus', false);
  };

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {auto.offered ? (
        <button type="button" className="carousel__toggle" onClick={auto.toggle}>
          <span aria-hidden="true" className="carousel__toggle-icon">
            {auto.paused ? '▶' : '❚❚'}
          </span>
          <span>{auto.paused ? strings.play : strings.pause}</span>
        </button>
      ) : null}
      <div
        className="carousel__viewport"
        onMouseEnter={() => auto.hold('hover', true)}
        onMouseLeave={() => auto.hold('hover', false)}
        onFocus={() => auto.hold('focus', true)}
        onBlur={onBlur}
        {...swipe}
      >
        <div
          className="carousel__track"
          style={{ transform: `translateX(calc(${-slide} * (100% + var(--carousel-slide-gap))))` }}
        >
          {slides.map((slideItems, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={strings.slideLabel(index + 1, total)}
              aria-hidden={index === slide ? undefined : true}
              inert={index !== slide}
              style={{ '--carousel-per-slide': perSlide } as CSSProperties}
            >
              {slideItems.map((item, position) => (
                <div key={index * perSlide + position} className="carousel__item">
                  {item}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <CarouselNav
          slide={slide}
          total={total}
          strings={strings}
          previousLabel={props.previousLabel || strings.previous}
          nextLabel={props.nextLabel || strings.next}
          announce={!auto.running}
          onPrevious={previous}
          onNext={next}
          previousRef={previousRef}
          nextRef={nextRef}
        />
      ) : null}
    </section>
  );
}
