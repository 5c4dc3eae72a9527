import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

/**
 * Marks code running inside a request's transaction (the idempotency transaction). A query on
 * the root Kysely from there is a bug on both databases: on PostgreSQL its effect would escape
 * the transaction (kept even when the request rolls back), and on PGlite, which has a single
 * connection, it would wait for that transaction forever. The guarded driver fails fast instead.
 */
const scope = new AsyncLocalStorage<{ label: string }>();

export function runInTransactionScope<T>(label: string, fn: () => Promise<T>): Promise<T> {
  return scope.run({ label }, fn);
}

export class TransactionScopeError extends Error {
  constructor(label: string) {
    super(
      `A query used the root database inside the transaction of ${label}; use the transaction ` +
        '(ctx.db) for every query of a state-changing handler.',
    );
    this.name = 'TransactionScopeError';
  }
}

class GuardedDriver implements Driver {
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver) {
    // Kysely checks for these optional methods before using savepoints.
    this.savepoint = inner.savepoint?.bind(inner);
    this.rollbackToSavepoint = inner.rollbackToSavepoint?.bind(inner);
    this.releaseSavepoint = inner.releaseSavepoint?.bind(inner);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const current = scope.getStore();
    if (current) return Promise.reject(new TransactionScopeError(current.label));
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Wraps a dialect so its driver refuses new connections from inside a transaction scope. */
export function guardDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    // Kysely<any> is the Dialect interface's own signature.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
  };
}
