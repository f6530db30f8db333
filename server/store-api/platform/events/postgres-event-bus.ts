/**
 * StoreEventBus over PostgreSQL LISTEN/NOTIFY: the database every instance already shares carries
 * the events, with no broker to run. One connection per instance listens (a pooled one could be
 * handed to another query mid-listen); it reconnects with a growing pause when the database goes
 * away, and after a reconnect tells listeners to resync (forget and re-read), since events may have
 * been missed meanwhile.
 * Publishing delivers to this instance's listeners at once (a write is read back through fresh data
 * on the instance that made it) and skips its own echo from the database.
 */
import { randomUUID } from 'node:crypto';
import type { Client, ClientConfig } from 'pg';
import { InProcessEventBus } from './in-process-event-bus';
import { parseStoreEvent, type StoreEvent, type StoreEventBus } from './store-events';

export const EVENT_CHANNEL = 'wx_store_events';

interface Envelope {
  from: string;
  event: StoreEvent;
}

export interface PostgresEventBusOptions {
  connectionString: string;
  /** Runs the NOTIFY (the app's pool); a listening connection cannot be shared with queries. */
  notify(channel: string, payload: string): Promise<void>;
  log?: (message: string, error?: unknown) => void;
}

export class PostgresEventBus implements StoreEventBus {
  private readonly local = new InProcessEventBus();
  private readonly instance = randomUUID();
  private client: Client | null = null;
  private closed = false;
  private retryMs = 250;

  private constructor(private readonly options: PostgresEventBusOptions) {}

  static async connect(options: PostgresEventBusOptions): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(options);
    await bus.listen();
    return bus;
  }

  /** Never fails: the change it reports is already written; other instances then catch up by their caches' lifetime. */
  async publish(event: StoreEvent): Promise<void> {
    await this.local.publish(event);
    const envelope: Envelope = { from: this.instance, event };
    await this.options.notify(EVENT_CHANNEL, JSON.stringify(envelope)).catch((error: unknown) => {
      this.options.log?.('Could not tell the other instances about a store change', error);
    });
  }

  subscribe(listener: (event: StoreEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.options.connectionString } satisfies ClientConfig);
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${EVENT_CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
  }

  private receive(payload: string | undefined): void {
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(payload ?? '') as Partial<Envelope>;
    } catch {
      return;
    }
    if (envelope.from === this.instance) return;
    const event = parseStoreEvent(envelope.event);
    if (event) void this.local.publish(event);
  }

  private lost(client: Client, error?: unknown): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.options.log?.('The event connection to PostgreSQL was lost; reconnecting', error);
    void client.end().catch(() => undefined);
    this.reconnect();
  }

  private reconnect(): void {
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => {
      if (this.closed) return;
      this.listen().then(
        () => this.local.publish({ kind: 'resync' }),
        (error: unknown) => {
          this.options.log?.('Could not reconnect the event connection', error);
          this.reconnect();
        },
      );
    }, wait).unref();
  }
}
