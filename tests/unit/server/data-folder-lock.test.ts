import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder, type ProcessProbe } from '../../../server/store-api/platform/database/data-folder-lock';

const probe = (pid: number, alive: number[]): ProcessProbe => ({ pid, isAlive: (other) => alive.includes(other) });
const folder = () => mkdtempSync(path.join(tmpdir(), 'wx-lock-'));

describe('one process per embedded data folder', () => {
  it('refuses a second process while the first lives, naming the holder and the way out', () => {
    const dir = folder();
    lockDataFolder(dir, probe(100, [100, 200]));
    expect(() => lockDataFolder(dir, probe(200, [100, 200]))).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir, probe(200, [100, 200]))).toThrow(/in use by process 100.*DATABASE_URL/);
  });

  it('lets the next process in once the holder released the folder', () => {
    const dir = folder();
    const release = lockDataFolder(dir, probe(100, [100, 200]));
    release();
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
    lockDataFolder(dir, probe(200, [100, 200]));
    expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe('200');
  });

  it('takes over the lock of a holder that died without releasing it', () => {
    const dir = folder();
    lockDataFolder(dir, probe(100, [100]));
    lockDataFolder(dir, probe(200, [200]));
    expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe('200');
  });

  it('treats its own pid in the file as a previous life (a restarted container) and a garbled file as stale', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'owner.pid'), '1');
    lockDataFolder(dir, probe(1, [1]));
    writeFileSync(path.join(dir, 'owner.pid'), 'not a pid');
    lockDataFolder(dir, probe(7, [1, 7]));
    expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe('7');
  });
});
