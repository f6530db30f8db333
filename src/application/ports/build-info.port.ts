/** The deployed build (spec section 7: builds/latest.json with a timestamp query, builds/meta/{buildId}.json). */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface BuildInfoSource {
  /** The newest deployed build; rejects when it cannot be read. */
  latest(): Promise<BuildInfo>;
  /** The meta file of a build: present once the build is fully deployed; rejects otherwise. */
  meta(id: string): Promise<BuildInfo>;
}

/** Remembers when the page last reloaded itself (sessionStorage), for the reload-loop guard. */
export interface ReloadMemory {
  lastReloadAt(): number | null;
  rememberReload(at: number): void;
}
