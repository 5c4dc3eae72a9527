import { LANGUAGE_CODES } from '../../shared/content-model/language';
import type { IndexedTrial } from './generator/trial-generator';
import { conditionLinkRowsOf, documentRowOf, indexRowOf, locationRowsOf } from './trial-index-rows';

/** What an index row keeps from an earlier write of the same trial. */
export interface TrialWriteExtras {
  /** When the trial first became searchable here; null: now if it is searchable. */
  firstOpenedAt?: Date | string | null;
  contentHash?: string | null;
}

/** Each table's rows of one batch, as the JSON array the insert statement reads. */
export interface TrialBatchJson {
  rows: string;
  documents: string;
  locations: string;
  links: string;
}

const arrayOf = (elements: readonly string[]) => `[${elements.join(',')}]`;

/*
 * One insert batch's rows, turned into JSON a trial at a time as the trials are added: the
 * arrays come out as JSON.stringify of the rows would give them. Serialised at the end instead,
 * the batch's hundreds of trials (some 60 objects each) outlive several young-generation
 * collections and are copied into the old generation, which then has to be collected too: a
 * good part of node's time in a build from scratch. This way a trial is garbage once added.
 */
export class TrialInsertBatch {
  private readonly rows: string[] = [];
  private readonly documents: string[] = [];
  private readonly locations: string[] = [];
  private readonly links: string[] = [];
  private trials = 0;

  constructor(private readonly extras: ReadonlyMap<string, TrialWriteExtras> = new Map()) {}

  /** How many trials were added. */
  get size(): number {
    return this.trials;
  }

  add(indexed: IndexedTrial): void {
    const extra = this.extras.get(indexed.trials.en.trialorgstudyid) ?? {};
    for (const language of LANGUAGE_CODES) {
      const trial = indexed.trials[language];
      this.rows.push(
        JSON.stringify({
          ...indexRowOf(trial, language, indexed.conditionKey),
          first_opened_at: extra.firstOpenedAt ?? null,
          content_hash: extra.contentHash ?? null,
        }),
      );
    }
    for (const language of LANGUAGE_CODES) {
      this.documents.push(JSON.stringify(documentRowOf(indexed.trials[language], language)));
    }
    for (const row of locationRowsOf(indexed.trials.en)) this.locations.push(JSON.stringify(row));
    for (const row of conditionLinkRowsOf(indexed)) this.links.push(JSON.stringify(row));
    this.trials += 1;
  }

  json(): TrialBatchJson {
    return {
      rows: arrayOf(this.rows),
      documents: arrayOf(this.documents),
      locations: arrayOf(this.locations),
      links: arrayOf(this.links),
    };
  }
}
