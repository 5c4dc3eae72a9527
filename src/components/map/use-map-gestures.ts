import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { panBy, zoomAbout, type MapView, type ScreenSize } from '../../shared/domain/sites/map-view';

/*
 * Pan and zoom by pointer (drag; a wheel or trackpad zooms about the pointer), touch (one finger
 * drags, two pinch) and keyboard (arrows move, + and − zoom, 0 shows everything again). A drag
 * is not a click: the map click (which closes the info window) only follows a press that did
 * not move.
 */

/** A press that moves less than this is still a click. */
const DRAG_THRESHOLD_PX = 5;
export const KEY_ZOOM_FACTOR = 1.5;
/** Arrow keys move the map by this share of its size. */
export const KEY_PAN_SHARE = 0.2;
const WHEEL_ZOOM_PER_PIXEL = 0.002;

interface Options {
  canvas: RefObject<HTMLDivElement | null>;
  size: ScreenSize;
  /** Applies a change to the current view. */
  update: (change: (view: MapView) => MapView) => void;
  reset: () => void;
  onMapClick?: () => void;
}

type Point = { x: number; y: number };

function pointOf(event: { clientX: number; clientY: number }, element: HTMLElement): Point {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

export function useMapGestures({ canvas, size, update, reset, onMapClick }: Options) {
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<Point | null>(null);
  const dragged = useRef(false);
  const sizeRef = useRef(size);
  useLayoutEffect(() => {
    sizeRef.current = size;
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // A wheel listener must not be passive to keep the page from scrolling under the map.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * WHEEL_ZOOM_PER_PIXEL);
      const anchor = pointOf(event, element);
      update((view) => zoomAbout(view, factor, anchor, sizeRef.current));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [canvas, update]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = pointOf(event, event.currentTarget);
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 1) {
      start.current = point;
      dragged.current = false;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const element = event.currentTarget;
    const point = pointOf(event, element);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    pointers.current.set(event.pointerId, point);
    const from = start.current ?? previous;
    if (!dragged.current && Math.hypot(point.x - from.x, point.y - from.y) < DRAG_THRESHOLD_PX) return;
    if (!dragged.current) {
      dragged.current = true;
      // Captured only once it is a drag, so a press on a marker stays that marker's click.
      for (const id of pointers.current.keys()) element.setPointerCapture?.(id);
    }
    const other = others[0];
    if (other) {
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(point.x - other.x, point.y - other.y);
      const middle = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
      const shift = { x: (point.x - previous.x) / 2, y: (point.y - previous.y) / 2 };
      update((view) =>
        panBy(zoomAbout(view, before > 0 ? after / before : 1, middle, sizeRef.current), shift.x, shift.y),
      );
    } else {
      update((view) => panBy(view, point.x - previous.x, point.y - previous.y));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) start.current = null;
  };

  const onClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    onMapClick?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const { width, height } = sizeRef.current;
    const centre = { x: width / 2, y: height / 2 };
    const dx = width * KEY_PAN_SHARE;
    const dy = height * KEY_PAN_SHARE;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => update((view) => panBy(view, dx, 0)),
      ArrowRight: () => update((view) => panBy(view, -dx, 0)),
      ArrowUp: () => update((view) => panBy(view, 0, dy)),
      ArrowDown: () => update((view) => panBy(view, 0, -dy)),
      '+': () => update((view) => zoomAbout(view, KEY_ZOOM_FACTOR, centre, sizeRef.current)),
      '=': () => update((view) => zoomAbout(view, KEY_ZOOM_FACTOR, centre, sizeRef.current)),
      '-': () => update((view) => zoomAbout(view, 1 / KEY_ZOOM_FACTOR, centre, sizeRef.current)),
      '0': reset,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onClick,
    onKeyDown,
  };
}
