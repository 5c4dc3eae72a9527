import {
  autoplayNext,
  normalisePerSlide,
  slideCount,
  slideOfItem,
  toSlides,
} from '../../../src/components/carousel/carousel-slides';

describe('carousel slides', () => {
  it('cuts items into slides of the given size, the last one shorter', () => {
    expect(toSlides([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toSlides([], 3)).toEqual([[]]);
    expect(slideCount(7, 3)).toBe(3);
    expect(slideCount(0, 3)).toBe(1);
  });

  it('treats nonsense sizes as 1 per slide and floors fractions', () => {
    expect(normalisePerSlide(0)).toBe(1);
    expect(normalisePerSlide(-2)).toBe(1);
    expect(normalisePerSlide(Number.NaN)).toBe(1);
    expect(normalisePerSlide(2.7)).toBe(2);
  });

  it('finds the slide showing an item, within the slides that exist', () => {
    expect(slideOfItem(4, 3, 7)).toBe(1);
    expect(slideOfItem(4, 2, 7)).toBe(2);
    expect(slideOfItem(99, 3, 7)).toBe(2);
    expect(slideOfItem(-1, 3, 7)).toBe(0);
  });

  it('autoplay goes back to the first slide after the last', () => {
    expect(autoplayNext(0, 3)).toBe(1);
    expect(autoplayNext(2, 3)).toBe(0);
  });
});
