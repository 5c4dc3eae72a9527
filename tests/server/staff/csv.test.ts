import { csvCell, toCsv } from '../../../src/server/staff/csv';

describe('CSV for spreadsheets', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 312 555 0142', "'+1 312 555 0142"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
  ])('neutralises and quotes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves numbers as numbers, even negative ones', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and ends every row with CRLF', () => {
    const file = toCsv(['Name', 'City'], [['José', 'Chicago']]);
    expect(file.startsWith('\uFEFFName,City\r\n')).toBe(true);
    expect(file.endsWith('José,Chicago\r\n')).toBe(true);
  });
});
