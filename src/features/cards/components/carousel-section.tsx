import type { ReactNode } from 'react';
import { Carousel } from '../../../components/carousel/carousel';
import { defaultItemsPerSlide } from '../../../components/carousel/carousel-slides';
import '../cards.css';

/** The slide duration comes from content in seconds; absent, the default 3000 ms. */
export const DEFAULT_SLIDE_MS = 3000;
export function slideDurationMs(seconds: number | undefined): number {
  return typeof seconds === 'number' && seconds > 0 ? Math.round(seconds * 1000) : DEFAULT_SLIDE_MS;
}

interface Props {
  className: string;
  /** The region's name when content has no title. */
  fallbackLabel: string;
  title?: string;
  description?: string;
  items: ReactNode[];
  autoplay: boolean;
  slideDuration?: number;
  previousLabel?: string;
  nextLabel?: string;
  itemsPerSlide?: number | ((viewportWidth: number) => number);
}

/** A carousel widget's frame: its heading, its introduction and the carousel of cards. */
export function CarouselSection(props: Props) {
  const { title, description } = props;
  return (
    <section className={`cards-section ${props.className}`}>
      {title ? <h2 className="cards-section__title">{title}</h2> : null}
      {description ? <p className="cards-section__description">{description}</p> : null}
      <Carousel
        label={title || props.fallbackLabel}
        items={props.items}
        itemsPerSlide={props.itemsPerSlide ?? defaultItemsPerSlide}
        autoplay={props.autoplay}
        autoplayMs={slideDurationMs(props.slideDuration)}
        previousLabel={props.previousLabel}
        nextLabel={props.nextLabel}
      />
    </section>
  );
}
