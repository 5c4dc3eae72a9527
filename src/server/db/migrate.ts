import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/*
 * Kysely looks for its bookkeeping tables in every schema unless told which one: with another
 * schema on the same server already migrated (a second app, a parallel test) it would skip
 * creating its own. The bookkeeping lives next to the tables: in the connection's schema.
 */
async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the database connection has no current schema (check search_path)');
  return schema;
}

/** Applies every pending migration; throws (with the failing migration's name) on the first error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(),
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed`, { cause: error });
  }
}
