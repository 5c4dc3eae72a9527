/*
 * What a screener output says about the person's qualification, read from its pSec alone: no schema, so the
 * contact submission's slice, which every page loads, does not bring the screener output's schemas with it
 * (screener-output.ts re-exports these).
 */

/** Separates the protocols listed in pSec. */
export const PSEC_SEPARATOR = ',';

/** The part of a screener output these read. */
export interface QualifiedProtocols {
  pSec?: string | undefined;
}

/** Qualified when pSec is present. */
export function isQualified(output: QualifiedProtocols): boolean {
  return typeof output.pSec === 'string' && output.pSec.length > 0;
}

/** The qualified protocols named by pSec (empty when disqualified). */
export function protocolsOf(output: QualifiedProtocols): string[] {
  if (!output.pSec) return [];
  return output.pSec
    .split(PSEC_SEPARATOR)
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol.length > 0);
}

export type ScreenerStatus = 'qualified' | 'disqualified';

export function screenerStatusOf(output: QualifiedProtocols): ScreenerStatus {
  return isQualified(output) ? 'qualified' : 'disqualified';
}
