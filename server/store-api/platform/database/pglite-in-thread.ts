/**
 * The embedded database on a thread of its own (pglite-thread.mjs), behind the part of PGlite's
 * interface Drizzle's PGlite driver uses (query, transaction, close). PGlite runs every statement to
 * the end on the thread that holds it; on the main thread one heavy listing held up every request,
 * the health call included. Here the main thread only waits for answers.
 */
import { Worker } from 'node:worker_threads';
import { inQuerySpan } from './query-spans';

interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface Answer {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: { message: string; name: string; code?: string; constraint?: string };
}

type QueryConfig = { rowMode?: 'array' | 'object' } | undefined;

/** An error with the database's fields (code, constraint...), as the callers of PGlite read them. */
function databaseError(copy: NonNullable<Answer['error']>): Error {
  return Object.assign(new Error(copy.message), copy);
}

export class PgliteInThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      if (answer.id === undefined) return;
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.error) waiting?.reject(databaseError(answer.error));
      else waiting?.resolve(answer.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('The database thread stopped')));
  }

  /**
   * Starts the thread on `dataDir` (absent: in memory, empty or as a copy of `image`, a dump from
   * `dump()`) and waits until the database is open.
   */
  static async open(dataDir: string | null, image?: Uint8Array): Promise<PgliteInThread> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData: { dataDir, image }, execArgv: [] });
    await new Promise<void>((resolve, reject) => {
      const ready = (answer: Answer) => {
        if (!answer.ready) return;
        worker.off('message', ready);
        resolve();
      };
      worker.on('message', ready);
      worker.once('error', reject);
    });
    return new PgliteInThread(worker);
  }

  query(sql: string, params: unknown[] = [], config?: QueryConfig): Promise<QueryResult> {
    return inQuerySpan(sql, () => this.send({ op: 'query', sql, params, rowMode: config?.rowMode }) as Promise<QueryResult>);
  }

  /** Runs `work` in one transaction; statements from outside it wait until it ends, as in PGlite. */
  async transaction<T>(work: (tx: { query: PgliteInThread['query'] }) => Promise<T>): Promise<T> {
    const { tx } = (await this.send({ op: 'begin' })) as { tx: number };
    const scoped = {
      query: (sql: string, params: unknown[] = [], config?: QueryConfig) =>
        inQuerySpan(sql, () => this.send({ op: 'query', sql, params, rowMode: config?.rowMode, tx }) as Promise<QueryResult>),
    };
    let result: T;
    try {
      result = await work(scoped);
    } catch (error) {
      await this.send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  /** The whole database as one archive (PGlite's dumpDataDir), which `open` can start from. */
  dump(): Promise<Uint8Array> {
    return this.send({ op: 'dump' }) as Promise<Uint8Array>;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.closed && message.op !== 'close') return Promise.reject(new Error('The database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
