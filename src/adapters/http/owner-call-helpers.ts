/** Pieces the owner-call adapters share: a query string of the filters given, and a file download with the owner token. */
import type { StudioResult } from '../../application/ports/studio-api.port';
import type { OwnerApiDeps } from './http-studio-api';

/** `?A=1&B=x` of the parameters that have a value; filters left empty are not sent. */
export function ownerQuery(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A file's bytes from an owner-only download call (`path` from the store API's base). */
export async function fetchOwnerFile(deps: OwnerApiDeps, path: string): Promise<StudioResult<Blob>> {
  const token = deps.token();
  try {
    const response = await (deps.fetch ?? fetch)(`${deps.baseUrl}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.ok) return { ok: true, value: await response.blob() };
    return { ok: false, status: response.status, message: `The file could not be downloaded (${response.status})` };
  } catch {
    return { ok: false, status: 0, message: 'No connection to the store' };
  }
}
