import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  createQueryId,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { AsyncMutex } from './async-mutex';
import { PGLITE_SESSION_SETUP, PGliteStatements } from './pglite-extended-query';

/**
 * A Kysely dialect for PGlite 0.5 (kysely-pglite-dialect does not support it). PGlite is one
 * PostgreSQL backend: one session, so one Kysely connection at a time. The mutex makes every
 * other query or transaction wait for the current holder, exactly like a pool of size one.
 * SQL generation, introspection and migration locking are PostgreSQL's own.
 */
export interface PGliteDialectConfig {
  pglite: PGlite;
  /** Destroying the dialect leaves this PGlite open for its owner (tests reuse one per file). */
  keepOpen?: boolean;
}

const CHANGE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly statements: PGliteStatements;

  constructor(pglite: PGlite) {
    this.statements = new PGliteStatements(pglite);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.run<R>(compiledQuery.sql, compiledQuery.parameters);
    const command = result.command?.toUpperCase();
    const changed = command !== undefined && CHANGE_COMMANDS.has(command);
    return {
      rows: result.rows,
      numAffectedRows: changed ? BigInt(result.rowCount ?? result.affectedRows ?? 0) : undefined,
    };
  }

  // PGlite has no cursors over its wire protocol here: the result is read whole, then chunked.
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0)
      throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

function savepointQuery(command: string, name: string, compile: QueryCompiler['compileQuery']) {
  const node = RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(name),
  ]);
  return compile(node, createQueryId());
}

class PGliteDriver implements Driver {
  readonly #mutex = new AsyncMutex();
  readonly #connection: PGliteConnection;
  #release: (() => void) | null = null;
  #destroyed = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly keepOpen: boolean,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
    await this.pglite.exec(PGLITE_SESSION_SETUP);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire();
    if (this.pglite.closed || this.#destroyed) {
      release();
      throw new Error('the PGlite database is closed');
    }
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (!settings.isolationLevel && !settings.accessMode && connection === this.#connection) {
      this.#connection.statements.deferBegin();
      return;
    }
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(savepointQuery('savepoint', name, compile));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(savepointQuery('rollback to', name, compile));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(savepointQuery('release', name, compile));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder so closing never cuts a transaction in half.
    const release = await this.#mutex.acquire();
    try {
      this.#destroyed = true;
      if (!this.keepOpen && !this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly config: PGliteDialectConfig) {}

  createDriver(): Driver {
    return new PGliteDriver(this.config.pglite, this.config.keepOpen ?? false);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  // Kysely<any> is the Dialect interface's own signature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
