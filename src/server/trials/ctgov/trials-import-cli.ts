/**
 * `npm run trials:import -- <file|folder|URL>`: loads ClinicalTrials.gov API v2 studies into the
 * configured database (DATABASE_URL, else the PGlite in DATA_DIR). Progress and the summary go to
 * stderr. Exit code 0 unless the input could not be read at all.
 */
import { loadConfig } from '../../config';
import { createContentPublisher } from '../../content/content-publisher';
import { createDatabase } from '../../db/database';
import { runTrialImport } from './run-trial-import';

async function main(): Promise<number> {
  const input = process.argv[2];
  if (!input || process.argv.length > 3) {
    console.error(
      'Usage: npm run trials:import -- <file|folder|https://clinicaltrials.gov/api/v2/studies?…>',
    );
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await createDatabase(config);
  try {
    // Imported trials take the pack's condition keys: a database the server never started on
    // gets the pack first (without demo trials); otherwise the served pack is left as it is.
    const published = await database.db
      .selectFrom('content_items')
      .select('kind')
      .limit(1)
      .executeTakeFirst();
    if (!published) {
      const content = createContentPublisher({
        db: database.db,
        dir: config.contentDir,
        trialCount: 0,
        log: { info: () => undefined, error: (_details, message) => console.error(message) },
        now: () => new Date(),
      });
      if (!(await content.load()).ok) return 1;
    }
    const outcome = await runTrialImport(database.db, input, {
      stderr: process.stderr,
      alerts: { config, now: () => new Date() },
    });
    return outcome.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : 'The import failed.');
    process.exit(1);
  },
);
