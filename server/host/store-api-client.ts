/**
 * How a host route reaches the store API: its base URL and the fetch for it (in-process when
 * embedded, inject-fetch.ts). The host reads stores through these calls, never the store API's tables.
 */
export interface StoreApiAccess {
  storeApiUrl: string;
  storeApiFetch: typeof fetch;
}

/** The store's GetWebInfo answer (with the guest token it hands out), or null when there is no such store. */
export async function fetchStoreInfo<T extends { webID: number }>(
  api: StoreApiAccess,
  domain: string,
): Promise<(T & { tokens?: { accessToken?: string } }) | null> {
  const response = await api.storeApiFetch(`${api.storeApiUrl}/Web/GetWebInfo?${new URLSearchParams({ Domain: domain })}`);
  if (!response.ok) return null;
  const data = ((await response.json().catch(() => null)) as { data?: T & { tokens?: { accessToken?: string } } } | null)?.data;
  return typeof data?.webID === 'number' ? data : null;
}
