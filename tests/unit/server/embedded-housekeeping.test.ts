/**
 * The embedded database's housekeeping schedule (server/store-api/platform/database/embedded-housekeeping.ts) on
 * virtual time with a fake database: passes come every interval, one table at a time, never
 * overlapping, survive a failed vacuum, and stop cleanly.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUSEKEPT_TABLES, startHousekeeping } from '../../../server/store-api/platform/database/embedded-housekeeping';

afterEach(() => {
  vi.useRealTimers();
});

/** A database that records each statement and finishes it only when told (`finishNext`). */
function heldDatabase() {
  const ran: string[] = [];
  const waiting: Array<(failure?: Error) => void> = [];
  const run = (text: string) =>
    new Promise<void>((resolve, reject) => {
      ran.push(text);
      waiting.push((failure) => (failure ? reject(failure) : resolve()));
    });
  const finishNext = async (failure?: Error) => {
    waiting.shift()!(failure);
    await vi.advanceTimersByTimeAsync(0);
  };
  return {
    ran,
    run,
    finishNext,
    get open() {
      return waiting.length;
    },
  };
}

const EVERY = 60_000;
const pass = ['VACUUM a', 'VACUUM b'];

describe('embedded database housekeeping', () => {
  it('vacuums nothing before the first interval, then each table in turn, one statement at a time', async () => {
    vi.useFakeTimers();
    const db = heldDatabase();
    const housekeeping = startHousekeeping(db.run, { everyMs: EVERY, tables: ['a', 'b'] });
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(db.ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.ran).toEqual(['VACUUM a']);
    await db.finishNext();
    expect(db.ran).toEqual(pass);
    await db.finishNext();
    await housekeeping.stop();
  });

  it('times the next pass from the end of the last, so a slow pass never overlaps the next', async () => {
    vi.useFakeTimers();
    const db = heldDatabase();
    const housekeeping = startHousekeeping(db.run, { everyMs: EVERY, tables: ['a', 'b'] });
    await vi.advanceTimersByTimeAsync(EVERY);
    await vi.advanceTimersByTimeAsync(3 * EVERY);
    expect(db.ran).toEqual(['VACUUM a']);
    await db.finishNext();
    await db.finishNext();
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(db.ran).toEqual(pass);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.ran).toEqual([...pass, 'VACUUM a']);
    await db.finishNext();
    await db.finishNext();
    await housekeeping.stop();
  });

  it('goes on to the next table and the next pass when a vacuum fails', async () => {
    vi.useFakeTimers();
    const db = heldDatabase();
    const housekeeping = startHousekeeping(db.run, { everyMs: EVERY, tables: ['a', 'b'] });
    await vi.advanceTimersByTimeAsync(EVERY);
    await db.finishNext(new Error('could not vacuum'));
    expect(db.ran).toEqual(pass);
    await db.finishNext();
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(db.ran).toEqual([...pass, 'VACUUM a']);
    await db.finishNext();
    await db.finishNext();
    await housekeeping.stop();
  });

  it('stops between tables: stop waits for the running vacuum, then nothing more runs', async () => {
    vi.useFakeTimers();
    const db = heldDatabase();
    const housekeeping = startHousekeeping(db.run, { everyMs: EVERY, tables: ['a', 'b'] });
    await vi.advanceTimersByTimeAsync(EVERY);
    let stopped = false;
    const stopping = housekeeping.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await db.finishNext();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * EVERY);
    expect(db.ran).toEqual(['VACUUM a']);
    expect(db.open).toBe(0);
  });

  it('stopped while idle, it never runs again', async () => {
    vi.useFakeTimers();
    const db = heldDatabase();
    await startHousekeeping(db.run).stop();
    await vi.advanceTimersByTimeAsync(24 * 60 * EVERY);
    expect(db.ran).toEqual([]);
  });

  it('vacuums the tables the store deletes from or rewrites regularly, plainly (no ANALYZE)', async () => {
    vi.useFakeTimers();
    const db = heldDatabase();
    const housekeeping = startHousekeeping(db.run, { everyMs: EVERY });
    await vi.advanceTimersByTimeAsync(EVERY);
    for (let i = 0; i < HOUSEKEPT_TABLES.length; i++) await db.finishNext();
    expect(db.ran).toEqual(HOUSEKEPT_TABLES.map((table) => `VACUUM ${table}`));
    expect(db.ran).toContain('VACUUM idempotency_keys');
    await housekeeping.stop();
  });
});
