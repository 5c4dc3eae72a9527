/**
 * `npm run staff:create-admin -- email [--name "Display Name"]`: the first administrator of the
 * workspace (or another one), created from the server's shell. The account is active with no
 * passkey yet: its invitation mail is queued (the running server sends it) and the link is printed
 * too, for an operator whose mail is not set up yet. Nothing else personal is printed.
 */
import { loadConfig } from '../config';
import { createContentPublisher } from '../content/content-publisher';
import { createDatabase } from '../db/database';
import { createAdmin, parseCreateAdminArgs } from './create-admin';

async function main(): Promise<number> {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  if (!args) {
    console.error('Usage: npm run staff:create-admin -- email [--name "Display Name"]');
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await createDatabase(config);
  try {
    // The invitation's wording is content: the pack must be published first.
    const content = createContentPublisher({
      db: database.db,
      dir: config.contentDir,
      trialCount: config.trialSeedCount,
      log: { info: () => undefined, error: (_details, message) => console.error(message) },
      now: () => new Date(),
    });
    if (!(await content.load()).ok) return 1;
    const result = await createAdmin(database.db, { config }, args, new Date());
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.info(
      `Admin account created; invitation queued. Invitation link (good for 7 days, once):\n${result.link}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : 'The admin could not be created.');
    process.exit(1);
  },
);
