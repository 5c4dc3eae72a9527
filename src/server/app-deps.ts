import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { ContentStatus } from './content/content-publisher';
import type { Database } from './db/schema';
import type { MailAdapter } from './integrations/mail';
import type { SmsAdapter } from './integrations/sms';

/** Everything a route needs, built once by server.ts (or a test) and passed to buildApp. */
export interface AppDeps {
  config: AppConfig;
  /** The root database. Inside a state-changing handler use ctx.db (the transaction) instead. */
  db: Kysely<Database>;
  mail: MailAdapter;
  sms: SmsAdapter;
  now: () => Date;
  /** The served content pack's version and last load (server.ts; tests may leave it out). */
  contentStatus?: () => ContentStatus | null;
}
