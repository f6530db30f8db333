/** ReloadMemory in sessionStorage: per tab, and it survives the reload it guards. Blocked storage remembers nothing. */
import type { ReloadMemory } from '../../application/ports/build-info.port';

const KEY = 'wx-last-chunk-reload';

export class SessionReloadMemory implements ReloadMemory {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {}

  lastReloadAt(): number | null {
    try {
      const value = Number(this.storage?.getItem(KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  }

  rememberReload(at: number): void {
    try {
      this.storage?.setItem(KEY, String(at));
    } catch {
      // Storage full or blocked: the guard then cannot hold, but a reload still beats a broken page.
    }
  }
}
