import pg from 'pg';

interface PgUtils {
  prepareValue(value: unknown): unknown;
}

/**
 * node-postgres' own preparation of a parameter's value (text, as it sends them): on its default
 * export, absent from its types. Both the PGlite driver and the commit-with-write exchange use it,
 * so every path sends the values node-postgres itself would.
 */
export const { prepareValue } = (pg as unknown as { utils: PgUtils }).utils;
if (typeof prepareValue !== 'function') throw new Error('node-postgres no longer exposes utils.prepareValue');
