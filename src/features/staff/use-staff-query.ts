import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/api-context';
import { ApiError, type CallInput } from '../../lib/api-client';
import type { CallContract, ResponseOf } from '../../shared/contracts/define-call';
import { useStaffSession } from './staff-session-context';

/**
 * A workspace read: fetched on every visit (never cached, never kept after the page), checked
 * against its contract by the API client. A 401 ends the session in the page (the sign-in screen
 * shows); a 403 is reported as `forbidden`.
 */
export type StaffQueryState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'forbidden' }
  | { status: 'error'; error: Error };

export function useStaffQuery<C extends CallContract>(
  contract: C,
  input: CallInput<C>,
  /** Describes `input`: a new key fetches again. */
  key: string,
): StaffQueryState<ResponseOf<C>> & { reload: () => void } {
  const client = useApi();
  const { sessionEnded } = useStaffSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    attempt: number;
    value: StaffQueryState<ResponseOf<C>>;
  }>();
  useEffect(() => {
    const controller = new AbortController();
    client.call(contract, input, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, attempt, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return sessionEnded();
        const value: StaffQueryState<ResponseOf<C>> =
          error instanceof ApiError && error.status === 403
            ? { status: 'forbidden' }
            : { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
        setState({ key, attempt, value });
      },
    );
    return () => controller.abort();
    // `input` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, contract, key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current =
    state && state.key === key && state.attempt === attempt ? state.value : { status: 'loading' as const };
  return { ...current, reload };
}

/**
 * A workspace write: sent once with its idempotency key (the API client adds it); a 401 ends the
 * session in the page. Answers the response, or throws the ApiError for the page to show.
 */
export function useStaffCall() {
  const client = useApi();
  const { sessionEnded } = useStaffSession();
  return useCallback(
    async <C extends CallContract>(contract: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> => {
      try {
        return await client.call(contract, input);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) sessionEnded();
        throw error;
      }
    },
    [client, sessionEnded],
  );
}
