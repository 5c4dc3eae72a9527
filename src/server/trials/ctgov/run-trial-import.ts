import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createProgressReporter, formatSummary, type ReportStream } from './import-report';
import { importStudies, type ImportSummary } from './import-studies';
import { readStudyFiles, type StudySource } from './study-files';
import { readStudyPages, type PageFetchOptions } from './study-pages';

export interface RunImportOptions extends PageFetchOptions {
  stderr: ReportStream;
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
    return { ok: true, summary };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.stderr.write(`The input could not be read: ${message}\n`);
    return { ok: false, error: message };
  }
}
