import { useEffect, useEffectEvent, useState } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

interface Options {
  enabled: boolean;
  intervalMs: number;
  /** Changes whenever the slide changes, so a manual move restarts the full interval. */
  slide: number;
  slideTotal: number;
  advance: () => void;
}

export interface Autoplay {
  /** Autoplay is offered (enabled and more than one slide): the pause/play button shows. */
  offered: boolean;
  /** The person's choice (or their reduced-motion setting): paused until they press Play. */
  paused: boolean;
  /** Slides are moving right now (not paused, not hovered, not focused). */
  running: boolean;
  toggle: () => void;
  /** Hover or keyboard focus in the slides holds rotation while it lasts. */
  hold: (reason: 'hover' | 'focus', held: boolean) => void;
}

/**
 * Optional autoplay (the spec's default: 3000 ms) under WCAG 2.2.2: a
 * Pause/Play button, a pause while the pointer or keyboard focus is on the slides, and no
 * autoplay at all for people who prefer reduced motion unless they press Play themselves.
 */
export function useAutoplay({ enabled, intervalMs, slide, slideTotal, advance }: Options): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const offered = enabled && slideTotal > 1;
  const paused = choice ? choice === 'paused' : reducedMotion;
  const running = offered && !paused && !hovered && !focused;
  const delay = Number.isFinite(intervalMs) && intervalMs > 0 ? intervalMs : 3000;

  // Always the latest advance, without restarting the timer on every render.
  const tick = useEffectEvent(advance);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => tick(), delay);
    return () => clearTimeout(timer);
  }, [running, delay, slide]);

  return {
    offered,
    paused,
    running,
    toggle: () => setChoice(paused ? 'playing' : 'paused'),
    hold: (reason, held) => (reason === 'hover' ? setHovered(held) : setFocused(held)),
  };
}
