import { generateTrials } from '../../../src/server/trials/generator/trial-generator';
import { trialIndexSet } from '../../../src/server/trials/trial-index-set';
import {
  conditionLinkRowsOf,
  documentRowOf,
  indexRowOf,
  locationRowsOf,
} from '../../../src/server/trials/trial-index-rows';
import { TrialInsertBatch, type TrialWriteExtras } from '../../../src/server/trials/trial-insert-batch';
import { LANGUAGE_CODES } from '../../../src/shared/content-model/language';
import { demoContent } from '../../support/demo-content';

describe('an insert batch serialised trial by trial', () => {
  it("gives each table's rows as JSON.stringify of the whole batch's rows would", () => {
    const trials = [...trialIndexSet(demoContent(), { count: 40 }), ...generateTrials(3, 7)];
    const [first, second] = trials.map((indexed) => indexed.trials.en.trialorgstudyid);
    const extras = new Map<string, TrialWriteExtras>([
      [first ?? '', { firstOpenedAt: new Date('2026-01-02T03:04:05Z'), contentHash: 'abc' }],
      [second ?? '', { firstOpenedAt: '2025-12-31T00:00:00Z' }],
    ]);
    const batch = new TrialInsertBatch(extras);
    for (const indexed of trials) batch.add(indexed);

    const rows = trials.flatMap((indexed) => {
      const extra = extras.get(indexed.trials.en.trialorgstudyid) ?? {};
      return LANGUAGE_CODES.map((language) => ({
        ...indexRowOf(indexed.trials[language], language, indexed.conditionKey),
        first_opened_at: extra.firstOpenedAt ?? null,
        content_hash: extra.contentHash ?? null,
      }));
    });
    const documents = trials.flatMap((indexed) =>
      LANGUAGE_CODES.map((language) => documentRowOf(indexed.trials[language], language)),
    );
    expect(batch.size).toBe(trials.length);
    expect(batch.json()).toEqual({
      rows: JSON.stringify(rows),
      documents: JSON.stringify(documents),
      locations: JSON.stringify(trials.flatMap((indexed) => locationRowsOf(indexed.trials.en))),
      links: JSON.stringify(trials.flatMap(conditionLinkRowsOf)),
    });
  });

  it('gives empty arrays for no trials', () => {
    expect(new TrialInsertBatch().json()).toEqual({
      rows: '[]',
      documents: '[]',
      locations: '[]',
      links: '[]',
    });
  });
});
