/**
 * Whether the database answers, for the health calls a proxy or orchestrator polls (docs/deploy.md,
 * "Health"): one `select 1`, given at most `timeoutMs`, asked at most once per `freshMs` however many
 * probes arrive, so a health check under load costs the database nothing and answers at once from
 * the last reading. The first probe waits for its reading; later ones get the last while a new one runs.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type DatabaseState = 'ok' | 'unreachable';

export interface DatabaseProbe {
  state(): Promise<DatabaseState>;
}

export interface ProbeClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const SYSTEM_CLOCK: ProbeClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function databaseProbe(
  ping: () => Promise<unknown>,
  options: { timeoutMs?: number; freshMs?: number; clock?: ProbeClock } = {},
): DatabaseProbe {
  const { timeoutMs = 2_000, freshMs = 1_000, clock = SYSTEM_CLOCK } = options;
  let last: { state: DatabaseState; at: number } | null = null;
  let running: Promise<DatabaseState> | null = null;

  const read = (): Promise<DatabaseState> => {
    running ??= new Promise<DatabaseState>((resolve) => {
      const timer = clock.setTimeout(() => resolve('unreachable'), timeoutMs);
      ping()
        .then(
          () => resolve('ok'),
          () => resolve('unreachable'),
        )
        .finally(() => clock.clearTimeout(timer));
    }).then((state) => {
      last = { state, at: clock.now() };
      running = null;
      return state;
    });
    return running;
  };

  return {
    async state() {
      if (last && clock.now() - last.at < freshMs) return last.state;
      const reading = read();
      return last ? last.state : reading;
    },
  };
}

/** The store API's database, probed with `select 1`. */
export const storeDatabaseProbe = (db: Db): DatabaseProbe => databaseProbe(() => db.execute(sql`select 1`));
