/**
 * The embedded database on its own thread (server/store-api/platform/database/pglite-in-thread.ts): it answers as
 * PGlite does (rows, transactions, errors with their fields), its statements prepared once by their
 * text, and the main thread keeps running while a statement runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteInThread } from '../../server/store-api/platform/database/pglite-in-thread';
import { uniqueViolation } from '../../server/store-api/platform/database/unique-violation';

let db: PgliteInThread;
beforeAll(async () => {
  db = await PgliteInThread.open(null);
  await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL DEFAULT now())');
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the database thread', () => {
  it('answers rows as objects or arrays, parameters bound, timestamps as text', async () => {
    await db.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'first']);
    const objects = await db.query('SELECT id, body, at FROM notes WHERE id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, body: 'first', at: expect.any(String) }]);
    const arrays = await db.query('SELECT id, body FROM notes WHERE id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it("passes on the database's error fields, so a unique violation names its constraint", async () => {
    const failure = await db.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['again']).catch((error: unknown) => error);
    expect(uniqueViolation(failure)).toEqual({ constraint: 'notes_pkey' });
  });

  it('commits a transaction whole, rolls a failed one back whole, and makes outside statements wait for it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES (2, $1)', ['in a transaction']);
      await tx.query('INSERT INTO notes (id, body) VALUES (3, $1)', ['also']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES (4, $1)', ['lost']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const order: string[] = [];
    const inside = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES (5, $1)', ['first in']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction done');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = db.query('SELECT count(*)::int AS n FROM notes').then((result) => {
      order.push('outside read');
      return result.rows;
    });
    await Promise.all([inside, outside]);
    expect(order).toEqual(['transaction done', 'outside read']);
    expect(await outside).toEqual([{ n: 4 }]);
  });

  it('leaves the main thread free while a statement runs', async () => {
    let timerFired = false;
    setTimeout(() => {
      timerFired = true;
    }, 20);
    let firedDuringQuery = false;
    await db.query('SELECT pg_sleep(0.4)').then(() => {
      firedDuringQuery = timerFired;
    });
    expect(firedDuringQuery).toBe(true);
  });

  it('runs a text again with new parameters from its prepared statement, also inside a transaction', async () => {
    const text = 'SELECT body FROM notes WHERE id = $1';
    expect((await db.query(text, [1])).rows).toEqual([{ body: 'first' }]);
    expect((await db.query(text, [2])).rows).toEqual([{ body: 'in a transaction' }]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [6, 'sixth']);
      expect((await tx.query(text, [6])).rows).toEqual([{ body: 'sixth' }]);
    });
    expect((await db.query(text, [6])).rows).toEqual([{ body: 'sixth' }]);
  });

  it('answers a prepared text after its table changed shape, and past the number of statements kept', async () => {
    const text = 'SELECT * FROM notes WHERE id = $1';
    expect(Object.keys((await db.query(text, [1])).rows[0] as object)).toEqual(['id', 'body', 'at']);
    await db.query('ALTER TABLE notes ADD COLUMN tag text');
    expect(Object.keys((await db.query(text, [1])).rows[0] as object)).toEqual(['id', 'body', 'at', 'tag']);
    for (let n = 0; n < 300; n++) expect((await db.query(`SELECT $1::int + ${n} AS sum`, [1])).rows).toEqual([{ sum: n + 1 }]);
    expect((await db.query(text, [2])).rows).toEqual([{ id: 2, body: 'in a transaction', at: expect.any(String), tag: null }]);
  });
});
