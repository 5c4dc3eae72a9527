import { prepareValue } from './pg-prepare-value';

/*
 * A transaction's last write and its COMMIT in one round trip to PostgreSQL, the write's values
 * sent as parameters (sent-with-commit.ts). node-postgres ends every statement with a Sync and
 * waits for the server's answer; this sends the write's Parse, Bind and Execute, then the
 * COMMIT's, and one Sync. If the write fails the server skips everything up to the Sync, the
 * COMMIT included, and the transaction stays open and failed: the caller rolls it back, as after
 * any failed commit. Nothing is written into the statement's text, so a statement PostgreSQL logs
 * when it fails names its values only as $1, $2, ….
 */

/** What this needs of node-postgres' connection (its protocol writer). */
interface ProtocolConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { statement?: string; values: unknown[]; valueMapper?: (value: unknown) => unknown }): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
}

/** A custom query (node-postgres' "submittable"): `client.query(it)`, then await `done`. */
export class WriteWithCommit {
  readonly done: Promise<void>;
  #resolve!: () => void;
  #reject!: (error: unknown) => void;

  /** `name` prepares the write under it (once per connection), as named-statements.ts does. */
  constructor(
    readonly text: string,
    private readonly values: readonly unknown[],
    readonly name?: string,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  submit(connection: ProtocolConnection): void {
    connection.stream.cork?.();
    try {
      if (!this.name || connection.parsedStatements[this.name] !== this.text)
        connection.parse({ text: this.text, name: this.name, types: [] });
      connection.bind({ statement: this.name, values: [...this.values], valueMapper: prepareValue });
      connection.execute({});
      connection.parse({ text: 'commit' });
      connection.bind({ values: [] });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  /** The server's error (node-postgres then stops routing this exchange's messages here). */
  handleError(error: unknown): void {
    this.#reject(error);
  }

  handleReadyForQuery(): void {
    this.#resolve();
  }

  // The write's and the COMMIT's completions; neither returns rows.
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}
