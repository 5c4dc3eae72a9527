import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/*
 * What the database does for a call, read from its plans as run rather than a stopwatch: a shared
 * test machine makes any time bound flaky, while a plan that scans a whole table once per row of
 * another, or joins by filtering every pair of rows, is slow on every machine once the tables grow.
 */

type QueryId = PluginTransformQueryArgs['queryId'];

/**
 * Records the statements run through a Kysely instance while `recording` is on, and how long each
 * took from its start to its result (time waiting for a connection included).
 */
export class QueryRecorder implements KyselyPlugin {
  recording = false;
  private recorded: { node: RootOperationNode; queryId: QueryId; started: number; ms?: number }[] = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording)
      this.recorded.push({ node: args.node, queryId: args.queryId, started: performance.now() });
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const entry = this.recorded.find((recorded) => recorded.queryId === args.queryId);
    if (entry && entry.ms === undefined) entry.ms = performance.now() - entry.started;
    return Promise.resolve(args.result);
  }

  /** Forgets what was recorded. */
  clear(): void {
    this.recorded = [];
  }

  /** Each recorded statement's text, as `db` compiles it, and its time (NaN: still running). */
  timings<DB>(db: Kysely<DB>): { sql: string; ms: number }[] {
    return this.compiled(db).map((statement, index) => ({
      sql: statement.sql,
      ms: this.recorded[index]?.ms ?? Number.NaN,
    }));
  }

  /** The statements recorded so far, compiled as `db` runs them. */
  compiled<DB>(db: Kysely<DB>): CompiledQuery[] {
    const executor = db.getExecutor();
    return this.recorded.map(({ node, queryId }) => executor.compileQuery(node, queryId));
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parallel Aware'?: boolean;
  /** How many times the node ran. */
  'Actual Loops'?: number;
  /** Rows a join read and dropped for failing its join condition. */
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/** The statement's plan as run (EXPLAIN ANALYZE). */
async function planOf<DB>(db: Kysely<DB>, statement: CompiledQuery): Promise<PlanNode> {
  const explained = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
  );
  const cell = explained.rows[0]!['QUERY PLAN'];
  const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plans[0]!.Plan;
}

/** Read-only statements: EXPLAIN ANALYZE runs them, so only these are judged. */
export const READS_ONLY = /^\s*(select|with)\b/i;

/** Seq Scans run more than once (a parallel scan's loops are its workers, not repeats). */
function repeatedSeqScans(node: PlanNode, found: string[]): void {
  const loops = node['Actual Loops'] ?? 1;
  if (node['Node Type'] === 'Seq Scan' && !node['Parallel Aware'] && loops > 1)
    found.push(`${node['Relation Name'] ?? '?'} × ${String(loops)}`);
  for (const child of node.Plans ?? []) repeatedSeqScans(child, found);
}

/** `judge`'s findings on each read-only statement's plan as run, as `statement n: finding`. */
async function findingsOfPlans<DB>(
  db: Kysely<DB>,
  statements: CompiledQuery[],
  judge: (plan: PlanNode) => string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, statement] of statements.entries()) {
    if (!READS_ONLY.test(statement.sql)) continue;
    for (const finding of judge(await planOf(db, statement)))
      found.push(`statement ${String(index + 1)}: ${finding}`);
  }
  return found;
}

/**
 * The tables a statement scanned whole again and again (once per row of another input), as
 * `statement n: table × loops`, from the plans as run (EXPLAIN ANALYZE, read-only statements).
 */
export function tablesScannedPerRow<DB>(db: Kysely<DB>, statements: CompiledQuery[]): Promise<string[]> {
  return findingsOfPlans(db, statements, (plan) => {
    const scans: string[] = [];
    repeatedSeqScans(plan, scans);
    return scans;
  });
}

function rowsDroppedByNestedLoops(node: PlanNode): number {
  const own = node['Node Type'] === 'Nested Loop' ? (node['Rows Removed by Join Filter'] ?? 0) : 0;
  return (node.Plans ?? []).reduce((sum, child) => sum + rowsDroppedByNestedLoops(child), own);
}

/**
 * The rows nested loops read and threw away, per statement that threw any (`statement n: rows`),
 * from the plans as run (EXPLAIN ANALYZE, read-only statements). A nested loop that joins by
 * filtering every pair of rows does work in the product of its inputs.
 */
export function pairsFilteredByNestedLoops<DB>(
  db: Kysely<DB>,
  statements: CompiledQuery[],
): Promise<string[]> {
  return findingsOfPlans(db, statements, (plan) => {
    const dropped = rowsDroppedByNestedLoops(plan);
    return dropped > 0 ? [`${String(dropped)} rows`] : [];
  });
}
