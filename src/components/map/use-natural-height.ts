import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height an element's content needs (its scrollHeight: padding included, whatever max-height
 * caps it), measured before paint and again when its first child resizes (a font arriving, a text
 * wrapping anew). `key` names what the element shows: a height measured for another key is not
 * returned, so a caller never lays out one content with the height of the previous one. null until
 * measured, and where nothing can be measured (no layout, as in tests).
 */
export function useNaturalHeight<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  const [measured, setMeasured] = useState<{ key: string; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || key === null) return;
    const measure = () => {
      const height = element.scrollHeight;
      if (height <= 0) return;
      setMeasured((last) => (last?.key === key && last.height === height ? last : { key, height }));
    };
    measure();
    const content = element.firstElementChild;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [key]);
  return { ref, height: measured && measured.key === key ? measured.height : null };
}
