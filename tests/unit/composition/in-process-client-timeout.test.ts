/**
 * The in-process store API client keeps the HTTP client's limit on a call (10 s unless the call
 * asks for more): a render whose store API call hangs gets a timeout, not a page held open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessStoreApiClient, type StoreApiTransport } from '../../../src/adapters/http/in-process-store-api-client';

const hanging: StoreApiTransport = () => new Promise(() => undefined);
const client = (transport: StoreApiTransport) =>
  createInProcessStoreApiClient({ baseUrl: '/store-api', accessToken: () => null, transport });

afterEach(() => {
  vi.useRealTimers();
});

describe('in-process store API client', () => {
  it('fails a hanging call as a timeout after 10 s, as the HTTP client does', async () => {
    vi.useFakeTimers();
    const answer = client(hanging).get('Catalog/GetProduct').json();
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("gives a call that asks for longer its own limit, and answers a prompt call's data", async () => {
    vi.useFakeTimers();
    const slow = client(hanging).post('Orders/PlaceOrder', { json: {}, timeout: 60_000 }).json();
    const settled = vi.fn();
    slow.catch(settled);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(slow).rejects.toMatchObject({ name: 'TimeoutError' });
    const prompt = client(async () => ({ status: 200, body: { status: 200, message: 'ok', data: 7 } }));
    await expect(prompt.get('Web/GetWebInfo').json()).resolves.toMatchObject({ data: 7 });
  });
});
