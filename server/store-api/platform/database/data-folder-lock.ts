/**
 * One process per embedded data folder. PGlite has no lock of its own: two processes on one folder
 * both start and silently lose each other's writes. The holder writes its pid into `<folder>/owner.pid`;
 * a second process refuses to start while that pid lives, and takes a stale lock (a crashed holder) over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataFolderInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The data folder ${folder} is in use by process ${pid}. One process may use an embedded data folder at a time: stop it, choose another DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL, see docs/deploy.md).`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface ProcessProbe {
  pid: number;
  /** Whether a process with this id runs (process.kill(pid, 0) does not throw). */
  isAlive(pid: number): boolean;
}

export const NODE_PROCESS: ProcessProbe = {
  pid: process.pid,
  isAlive: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process exists but belongs to someone else, which still holds the folder.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
};

/** Folders this process holds: a pid file naming this process is ours only if it is in here. */
const heldHere = new Set<string>();

/** Takes the folder's lock or throws DataFolderInUseError; the answer releases it. */
export function lockDataFolder(folder: string, probe: ProcessProbe = NODE_PROCESS): () => void {
  const file = path.join(folder, 'owner.pid');
  const key = `${probe.pid}:${path.resolve(folder)}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(probe.pid));
      closeSync(fd);
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder === probe.pid && heldHere.has(key)) throw new DataFolderInUseError(folder, holder);
      // Our own pid not held here is a previous life of this process id (a restarted container): stale.
      if (Number.isInteger(holder) && holder > 0 && holder !== probe.pid && probe.isAlive(holder))
        throw new DataFolderInUseError(folder, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${folder}`);
}
