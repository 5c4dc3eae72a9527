import { useSyncExternalStore } from 'react';
import type { ExitDisclaimerFields } from '../../../shared/content-model/page-widget-fields';

/**
 * The exit-form disclaimer texts the current page configures (the ExitDisclaimer widget sets
 * them while it is on the page). The always-present DisclaimerHost reads them, so the host
 * stays in the app chunk while the widget and its schema stay in their own.
 */
let current: ExitDisclaimerFields | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Sets the page's disclaimer texts; the returned function removes them again (if still ours). */
export function provideDisclaimerConfig(config: ExitDisclaimerFields): () => void {
  current = config;
  emit();
  return () => {
    if (current !== config) return;
    current = null;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDisclaimerConfig(): ExitDisclaimerFields | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
