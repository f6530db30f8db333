/**
 * Raw HTTP calls for the identity suites: each call from its own client address (X-Forwarded-For,
 * trusted by the test server) unless one is given, so rate limits only meet the tests about them.
 */
import type { TestStoreApi } from './test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
export type Any = any;
export interface Answer {
  status: number;
  headers: Headers;
  body: { status: number; message: string; data: Any };
}

let addressCounter = 0;
export const freshAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;

export function identityCalls(server: TestStoreApi) {
  async function call(
    path: string,
    init: { token?: string | null; body?: unknown; address?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': init.address ?? freshAddress(), ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const request: RequestInit = { headers };
    if (init.body !== undefined)
      Object.assign(request, {
        method: 'POST',
        body: JSON.stringify(init.body),
        headers: { ...headers, 'content-type': 'application/json' },
      });
    const response = await fetch(`${server.baseUrl}${path}`, request);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
  }
  /** A guest pair of the store named. */
  async function guest(store: string): Promise<{ webID: number; accessToken: string; refreshToken: string }> {
    const { body } = await call(`/Web/GetWebInfo?Domain=${store}`);
    return { webID: body.data.webID, ...body.data.tokens };
  }
  async function signIn(store: string, Login: string, Password: string, address?: string) {
    const visitor = await guest(store);
    return call('/Account/SignIn', { token: visitor.accessToken, body: { Login, Password }, ...(address ? { address } : {}) });
  }
  let people = 0;
  /** A new active customer of the store, signed in. */
  async function newCustomer(store: string, password = 'Linen-Harbour-42') {
    const visitor = await guest(store);
    const email = `person${++people}.${Date.now()}@example.com`;
    const answer = await call('/Account/SignUp', {
      token: visitor.accessToken,
      body: { Email: email, Password: password, FirstName: 'Pat', LastName: 'Lee' },
    });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
    return {
      email,
      password,
      webID: visitor.webID,
      user: answer.body.data.user,
      ...(answer.body.data.tokens as { accessToken: string; refreshToken: string }),
    };
  }
  /** A Theme Studio token of the demo store's owner. */
  async function ownerToken(store: string): Promise<string> {
    const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
    if (answer.status !== 200) throw new Error(`owner sign-in failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.ownerToken as string;
  }
  return { call, guest, signIn, newCustomer, ownerToken };
}

export const fieldsOf = (answer: Answer): string[] => (answer.body.data?.errors ?? []).map((error: { field: string }) => error.field);
