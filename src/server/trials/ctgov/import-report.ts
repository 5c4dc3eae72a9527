import type { ImportSummary } from './import-studies';

/*
 * What the import tells its operator on stderr: a bar redrawn in place on a terminal, a plain
 * line every so many studies otherwise (a log file gets no control characters), and the final
 * summary with every refused study and why.
 */

export interface ReportStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

const BAR_WIDTH = 30;
export const LINE_EVERY = 10_000;

function counts(summary: ImportSummary): string {
  return `${String(summary.read)} read, ${String(summary.added)} added, ${String(summary.updated)} updated, ${String(summary.unchanged)} unchanged, ${String(summary.removed)} withdrawn/removed, ${String(summary.refused.length)} refused`;
}

export function createProgressReporter(stream: ReportStream, progress: () => number) {
  let nextLine = LINE_EVERY;
  return {
    update(summary: ImportSummary): void {
      if (stream.isTTY) {
        const filled = Math.round(progress() * BAR_WIDTH);
        const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
        stream.write(`\r[${bar}] ${String(Math.round(progress() * 100)).padStart(3)}% ${counts(summary)}`);
      } else if (summary.read >= nextLine) {
        nextLine = (Math.floor(summary.read / LINE_EVERY) + 1) * LINE_EVERY;
        stream.write(`${counts(summary)}\n`);
      }
    },
    done(): void {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `Import finished: ${String(summary.read)} studies read.`,
    `  added: ${String(summary.added)}`,
    `  updated: ${String(summary.updated)}`,
    `  unchanged: ${String(summary.unchanged)}`,
    `  withdrawn/removed: ${String(summary.removed)}`,
    `  refused: ${String(summary.refused.length)}`,
    ...summary.refused.map((refusal) => `    ${refusal.nctId ?? '(no NCT id)'}: ${refusal.reason}`),
  ];
  if (summary.generatedRemoved > 0) {
    lines.push(`  demo (generated) trials removed: ${String(summary.generatedRemoved)}`);
  }
  return `${lines.join('\n')}\n`;
}
