/** Text tables for the bench's reports. Pure. */

/** A fixed-width text table; numbers right-aligned. */
export function table(head: string[], rows: Array<Array<string | number | null>>): string {
  const cells = [head, ...rows.map((row) => row.map((c) => (c === null ? '–' : String(c))))];
  const widths = head.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((c, i) =>
        i === 0 || Number.isNaN(Number(c)) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
