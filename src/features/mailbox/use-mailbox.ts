import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/api-context';
import { ApiError } from '../../lib/api-client';
import { listMailbox, type MailboxMessage } from '../../shared/contracts/mailbox';

export type MailboxState =
  | { status: 'loading' }
  | { status: 'ready'; messages: MailboxMessage[] }
  | { status: 'unavailable' }
  | { status: 'failed' };

/**
 * The stored messages, fetched fresh on every visit and on refresh (no in-memory cache: a new
 * message must show up). A 404 means the server is not in demo mode. While a refresh runs the
 * current list stays on screen.
 */
export function useMailbox(): { state: MailboxState; refreshing: boolean; refresh: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [state, setState] = useState<MailboxState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const settle = (next: MailboxState) => {
      if (controller.signal.aborted) return;
      setState(next);
      setRefreshing(false);
    };
    api.call(listMailbox, {}, { signal: controller.signal }).then(
      ({ messages }) => settle({ status: 'ready', messages }),
      (error: unknown) => {
        const notDemo = error instanceof ApiError && error.status === 404;
        settle({ status: notDemo ? 'unavailable' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const refresh = useCallback(() => {
    setRefreshing(true);
    setAttempt((n) => n + 1);
  }, []);
  return { state, refreshing, refresh };
}
