import { waitForWindowOnline } from '../shared/browser-effects';
import { writeDefaults } from '../outbox/write-defaults';
import type { FrameEvent, ServiceDefaults } from '../shared/saga-services';

type Unsubscribe = () => void;

function subscribeWindowMessages(emit: (event: FrameEvent) => void): Unsubscribe {
  const listener = (event: MessageEvent) => emit({ origin: event.origin, data: event.data as unknown });
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/** The screener's real services: the outbox writes, the frame's messages, the app's origin. */
export const screenerDefaults = {
  api: writeDefaults.api,
  enqueue: writeDefaults.enqueue,
  retryNow: writeDefaults.retryNow,
  log: writeDefaults.log,
  windowMessages: () => subscribeWindowMessages,
  origin: () => () => window.location.origin,
  waitForOnline: () => waitForWindowOnline,
} satisfies ServiceDefaults;
