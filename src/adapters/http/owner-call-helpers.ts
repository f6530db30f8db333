/** Pieces the owner-call adapters share: one call with the owner token, a query string of the filters given, and a file download. */
import type { StudioResult } from '../../application/ports/studio-api.port';

interface Envelope {
  status: number;
  message: string;
  data: unknown;
}

export interface OwnerApiDeps {
  baseUrl: string;
  token: () => string | null;
  fetch?: typeof fetch;
}

/** One owner call: the bearer token, the JSON body, and the envelope turned into a StudioResult (field errors by name). */
export async function callOwnerApi<T, D = T>(
  deps: OwnerApiDeps,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  pick: (data: D) => T = (data) => data as unknown as T,
): Promise<StudioResult<T>> {
  const headers: Record<string, string> = {};
  const token = deps.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await (deps.fetch ?? fetch)(path.startsWith('/') ? path : `${deps.baseUrl}/${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    if (response.ok && envelope) return { ok: true, value: pick(envelope.data as D) };
    const errors = (envelope?.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors;
    return {
      ok: false,
      status: response.status,
      message: envelope?.message ?? `The store API answered ${response.status}`,
      ...(errors ? { fields: Object.fromEntries(errors.map((e) => [e.field, e.message])) } : {}),
    };
  } catch {
    return { ok: false, status: 0, message: 'No connection to the store: your changes are kept and will be saved when it is back' };
  }
}

/** `?A=1&B=x` of the parameters that have a value; filters left empty are not sent. */
export function ownerQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The name a download's answer gives its file (`filename*=UTF-8''...` preferred, else `filename="..."`), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** A file's bytes and the name its answer gives it, from an owner-only download call (`path` from the store API's base). */
export async function fetchOwnerDownload(deps: OwnerApiDeps, path: string): Promise<StudioResult<{ blob: Blob; fileName: string | null }>> {
  const token = deps.token();
  try {
    const response = await (deps.fetch ?? fetch)(`${deps.baseUrl}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.ok)
      return { ok: true, value: { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) } };
    // A refusal is the store API's envelope (a bad filter, too many downloads): its message says why.
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    return { ok: false, status: response.status, message: envelope?.message ?? `The file could not be downloaded (${response.status})` };
  } catch {
    return { ok: false, status: 0, message: 'No connection to the store' };
  }
}

/** A file's bytes from an owner-only download call (`path` from the store API's base). */
export async function fetchOwnerFile(deps: OwnerApiDeps, path: string): Promise<StudioResult<Blob>> {
  const result = await fetchOwnerDownload(deps, path);
  return result.ok ? { ok: true, value: result.value.blob } : result;
}
