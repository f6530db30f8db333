// The start's build, once for a checkout (docs/deploy.md, "Several instances on one checkout"): two
// instances started together on one checkout both saw a source newer than dist/ and both rebuilt it,
// each deleting the files the other was writing. The first to create the lock file builds; the
// others wait for the lock to go, look again, and serve the build it made. A lock whose process has
// died (kill -9 mid-build) is taken over rather than waited on for ever.
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';

/** Whether a process with this id still runs (signal 0 only asks). */
export function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function tryLock(lockPath) {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

function holderOf(lockPath) {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Builds when `isStale()` says so, unless another process is building: then waits for it and uses
 * its build. Answers 'fresh' (nothing to do), 'built' (this process built) or 'reused' (another did).
 */
export async function buildOnce({ isStale, build, lockPath, sleep, pidAlive = processAlive, onWait = () => {} }) {
  let waited = false;
  for (;;) {
    if (!isStale()) return waited ? 'reused' : 'fresh';
    if (tryLock(lockPath)) {
      try {
        // Another process may have finished its build between our look and our lock.
        if (!isStale()) return waited ? 'reused' : 'fresh';
        await build();
        return 'built';
      } finally {
        unlinkSync(lockPath);
      }
    }
    const holder = holderOf(lockPath);
    if (holder !== null && holder !== process.pid && !pidAlive(holder)) {
      // Its builder died: the half-written dist/ is stale, and the next turn takes the lock.
      try {
        unlinkSync(lockPath);
      } catch {
        /* another waiter removed it first */
      }
      continue;
    }
    if (!waited) onWait(holder);
    waited = true;
    await sleep();
  }
}
