import type { Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

/**
 * The recruitment funnel counts each step by week over a date range: each table it reads gets an
 * index that starts with what the funnel filters on (the study or site) and then the time, so a
 * range of weeks is read from the index instead of the whole table.
 */
const INDEXES: readonly { name: string; table: string; columns: string[] }[] = [
  {
    name: 'journey_enrollments_study_created',
    table: 'journey_enrollments',
    columns: ['study_key', 'created_at'],
  },
  { name: 'prescreeners_created', table: 'prescreeners', columns: ['created_at'] },
  { name: 'prescreener_outputs_created', table: 'prescreener_outputs', columns: ['created_at'] },
  { name: 'contact_patients_study_created', table: 'contact_patients', columns: ['study_key', 'created_at'] },
  {
    name: 'contact_site_details_site_created',
    table: 'contact_site_details',
    columns: ['site_code', 'created_at'],
  },
  { name: 'outcome_updates_created', table: 'outcome_updates', columns: ['created_at'] },
  {
    name: 'referral_notifications_site_created',
    table: 'referral_notifications',
    columns: ['site_code', 'created_at'],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
}
