import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ensureTrialIndex } from '../trials/ensure-trial-index';
import { loadContentPack, type LoadedPack } from './pack/load-pack';
import { formatPackProblems } from './pack/pack-problem';
import { publishContent } from './publish-content';

/** What /healthz says of the content: the version served, and how the last load went. */
export interface ContentStatus {
  pack: string;
  version: string;
  publishedAt: string;
  lastLoad: { ok: true; at: string } | { ok: false; at: string; problems: number };
}

export type ContentLoadOutcome =
  { ok: true; applied: boolean; version: string } | { ok: false; report: string; problems: number };

export interface ContentPublisher {
  /** Reads, checks and publishes the pack; a refused pack leaves the served version as it was. */
  load(): Promise<ContentLoadOutcome>;
  /** Null until a pack has been published. */
  status(): ContentStatus | null;
}

/** Where loads are reported: pino's logger fits, and so does a plain console one before it exists. */
export interface ContentLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ContentPublisherOptions {
  db: Kysely<Database>;
  dir: string;
  /** Generated trials in the search index besides the pack's own (default: what the pack asks for). */
  trialCount?: number;
  log: ContentLog;
  now: () => Date;
}

/**
 * The pack in `dir`, published at start and again on demand (SIGHUP). A load is all or nothing:
 * the whole pack is checked before anything is written, written in one transaction, and a pack
 * with problems is refused with its report in the log while the previous version stays served.
 */
export function createContentPublisher(options: ContentPublisherOptions): ContentPublisher {
  let current: ContentStatus | null = null;
  let loading: Promise<ContentLoadOutcome> | null = null;

  const publish = async (pack: LoadedPack): Promise<ContentLoadOutcome> => {
    const { name, content } = pack;
    const outcome = await publishContent(options.db, content);
    // The index holds the pack's trials: it follows the content.
    await ensureTrialIndex(options.db, content, { count: options.trialCount ?? pack.generatedTrials });
    const at = options.now().toISOString();
    current = {
      pack: name,
      version: outcome.version,
      publishedAt: outcome.applied || !current ? at : current.publishedAt,
      lastLoad: { ok: true, at },
    };
    options.log.info({ content: { pack: name, ...outcome } }, 'content pack published');
    return { ok: true, ...outcome };
  };

  const loadOnce = async (): Promise<ContentLoadOutcome> => {
    const load = loadContentPack(options.dir);
    if (load.ok) return publish(load.pack);
    const report = formatPackProblems(load.problems, options.dir);
    const at = options.now().toISOString();
    if (current) current = { ...current, lastLoad: { ok: false, at, problems: load.problems.length } };
    options.log.error(
      { content: { dir: options.dir, problems: load.problems.length, served: current?.version ?? null } },
      `content pack refused:\n${report}`,
    );
    return { ok: false, report, problems: load.problems.length };
  };

  return {
    load() {
      // Two signals in a row load once: the second waits for the first's outcome.
      loading ??= loadOnce().finally(() => {
        loading = null;
      });
      return loading;
    },
    status: () => current,
  };
}
