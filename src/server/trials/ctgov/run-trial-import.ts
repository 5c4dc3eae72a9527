import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { notifySavedSearches } from '../../saved-searches/notify-saved-searches';
import { createProgressReporter, formatSummary, type ReportStream } from './import-report';
import { importStudies, type ImportSummary } from './import-studies';
import { readStudyFiles, type StudySource } from './study-files';
import { readStudyPages, type PageFetchOptions } from './study-pages';

export interface RunImportOptions extends PageFetchOptions {
  stderr: ReportStream;
  /** Members' saved-search alerts for the trials the import opened: told right after it commits. */
  alerts?: { config: Pick<AppConfig, 'publicBaseUrl'>; now: () => Date };
}

export type RunImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; error: string };

export const isUrl = (input: string) => /^https?:\/\//i.test(input);

/** One import of a file, folder or API URL, reported on stderr; what the CLI and the sync run. */
export async function runTrialImport(
  db: Kysely<Database>,
  input: string,
  options: RunImportOptions,
): Promise<RunImportOutcome> {
  try {
    const source: StudySource = isUrl(input) ? readStudyPages(input, options) : await readStudyFiles(input);
    const reporter = createProgressReporter(options.stderr, source.progress);
    const summary = await importStudies(db, source.studies, { onProgress: (s) => reporter.update(s) });
    reporter.done();
    options.stderr.write(formatSummary(summary));
    if (options.alerts && summary.added + summary.updated > 0) {
      const run = await notifySavedSearches(db, options.alerts.now(), options.alerts.config);
      options.stderr.write(
        `Saved-search alerts: ${String(run.mailed)} of ${String(run.searches)} searches told.\n`,
      );
    }
    return { ok: true, summary };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.stderr.write(`The input could not be read: ${message}\n`);
    return { ok: false, error: message };
  }
}
