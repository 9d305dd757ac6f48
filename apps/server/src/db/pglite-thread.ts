import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * What the app asks of the embedded database, in-process or on its thread: Drizzle's PGlite
 * driver calls `query` and `transaction` (and, in a transaction, `query`), the timing proxy
 * wraps `exec` too, tests dump the files.
 */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

/** Where the thread's PGlite keeps its files: a folder, or memory started from a tarball. */
export type PgliteSource = { dataDir: string } | { template: Blob };

type Call =
  | { op: 'ready' | 'begin' | 'dump' | 'close' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'rollback'; transaction: number }
  | { op: 'query'; transaction?: number; sql: string; params: unknown[]; options?: WireOptions }
  | { op: 'exec'; transaction?: number; sql: string; options?: WireOptions };

type Answer = { id: number; result?: unknown; error?: ErrorFields };
type ErrorFields = Record<string, unknown> & { name: string; message: string; stack?: string };

/** Query options as they cross: a parser is a function, so only the types it reads are sent. */
type WireOptions = Omit<QueryOptions, 'parsers' | 'serializers' | 'onNotice'> & {
  textTypes?: number[];
};

type Parsers = NonNullable<QueryOptions['parsers']>;

/** SQLSTATE 57P02 (crash shutdown): the app answers 503 with Retry-After, as for any database gone. */
export const DATABASE_THREAD_STOPPED = '57P02';

/** The database thread stopped without being asked to: every statement sent to it fails with this. */
export class DatabaseThreadStoppedError extends Error {
  readonly code = DATABASE_THREAD_STOPPED;
  constructor(reason: string, options?: ErrorOptions) {
    super(`The embedded database stopped: ${reason}`, options);
    this.name = 'DatabaseThreadStoppedError';
  }
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * The embedded database on a `worker_threads` worker (ADR 088), standing where Drizzle's PGlite
 * driver expects a PGlite. Each call is a message; the worker makes the same call on its PGlite
 * in the order the messages came, so statements and transactions queue exactly as they do on one
 * thread, while this thread's event loop stays free for requests that need no database.
 */
export class PgliteThread implements PgliteClient {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  #lastId = 0;
  /** Why no call can be answered any more: closed on purpose, or the thread stopped. */
  #gone: Error | undefined;

  private constructor(source: PgliteSource, workerUrl: URL) {
    this.#worker = new Worker(workerUrl, {
      workerData: source,
      // The worker is plain JavaScript: it needs none of this process's loaders or flags.
      execArgv: [],
    });
    // Idle, the thread keeps nothing alive: a process ends when its own work does (ref'd while a call waits).
    this.#worker.unref();
    this.#worker.on('message', (answer: Answer) => this.#answer(answer));
    this.#worker.on('error', (error) =>
      this.#stop(new DatabaseThreadStoppedError(error.message, { cause: error })),
    );
    this.#worker.on('exit', (exitCode) =>
      this.#stop(new DatabaseThreadStoppedError(`its thread exited (code ${exitCode})`)),
    );
  }

  /**
   * Starts PGlite on its thread and waits until it answers. `workerUrl` is the worker's script
   * (tests give one that fails on purpose).
   */
  static async start(source: PgliteSource, workerUrl: URL = WORKER_URL): Promise<PgliteThread> {
    const thread = new PgliteThread(source, workerUrl);
    try {
      await thread.#call({ op: 'ready' });
      return thread;
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
  }

  #answer({ id, result, error }: Answer): void {
    const waiting = this.#waiting.get(id);
    if (!waiting) return;
    this.#forget(id);
    if (error) waiting.reject(errorFrom(error));
    else waiting.resolve(result);
  }

  #forget(id: number): void {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #stop(reason: Error): void {
    this.#gone ??= reason;
    for (const waiting of this.#waiting.values()) waiting.reject(this.#gone);
    this.#waiting.clear();
  }

  #call(call: Call): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...call, id });
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  async #query<T>(
    transaction: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const result = (await this.#call({
      op: 'query',
      transaction,
      sql,
      params,
      options: wireOptions(options),
    })) as Results<T>;
    return parsed(result, options?.parsers);
  }

  async #exec(
    transaction: number | undefined,
    sql: string,
    options: QueryOptions | undefined,
  ): Promise<Results[]> {
    const results = (await this.#call({
      op: 'exec',
      transaction,
      sql,
      options: wireOptions(options),
    })) as Results[];
    return results.map((result) => parsed(result, options?.parsers));
  }

  /**
   * Runs `callback` in one transaction on the thread: committed when it resolves, rolled back
   * when it throws. Only the statements `callback` sends through its `tx` run inside; any other
   * waits for the transaction to end, as on one thread.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const transaction = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const usable = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        usable();
        return this.#query<R>(transaction, sql, params, options);
      },
      sql: () => Promise.reject(new Error('tx.sql is not offered on the database thread')),
      exec: async (sql: string, options?: QueryOptions) => {
        usable();
        return this.#exec(transaction, sql, options);
      },
      rollback: async () => {
        usable();
        await this.#call({ op: 'rollback', transaction });
        closed = true;
      },
      listen: () => Promise.reject(new Error('LISTEN is not offered on the database thread')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      // The callback's error is the one to report; a roll-back that fails too (thread gone) adds nothing.
      await this.#call({ op: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#call({ op: 'end', transaction, commit: true });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.#call({ op: 'dump' })) as Blob;
  }

  /** Closes PGlite (its files written out) and ends the thread; later calls fail as on a closed PGlite. */
  async close(): Promise<void> {
    if (this.#gone) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#gone = new Error('PGlite is closed');
      await this.#worker.terminate();
    }
  }
}

function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { parsers, serializers, onNotice, ...rest } = options;
  if (serializers || onNotice) {
    // Functions cannot cross to the thread; nothing in the app passes these.
    throw new Error(
      'Query serializers and notice callbacks are not offered on the database thread',
    );
  }
  if (!parsers) return rest;
  return { ...rest, textTypes: Object.keys(parsers).map(Number) };
}

/**
 * The thread sent the columns the caller has parsers for as PostgreSQL wrote them; the caller's
 * parsers read them here (Drizzle's keep dates and intervals as text, to map them itself).
 */
function parsed<T>(result: Results<T>, parsers: Parsers | undefined): Results<T> {
  if (!parsers || result.rows.length === 0) return result;
  const arrays = Array.isArray(result.rows[0]);
  // By key: in object rows a repeated column name is one key (the last column), read once.
  const columns = new Map<string | number, (text: string) => unknown>();
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse) columns.set(arrays ? index : field.name, parse);
    else columns.delete(arrays ? index : field.name);
  });
  if (columns.size === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const [key, parse] of columns) {
      const text = row[key];
      if (typeof text === 'string') row[key] = parse(text);
    }
  }
  return result;
}

/** PostgreSQL's error as the thread saw it, with its fields (code, constraint, detail …). */
function errorFrom({ name, message, stack, ...fields }: ErrorFields): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}
