import { parse, protocol, type messages as backend, type PGlite, type Results } from '@electric-sql/pglite';
import { prepareValue } from './pg-prepare-value';
import { isSentWithCommit } from './sent-with-commit';

/*
 * Statements for PGlite the way node-postgres sends them to a PostgreSQL server: Parse, Bind,
 * Describe, Execute and Sync in one buffer, one call into the engine. PGlite's own query()
 * makes a call per message, and one more to describe the parameters first. Parameters are
 * prepared as node-postgres prepares them (text, types inferred by the server), so both
 * databases receive the same values; rows are parsed with the instance's parsers (its bigint
 * and numeric overrides included).
 *
 * A statement with parameters that reads or changes rows is also prepared once per session
 * under a name and then only bound and executed: parsing and analysing it again cost as much
 * as running a small write. The session plans every execution with its values
 * (plan_cache_mode = force_custom_plan), so plans are what they would be unprepared.
 */

const { serialize } = protocol;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
// "prepared statement does not exist" (a session reset) and "cached plan must not change result
// type" (its table changed).
const STATEMENT_MISSING = '26000';
const STALE_STATEMENT = new Set([STATEMENT_MISSING, '0A000']);
/** Prepared statements kept per session; the least recently used is closed beyond this. */
export const MAX_PREPARED_STATEMENTS = 256;
// Unique across every driver of the process: drivers may share one PGlite session (tests).
let statementCounter = 0;

/** The session settings a driver applies before its first statement. */
export const PGLITE_SESSION_SETUP = 'set plan_cache_mode = force_custom_plan';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PGliteStatements {
  /** SQL text → prepared statement name, in least-recently-used order. */
  readonly #names = new Map<string, string>();

  constructor(private readonly pglite: PGlite) {}

  #beginPending = false;
  /** Writes waiting for the transaction's COMMIT, to travel with it (sent-with-commit.ts). */
  #untilCommit: Array<{ text: string; parameters: readonly unknown[] }> = [];
  /** Between a BEGIN (sent or deferred) and its COMMIT or ROLLBACK. */
  #inTransaction = false;

  /**
   * The transaction's BEGIN goes with the next statement, in the same call; a transaction that
   * ends before sending anything sends nothing at all.
   */
  deferBegin(): void {
    this.#beginPending = true;
    this.#inTransaction = true;
  }

  /** How many statements this session holds prepared (for tests). */
  get preparedCount(): number {
    return this.#names.size;
  }

  /** Runs one statement; a failure throws the server's error (code, constraint, …) as PostgreSQL's does. */
  async run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    if (/^begin\b/i.test(text)) this.#inTransaction = true;
    if (text === 'commit' || text === 'rollback') this.#inTransaction = false;
    if (text === 'rollback') this.#untilCommit = [];
    // A write marked to go with the commit waits for it (sent-with-commit.ts).
    if (this.#inTransaction && isSentWithCommit(text)) {
      this.#untilCommit.push({ text, parameters });
      return { rows: [], fields: [] };
    }
    if (text === 'commit' && this.#untilCommit.length > 0)
      return (await this.#commitWithWrites()) as Results<R>;
    if (this.#beginPending && (text === 'commit' || text === 'rollback')) {
      this.#beginPending = false;
      return { rows: [], fields: [] };
    }
    // Another statement after a deferred write: the write runs first, as it was asked first.
    for (const write of this.#untilCommit.splice(0)) {
      const sent = await this.#execute(write.text, write.parameters);
      if (sent.failure) throw sent.failure;
    }
    const outcome = await this.#execute(text, parameters);
    if (!outcome.failure) return outcome.result as Results<R>;
    // Outside a transaction a failed statement changed nothing: one made stale by a table change
    // (or a session reset) runs again, prepared afresh, instead of failing the caller.
    if (outcome.name && outcome.idle && STALE_STATEMENT.has(String(outcome.failure.code))) {
      const again = await this.#execute(text, parameters);
      if (!again.failure) return again.result as Results<R>;
      throw again.failure;
    }
    throw outcome.failure;
  }

  /** The messages that run one statement (a pending BEGIN first); its prepared name, if any. */
  #statementParts(parts: Uint8Array[], text: string, parameters: readonly unknown[]): string | undefined {
    if (this.#beginPending) {
      this.#beginPending = false;
      parts.push(serialize.query('begin'));
    }
    const prepared = parameters.length > 0 && PREPARABLE.test(text);
    const name = prepared ? this.#nameFor(text, parts) : undefined;
    if (!name) parts.push(serialize.parse({ text }));
    const values = parameters.map((value) => prepareValue(value)) as Array<string | Buffer | null>;
    parts.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    return name;
  }

  /** The statement's failure, with what the session needs to know of it, or null. */
  async #failureOf(messages: backend.BackendMessage[], statements: Array<{ text: string; name?: string }>) {
    const failure = messages.find((m) => m.name === 'error') as backend.DatabaseError | undefined;
    if (!failure) return null;
    // A missing statement means the session was reset: none of the others exists either.
    if (failure.code === STATEMENT_MISSING) this.#names.clear();
    // Otherwise a statement may be stale (its table changed): it is prepared afresh next time.
    else for (const { text, name } of statements) if (name) await this.#forget(text, name);
    const ready = messages.findLast((m) => m.name === 'readyForQuery') as
      backend.ReadyForQueryMessage | undefined;
    return { failure, idle: ready?.status === 'I' };
  }

  /*
   * The deferred writes and the COMMIT in one call. A write that fails aborts the transaction:
   * the COMMIT that follows it in the same call then rolls it back, and the write's error is
   * the commit's.
   */
  async #commitWithWrites(): Promise<Results<unknown>> {
    const parts: Uint8Array[] = [];
    const sent = this.#untilCommit.splice(0).map(({ text, parameters }) => ({
      text,
      name: this.#statementParts(parts, text, parameters),
    }));
    parts.push(serialize.query('commit'));
    const outcome = await this.#failureOf(await this.#send(concat(parts)), sent);
    if (outcome) throw outcome.failure;
    return { rows: [], fields: [] };
  }

  async #execute(text: string, parameters: readonly unknown[]) {
    const parts: Uint8Array[] = [];
    const name = this.#statementParts(parts, text, parameters);
    const messages = await this.#send(concat(parts));
    const outcome = await this.#failureOf(messages, [{ text, name }]);
    if (outcome) return { failure: outcome.failure, name, idle: outcome.idle };
    // A BEGIN sent along has a result of its own, before the statement's.
    const results = parse.parseResults(messages, this.pglite.parsers, { rowMode: 'object' });
    return { result: results[results.length - 1] ?? { rows: [], fields: [] } };
  }

  /** The statement's name, adding its Parse (and the Close of an evicted one) to `parts` when new. */
  #nameFor(text: string, parts: Uint8Array[]): string {
    const known = this.#names.get(text);
    if (known) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return known;
    }
    if (this.#names.size >= MAX_PREPARED_STATEMENTS) {
      const [oldestText, oldestName] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldestName }));
    }
    statementCounter += 1;
    const name = `pglite_s${String(statementCounter)}`;
    this.#names.set(text, name);
    parts.push(serialize.parse({ text, name }));
    return name;
  }

  async #forget(text: string, name: string): Promise<void> {
    if (this.#names.get(text) === name) this.#names.delete(text);
    // Closing a statement that does not exist is not an error; in a failed transaction it may
    // not close, and the session keeps one unused statement.
    await this.#send(concat([serialize.close({ type: 'S', name }), serialize.sync()]));
  }

  #send(message: Uint8Array) {
    // The whole buffer runs to its Sync before an error is reported, so the session stays usable.
    return this.pglite.runExclusive(() => this.pglite.execProtocolStream(message, { throwOnError: false }));
  }
}
