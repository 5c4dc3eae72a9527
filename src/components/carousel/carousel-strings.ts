import type { Locale } from '../../lib/locale';

/** The carousel's built-in texts; callers may override previous and next. */
export interface CarouselStrings {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** The visible indicator, e.g. "Slide 2 of 4". */
  indicator: (slide: number, total: number) => string;
  /** Each slide group's label, e.g. "2 of 4" (the role description already says "slide"). */
  slideLabel: (slide: number, total: number) => string;
}

const strings: Record<Locale, CarouselStrings> = {
  en: {
    previous: 'Previous',
    next: 'Next',
    pause: 'Pause',
    play: 'Play',
    indicator: (slide, total) => `Slide ${slide} of ${total}`,
    slideLabel: (slide, total) => `${slide} of ${total}`,
  },
  es: {
    previous: 'Anterior',
    next: 'Siguiente',
    pause: 'Pausar',
    play: 'Reproducir',
    indicator: (slide, total) => `Diapositiva ${slide} de ${total}`,
    slideLabel: (slide, total) => `${slide} de ${total}`,
  },
};

export function carouselStrings(locale: Locale): CarouselStrings {
  return strings[locale] ?? strings.en;
}
