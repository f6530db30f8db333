/**
 * Disk cache of the image proxy under DATA_DIR/image-cache, one file per source and modifier set.
 * Writes are atomic (temporary file, then rename), so a crash never leaves half a picture behind.
 * Every URL variant is a new file, so the cache stops growing at a byte budget: past it, pictures
 * are still served, just rendered again each time, and a crawler cannot fill the disk.
 */
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class ImageDiskCache {
  private used: Promise<number>;

  constructor(private readonly deps: { dir: string; maxBytes: number; warn: (message: string) => void }) {
    this.used = this.measure();
  }

  private file(key: string, ext: string): string {
    return path.join(this.deps.dir, key.slice(0, 2), `${key}.${ext}`);
  }

  async read(key: string, ext: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key, ext));
    } catch {
      return null;
    }
  }

  async write(key: string, ext: string, data: Buffer): Promise<void> {
    const used = await this.used;
    if (used + data.length > this.deps.maxBytes) return;
    this.used = Promise.resolve(used + data.length);
    const target = this.file(key, ext);
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      this.deps.warn(`image cache write failed: ${(error as Error).message}`);
    }
  }

  /** Bytes already in the cache (from an earlier run), counted once at start. */
  private async measure(): Promise<number> {
    let total = 0;
    try {
      for (const shard of await readdir(this.deps.dir)) {
        const shardDir = path.join(this.deps.dir, shard);
        for (const name of await readdir(shardDir).catch(() => [])) {
          total += (await stat(path.join(shardDir, name)).catch(() => ({ size: 0 }))).size;
        }
      }
    } catch {
      // No cache folder yet.
    }
    return total;
  }
}
