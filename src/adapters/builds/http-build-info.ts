/**
 * BuildInfoSource over the host's /builds files. latest.json carries a timestamp query so no cache
 * on the way (a CDN, the browser) answers with an old copy; the host also serves them no-cache.
 */
import type { BuildInfo, BuildInfoSource } from '../../application/ports/build-info.port';

function parseBuild(value: unknown): BuildInfo {
  const build = value as Partial<BuildInfo> | null;
  if (!build || typeof build.id !== 'string' || !build.id || typeof build.timestamp !== 'number') throw new Error('Malformed build info');
  return { id: build.id, timestamp: build.timestamp };
}

export class HttpBuildInfo implements BuildInfoSource {
  constructor(private readonly deps: { fetch: typeof fetch; now: () => number; base?: string }) {}

  async latest(): Promise<BuildInfo> {
    return this.read(`${this.deps.base ?? ''}/builds/latest.json?t=${this.deps.now()}`);
  }

  async meta(id: string): Promise<BuildInfo> {
    return this.read(`${this.deps.base ?? ''}/builds/meta/${encodeURIComponent(id)}.json`);
  }

  private async read(url: string): Promise<BuildInfo> {
    const response = await this.deps.fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseBuild(await response.json());
  }
}
