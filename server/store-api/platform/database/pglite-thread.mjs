/**
 * The embedded database's own thread (see pglite-in-thread.ts): PGlite runs each statement to the end
 * on the thread that holds it, so on the main thread one heavy query stalled every other request, the
 * health call included. Plain JavaScript so the thread starts the same under node, tsx and vitest.
 *
 * Messages in: { id, op: 'query', sql, params, rowMode, tx? } | { id, op: 'begin' } | { id, op: 'end', tx, commit }
 * | { id, op: 'dump' } | { id, op: 'close' }. Answers: { id, result } or { id, error }.
 */
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Temporal values stay text, as Drizzle's PGlite driver asks (drizzle-orm/pglite/session.js).
const keepText = (value) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

// An in-memory database may start as a copy of a dump (PGlite's dumpDataDir): no initdb, no migrations.
const startImage = workerData.image ? { loadDataDir: new Blob([workerData.image]) } : {};
const db = workerData.dataDir
  ? new PGlite(workerData.dataDir, { extensions: { pg_trgm } })
  : new PGlite({ extensions: { pg_trgm }, ...startImage });
const transactions = new Map();
let nextTx = 1;

/**
 * Statements parsed and planned once, by their text (PostgreSQL's named prepared statements, as
 * node-postgres and postgres.js keep them): PGlite's query() parses, describes and plans its text on
 * every call in six passes through the WASM; a prepared one is bound and run in one. A cart add's
 * statement spent about two thirds of its time being parsed and planned. The texts are
 * the application's own (parameters are never in them); the least recently used are closed past
 * PREPARED_LIMIT.
 */
const PREPARED_LIMIT = 256;
const prepared = new Map();
let nextStatement = 1;
let toClose = [];

const concat = (parts) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function preparedStatement(text) {
  const known = prepared.get(text);
  if (known) {
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  const name = `s${nextStatement++}`;
  const closing = toClose.map((old) => protocol.serialize.close({ type: 'S', name: old }));
  toClose = [];
  const { messages } = await db.execProtocol(
    concat([
      ...closing,
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const statement = { name, types: parse.parseDescribeStatementResults(messages) };
  prepared.set(text, statement);
  if (prepared.size > PREPARED_LIMIT) {
    const [oldest, old] = prepared.entries().next().value;
    prepared.delete(oldest);
    toClose.push(old.name);
  }
  return statement;
}

/** Runs `text` as a prepared statement; `inTransaction`: the caller holds PGlite's transaction. */
async function runPrepared(text, params, rowMode, inTransaction) {
  const work = async () => {
    const { name, types: oids } = await preparedStatement(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = db.serializers[oids[i]];
      return serialize ? serialize(param) : param.toString();
    });
    const { messages } = await db.execProtocol(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return parse.parseResults(messages, parsers, { rowMode })[0];
  };
  return inTransaction ? db._runExclusiveQuery(work) : db._runExclusiveTransaction(() => db._runExclusiveQuery(work));
}

/**
 * A prepared statement that no longer fits its tables (a migration changed a result's columns):
 * forgotten, and outside a transaction (which the error has aborted) run once through query().
 */
const stalePlan = (error) => error?.code === '0A000' || error?.code === '26000';

async function query(message) {
  const transaction = message.tx ? transactions.get(message.tx) : null;
  if (message.tx && !transaction) throw new Error('The transaction has ended');
  const rowMode = message.rowMode ?? 'object';
  try {
    return await runPrepared(message.sql, message.params ?? [], rowMode, !!transaction);
  } catch (error) {
    if (!stalePlan(error)) throw error;
    prepared.delete(message.sql);
    if (transaction) throw error;
    return db.query(message.sql, message.params ?? [], { rowMode, parsers: PARSERS });
  }
}

function errorOf(error) {
  const copy = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'schema', 'severity', 'position'])
    if (error?.[key] !== undefined) copy[key] = error[key];
  return copy;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const result = await query(message);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin': {
      const id = nextTx++;
      // PGlite's own transaction holds its lock: statements outside it wait until it ends.
      await new Promise((started, failed) => {
        const done = db.transaction(
          (tx) =>
            new Promise((finish, abort) => {
              transactions.set(id, { tx, finish, abort });
              started();
            }),
        );
        transactions.set(-id, done);
        done.catch(failed);
      });
      return { tx: id };
    }
    case 'end': {
      const open = transactions.get(message.tx);
      const done = transactions.get(-message.tx);
      transactions.delete(message.tx);
      transactions.delete(-message.tx);
      if (!open) throw new Error('No such transaction');
      if (message.commit) open.finish();
      else open.abort(new Error('rolled back'));
      try {
        await done;
      } catch (error) {
        if (message.commit) throw error;
      }
      return {};
    }
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

await db.waitReady;
// PGlite's parsers with ours over them, merged once: parseResults given both copies every parser
// of every type into a new object per statement (a twentieth of this thread's time on cart adds).
const parsers = { ...db.parsers, ...PARSERS };
parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
parentPort.postMessage({ ready: true });
