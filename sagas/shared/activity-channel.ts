import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { now } from '../../src/lib/clock';

/** Activity comes in bursts (a pointer move fires dozens a second): one counts per second. */
export const ACTIVITY_THROTTLE_MS = 1_000;

/**
 * The person's activity (pointer, keys, scroll, touch) as a channel of at most one event per
 * second, keeping only the latest: what the idle timers of members and kiosks listen to.
 */
export function activityChannel(subscribe: (listener: () => void) => () => void): EventChannel<true> {
  return eventChannel<true>((emit) => {
    let emittedAt = -Infinity;
    return subscribe(() => {
      const at = now();
      if (at - emittedAt < ACTIVITY_THROTTLE_MS) return;
      emittedAt = at;
      emit(true);
    });
  }, buffers.sliding(1));
}
