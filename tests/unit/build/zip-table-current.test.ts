import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ZIP_TABLE_MODULE, zipTableModule } from '../../../.config/zip-table-generator';

describe('the generated zip table', () => {
  const committed = readFileSync(ZIP_TABLE_MODULE, 'utf8');

  it('is what the generator makes of the zipcodes package now (npm run zip-table)', () => {
    expect(committed).toBe(zipTableModule());
  });

  it('stays a few kilobytes: under 24 KB raw and 10 KB gzip', () => {
    expect(committed.length).toBeLessThan(24_000);
    expect(gzipSync(committed, { level: 9 }).length).toBeLessThan(10_000);
  });
});
