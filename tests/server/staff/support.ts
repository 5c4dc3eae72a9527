import type { TestApp } from '../../server/support/test-app';
import { createStaffAccount, type NewStaffAccount } from '../../../src/server/staff/staff-accounts';
import { STAFF_SESSION_COOKIE } from '../../../src/server/staff/staff-cookie';
import { mintStaffSession } from '../../../src/server/staff/staff-sessions';

export interface SignedInStaff {
  accountId: string;
  /** The Cookie header of the account's session. */
  cookie: string;
}

let counter = 0;

/** An active account with these grants and a live session, as if it had signed in with its passkey. */
export async function signedInStaff(
  t: TestApp,
  account: Partial<NewStaffAccount> & Pick<NewStaffAccount, 'role'>,
): Promise<SignedInStaff> {
  counter += 1;
  const now = t.deps.now();
  const accountId = await createStaffAccount(
    t.deps.db,
    {
      email: `staff${counter}.${account.role}@example.org`,
      displayName: `Staff ${counter}`,
      status: 'active',
      createdBy: null,
      ...account,
    },
    now,
  );
  if (!accountId) throw new Error('staff account exists already');
  const token = await mintStaffSession(t.deps.db, accountId, now);
  return { accountId, cookie: `${STAFF_SESSION_COOKIE}=${token}` };
}
