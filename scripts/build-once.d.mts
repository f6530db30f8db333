/** Types of build-once.mjs (plain JavaScript: `npm start` runs it before tsx is loaded). */
export type BuildOutcome = 'fresh' | 'built' | 'reused';

export function processAlive(pid: number): boolean;

export function buildOnce(options: {
  isStale: () => boolean;
  build: () => Promise<void> | void;
  lockPath: string;
  sleep: () => Promise<void>;
  pidAlive?: (pid: number) => boolean;
  onWait?: (holder: number | null) => void;
}): Promise<BuildOutcome>;
