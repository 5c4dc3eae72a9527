import type { Kysely } from 'kysely';
import type { StaffAccountRow } from '../../shared/contracts/staff-accounts';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';

/** Accounts as the admins' table shows them: grants and passkey counts folded in, newest first. */
export async function staffAccountRows(db: Kysely<Database>, onlyId?: string): Promise<StaffAccountRow[]> {
  let query = db
    .selectFrom('staff_accounts')
    .select((eb) => [
      'id',
      'email',
      'display_name',
      'role',
      'status',
      'personal_data_access',
      'created_at',
      eb
        .selectFrom('staff_credentials')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('staff_credentials.account_id', '=', 'staff_accounts.id')
        .as('passkeys'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('email');
  if (onlyId) query = query.where('id', '=', onlyId);
  const accounts = await query.execute();
  const grants =
    accounts.length === 0
      ? []
      : await db
          .selectFrom('staff_grants')
          .select(['account_id', 'kind', 'key'])
          .where(
            'account_id',
            'in',
            accounts.map((account) => account.id),
          )
          .orderBy('key')
          .execute();
  return accounts.map((account) => {
    const own = grants.filter((grant) => grant.account_id === account.id);
    return {
      id: account.id,
      email: account.email,
      displayName: account.display_name,
      role: account.role,
      status: account.status,
      studies: own.filter((grant) => grant.kind === 'study').map((grant) => grant.key),
      sites: own.filter((grant) => grant.kind === 'site').map((grant) => grant.key),
      personalDataAccess: account.personal_data_access,
      passkeys: Number(account.passkeys ?? 0),
      createdAt: new Date(account.created_at).toISOString(),
    };
  });
}

/** One account's row; 404 when there is no such account. */
export async function staffAccountRow(db: Kysely<Database>, id: string): Promise<StaffAccountRow> {
  const [row] = await staffAccountRows(db, id);
  if (!row) throw new HttpProblem(404, 'Not found', 'There is no such account.');
  return row;
}
