import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffAccountStatus, StaffRole } from '../db/tables/staff';

export interface NewStaffAccount {
  email: string;
  displayName: string;
  role: StaffRole;
  /** Study managers and admins: whether they may see participants' personal data. */
  personalDataAccess?: boolean;
  /** Protocols (study managers). */
  studies?: readonly string[];
  /** Site codes (site staff). */
  sites?: readonly string[];
  status: StaffAccountStatus;
  language?: string;
  /** The admin who created it; null from the command line. */
  createdBy: string | null;
}

export function normalisedStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Replaces an account's grants with these studies and sites. */
export async function setStaffGrants(
  db: Kysely<Database>,
  accountId: string,
  studies: readonly string[],
  sites: readonly string[],
): Promise<void> {
  await db.deleteFrom('staff_grants').where('account_id', '=', accountId).execute();
  const rows = [
    ...[...new Set(studies)].map((key) => ({ account_id: accountId, kind: 'study' as const, key })),
    ...[...new Set(sites)].map((key) => ({ account_id: accountId, kind: 'site' as const, key })),
  ];
  if (rows.length > 0) await db.insertInto('staff_grants').values(rows).execute();
}

/** Creates an account with its grants; null when the address already has one. */
export async function createStaffAccount(
  db: Kysely<Database>,
  account: NewStaffAccount,
  now: Date,
): Promise<string | null> {
  const id = randomUUID();
  const inserted = await db
    .insertInto('staff_accounts')
    .values({
      id,
      email: normalisedStaffEmail(account.email),
      display_name: account.displayName,
      role: account.role,
      personal_data_access: account.personalDataAccess ?? false,
      status: account.status,
      language: account.language ?? 'en',
      created_at: now,
      created_by: account.createdBy,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await setStaffGrants(db, id, account.studies ?? [], account.sites ?? []);
  return id;
}
