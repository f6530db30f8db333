/**
 * The store event bus contract (server/store-api/platform/events): the in-process adapter, and when
 * TEST_DATABASE_URL names a PostgreSQL, the LISTEN/NOTIFY adapter across two "instances".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../server/store-api/platform/events/in-process-event-bus';
import { EVENT_CHANNEL, PostgresEventBus } from '../../server/store-api/platform/events/postgres-event-bus';
import type { StoreEvent, StoreEventBus } from '../../server/store-api/platform/events/store-events';

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const maintenance: StoreEvent = { kind: 'maintenance', webID: 3, storeName: 'sakura', isMaintenance: true };

function recorder(bus: StoreEventBus) {
  const heard: StoreEvent[] = [];
  bus.subscribe((event) => heard.push(event));
  return heard;
}

async function until(check: () => boolean, withinMs = 1000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const opened: StoreEventBus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

describe('in-process bus', () => {
  it('delivers to every listener of the instance at once, and stops after unsubscribe', async () => {
    const bus = new InProcessEventBus();
    opened.push(bus);
    const first = recorder(bus);
    const second: StoreEvent[] = [];
    const stop = bus.subscribe((event) => second.push(event));
    await bus.publish(maintenance);
    expect(first).toEqual([maintenance]);
    expect(second).toEqual([maintenance]);
    stop();
    await bus.publish({ kind: 'theme', webID: 3 });
    expect(second).toHaveLength(1);
    expect(first).toHaveLength(2);
  });
});

describe.runIf(databaseUrl)('PostgreSQL bus across instances', () => {
  async function instance(): Promise<PostgresEventBus> {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const bus = await PostgresEventBus.connect({
      connectionString: databaseUrl!,
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
    });
    opened.push({
      publish: (e) => bus.publish(e),
      subscribe: (l) => bus.subscribe(l),
      close: async () => {
        await bus.close();
        await pool.end();
      },
    });
    return bus;
  }

  it('reaches the other instance within a second, and its own listeners once, at once', async () => {
    const a = await instance();
    const b = await instance();
    const heardOnA = recorder(a);
    const heardOnB = recorder(b);
    await a.publish(maintenance);
    expect(heardOnA).toEqual([maintenance]);
    await until(() => heardOnB.length === 1);
    expect(heardOnB).toEqual([maintenance]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardOnA).toHaveLength(1);
  });

  it('ignores what is not an event of this version', async () => {
    const a = await instance();
    const heard = recorder(a);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const payload of [
      'not json',
      '{"from":"x","event":{"kind":"drop-tables","webID":1}}',
      '{"from":"x","event":{"kind":"theme","webID":"1"}}',
      '{"from":"x","event":{"kind":"resync"}}',
    ]) {
      await client.query('SELECT pg_notify($1, $2)', [EVENT_CHANNEL, payload]);
    }
    await client.query('SELECT pg_notify($1, $2)', [EVENT_CHANNEL, JSON.stringify({ from: 'x', event: { kind: 'catalogue', webID: 2 } })]);
    await client.end();
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ kind: 'catalogue', webID: 2 }]);
  });

  it('reconnects when its listening connection is cut, tells its listeners to resync, and hears again', async () => {
    const a = await instance();
    const b = await instance();
    const heardOnB = recorder(b);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${EVENT_CHANNEL}' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    await until(() => heardOnB.some((event) => event.kind === 'resync'), 5000);
    await a.publish({ kind: 'theme', webID: 4 });
    await until(() => heardOnB.some((event) => event.kind === 'theme'));
  });
});
