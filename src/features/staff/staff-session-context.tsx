import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../app/api-context';
import { ApiError } from '../../lib/api-client';
import { getStaffSession, staffSignOut, type StaffAccount } from '../../shared/contracts/staff-session';

/**
 * Who is signed in to the workspace. `account` is undefined while the first check runs, null when
 * nobody is (the sign-in screen shows). A page whose call answers 401 calls `sessionEnded`.
 */
export interface StaffSessionValue {
  account: StaffAccount | null | undefined;
  /** Asks the server again (after signing in). */
  refresh: () => void;
  sessionEnded: () => void;
  signOut: () => Promise<void>;
  /** Set when the check itself failed (offline, server down): not the same as signed out. */
  checkFailed: boolean;
}

const StaffSessionContext = createContext<StaffSessionValue | null>(null);

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const client = useApi();
  const [account, setAccount] = useState<StaffAccount | null | undefined>(undefined);
  const [checkFailed, setCheckFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    client.call(getStaffSession).then(
      (answer) => {
        if (!live) return;
        setCheckFailed(false);
        setAccount(answer.account);
      },
      (error: unknown) => {
        if (!live) return;
        const signedOut = error instanceof ApiError && error.status === 401;
        setCheckFailed(!signedOut);
        setAccount(signedOut ? null : undefined);
      },
    );
    return () => {
      live = false;
    };
  }, [client, generation]);
  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  const sessionEnded = useCallback(() => setAccount(null), []);
  const signOut = useCallback(async () => {
    await client.call(staffSignOut).catch(() => undefined);
    setAccount(null);
  }, [client]);
  const value = useMemo(
    () => ({ account, refresh, sessionEnded, signOut, checkFailed }),
    [account, refresh, sessionEnded, signOut, checkFailed],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error('useStaffSession needs a <StaffSessionProvider>');
  return value;
}

/** The signed-in account (pages behind the sign-in gate only). */
export function useStaffAccount(): StaffAccount {
  const { account } = useStaffSession();
  if (!account) throw new Error('useStaffAccount is for pages behind the sign-in gate');
  return account;
}
