import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadContentConditions } from './content-conditions';
import { writeImportBatch, type BatchOutcome, type ImportedTrial } from './import-batch-writer';
import { mapStudy } from './map/map-study';
import { removeGeneratedTrials } from './remove-generated-trials';

/*
 * The import: study texts in, the index updated batch by batch (each batch one transaction),
 * a summary out. A study that cannot be read or mapped is refused with its reason and the rest
 * goes on; only an unreadable input as a whole stops the import (the caller's error).
 */

/** A study's JSON text, or a part of the input that could not be read (a broken file of a folder). */
export type StudyText = { text: string } | { unreadable: string };

export interface Refusal {
  nctId: string | null;
  reason: string;
}

export interface ImportSummary extends BatchOutcome {
  read: number;
  refused: Refusal[];
  /** Demo trials removed because real ones now exist. */
  generatedRemoved: number;
}

export interface ImportOptions {
  /** Called after each batch with the totals so far. */
  onProgress?: (summary: ImportSummary) => void;
  /** Studies per transaction; a batch also ends at LOCATIONS_PER_BATCH sites. */
  batchSize?: number;
}

export const STUDIES_PER_BATCH = 200;
const LOCATIONS_PER_BATCH = 5000;

function parseStudy(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function importStudies(
  db: Kysely<Database>,
  studies: AsyncIterable<StudyText>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const content = await loadContentConditions(db);
  const summary: ImportSummary = {
    read: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    refused: [],
    generatedRemoved: 0,
  };
  let trials: ImportedTrial[] = [];
  let withdrawn: string[] = [];
  let locations = 0;
  const flush = async () => {
    if (trials.length === 0 && withdrawn.length === 0) return;
    const outcome = await writeImportBatch(db, { trials, withdrawn }, content);
    summary.added += outcome.added;
    summary.updated += outcome.updated;
    summary.unchanged += outcome.unchanged;
    summary.removed += outcome.removed;
    trials = [];
    withdrawn = [];
    locations = 0;
    options.onProgress?.(summary);
  };
  for await (const study of studies) {
    summary.read += 1;
    if ('unreadable' in study) {
      summary.refused.push({ nctId: null, reason: study.unreadable });
      continue;
    }
    const value = parseStudy(study.text);
    const mapped = value === undefined ? null : mapStudy(value, content);
    if (!mapped) summary.refused.push({ nctId: null, reason: 'not valid JSON' });
    else if (mapped.kind === 'refused') summary.refused.push({ nctId: mapped.nctId, reason: mapped.reason });
    else if (mapped.kind === 'withdrawn') withdrawn.push(mapped.nctId);
    else {
      trials.push(mapped);
      locations += mapped.indexed.trials.en.locations.length;
    }
    const size = trials.length + withdrawn.length;
    if (size >= (options.batchSize ?? STUDIES_PER_BATCH) || locations >= LOCATIONS_PER_BATCH) await flush();
  }
  await flush();
  summary.generatedRemoved = await removeGeneratedTrials(db);
  return summary;
}
