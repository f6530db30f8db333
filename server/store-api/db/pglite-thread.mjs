/**
 * The embedded database's own thread (see pglite-in-thread.ts): PGlite runs each statement to the end
 * on the thread that holds it, so on the main thread one heavy query stalled every other request, the
 * health call included. Plain JavaScript so the thread starts the same under node, tsx and vitest.
 *
 * Messages in: { id, op: 'query', sql, params, rowMode, tx? } | { id, op: 'begin' } | { id, op: 'end', tx, commit }
 * | { id, op: 'close' }. Answers: { id, result } or { id, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Temporal values stay text, as Drizzle's PGlite driver asks (drizzle-orm/pglite/session.js).
const keepText = (value) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

const db = workerData.dataDir ? new PGlite(workerData.dataDir, { extensions: { pg_trgm } }) : new PGlite({ extensions: { pg_trgm } });
const transactions = new Map();
let nextTx = 1;

function errorOf(error) {
  const copy = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'schema', 'severity', 'position'])
    if (error?.[key] !== undefined) copy[key] = error[key];
  return copy;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error('The transaction has ended');
      const result = await target.query(message.sql, message.params ?? [], { rowMode: message.rowMode ?? 'object', parsers: PARSERS });
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
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

await db.waitReady;
parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
parentPort.postMessage({ ready: true });
