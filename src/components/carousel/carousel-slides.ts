/*
 * The carousel's pure rules: items are cut into slides of `perSlide`; the position is kept as the first shown
 * item, so a resize that changes the number per slide keeps that item in view.
 */

/** A whole number of items per slide, at least 1 (content or a caller may hand anything). */
export function normalisePerSlide(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}

/** How many slides `itemCount` items make, at least 1 (an empty carousel still has one slide). */
export function slideCount(itemCount: number, perSlide: number): number {
  return Math.max(1, Math.ceil(itemCount / normalisePerSlide(perSlide)));
}

/** The items grouped into slides, in order; the last slide may be shorter. */
export function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const size = normalisePerSlide(perSlide);
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides.length > 0 ? slides : [[]];
}

/** The slide that shows item `firstItem`, within the slides that exist. */
export function slideOfItem(firstItem: number, perSlide: number, itemCount: number): number {
  const size = normalisePerSlide(perSlide);
  const last = slideCount(itemCount, size) - 1;
  return Math.min(Math.max(0, Math.floor(firstItem / size)), last);
}

/** Autoplay's next slide: it goes back to the first after the last (the buttons do not wrap). */
export function autoplayNext(slide: number, total: number): number {
  return slide + 1 < total ? slide + 1 : 0;
}

/**
 * The content carousels' rule: 3 per slide from desktop widths,
 * 2 on tablets and 1 on phones, where three cards would be too narrow to read.
 */
export function defaultItemsPerSlide(viewportWidth: number): number {
  if (viewportWidth < 500) return 1;
  if (viewportWidth <= 1024) return 2;
  return 3;
}
