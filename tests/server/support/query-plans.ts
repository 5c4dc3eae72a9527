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
 * What the database does for a call, read from its plans rather than a stopwatch: a shared test
 * machine makes any time bound flaky, while a plan that scans a whole table once per row of
 * another is slow on every machine once the tables grow.
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
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Nodes that read their input once and keep it, so a scan under them is not repeated per row. */
const KEEPS_ITS_INPUT = new Set(['Materialize', 'Hash', 'Memoize']);

function seqScansBelow(node: PlanNode, found: string[]): void {
  if (KEEPS_ITS_INPUT.has(node['Node Type'])) return;
  if (node['Node Type'] === 'Seq Scan') found.push(node['Relation Name'] ?? '?');
  for (const child of node.Plans ?? []) seqScansBelow(child, found);
}

/** Seq Scans run again for each row of an outer input: a nested loop's inner side, or a subplan. */
function repeatedSeqScans(node: PlanNode, found: string[]): void {
  for (const child of node.Plans ?? []) {
    const repeated =
      (node['Node Type'] === 'Nested Loop' && child['Parent Relationship'] === 'Inner') ||
      child['Parent Relationship'] === 'SubPlan';
    if (repeated) seqScansBelow(child, found);
    else repeatedSeqScans(child, found);
  }
}

/**
 * The tables each statement would scan whole once per row of another input, as
 * `statement n: table`, from the planner's chosen plan (EXPLAIN, not run).
 */
export async function tablesScannedPerRow<DB>(
  db: Kysely<DB>,
  statements: CompiledQuery[],
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, statement] of statements.entries()) {
    const explained = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    const cell = explained.rows[0]!['QUERY PLAN'];
    const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    console.log(
      statement.sql,
      JSON.stringify(
        plans[0]!.Plan,
        (k, v) =>
          [
            'Startup Cost',
            'Plan Width',
            'Parallel Aware',
            'Async Capable',
            'Output',
            'Inner Unique',
          ].includes(k)
            ? undefined
            : v,
        1,
      ),
    );
    const scans: string[] = [];
    repeatedSeqScans(plans[0]!.Plan, scans);
    found.push(...scans.map((table) => `statement ${index + 1}: ${table}`));
  }
  return found;
}
