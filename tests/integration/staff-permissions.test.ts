/**
 * Every owner call checks the caller's permission (decision 95). The matrix is built from the calls'
 * declarations (src/contracts/owner-calls.ts), so a call added later is in it with no change here:
 * each role (the owner, and staff holding one permission each) makes each owner call, and gets 403
 * "You do not have permission ..." exactly when its role lacks what the call declares. The membership
 * is read on every call: a member removed, a role changed or a store suspended counts at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNER_CALL_LIST } from '../../src/contracts/owner-calls';
import type { CallPermission } from '../../src/contracts/define-call';
import { OWNER_PERMISSIONS, allows, type OwnerPermission } from '../../src/domain/staff/permissions';
import { storeOwners, stores, studioAccounts } from '../../server/store-api/db/schema';
import { TRACK_REPORT_PATH } from '../../server/store-api/tracking/tracking.route';
import { identityCalls, type Answer } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;

interface Role {
  name: string;
  role: 'owner' | 'staff';
  permissions: OwnerPermission[];
}
const ROLES: Role[] = [
  { name: 'owner', role: 'owner', permissions: [] },
  ...OWNER_PERMISSIONS.map((permission): Role => ({ name: `staff with ${permission}`, role: 'staff', permissions: [permission] })),
];
const heldBy = (role: Role): readonly OwnerPermission[] => (role.role === 'owner' ? OWNER_PERMISSIONS : role.permissions);

/** Every owner call, declared ones and the host's traffic report (registered beside the store API). */
const OWNER_ROUTES: Array<{ name: string; method: 'GET' | 'POST'; url: () => string; permission: CallPermission }> = [
  ...OWNER_CALL_LIST.filter((c) => c.auth === 'owner' || c.auth === 'ownerOrScript').map((c) => ({
    name: c.name,
    method: c.method,
    url: () => `${server.baseUrl}${c.path}`,
    permission: c.permission!,
  })),
  { name: 'tracking report', method: 'GET', url: () => `${server.origin}${TRACK_REPORT_PATH}`, permission: 'analytics.read' },
];

async function callRoute(route: (typeof OWNER_ROUTES)[number], token: string): Promise<Answer> {
  const response = await fetch(route.url(), {
    method: route.method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': '203.0.113.77',
      ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(route.method === 'POST' ? { body: '{}' } : {}),
  });
  const text = await response.text();
  let body: Answer['body'] = { status: response.status, message: '', data: null };
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // A download (an order's file, the products' export): not the envelope.
  }
  return { status: response.status, headers: response.headers, body };
}

let members = 0;
/** A member of the store with this role, who signs in with the owner's demo password. */
async function memberToken(store: string, role: Role): Promise<{ id: number; token: string }> {
  const [owner] = await db()
    .select()
    .from(studioAccounts)
    .where(eq(studioAccounts.email, `owner@${store}.example`));
  const [shop] = await db().select().from(stores).where(eq(stores.name, store));
  const email = `member${++members}@${store}.example`;
  const [account] = await db()
    .insert(studioAccounts)
    .values({ email, passwordHash: owner!.passwordHash })
    .returning({ id: studioAccounts.id });
  const [row] = await db()
    .insert(storeOwners)
    .values({ storeId: shop!.id, accountId: account!.id, role: role.role, permissions: role.permissions })
    .returning({ id: storeOwners.id });
  const signedIn = await call('/Owner/SignIn', { body: { Store: store, Email: email, Password: 'Studio-2026' } });
  expect(signedIn.status).toBe(200);
  return { id: row!.id, token: signedIn.body.data.ownerToken as string };
}

const refusedForPermission = (answer: Answer) => answer.status === 403 && /^You do not have permission to /.test(answer.body.message);

describe('the permissions matrix: each role against each owner call', () => {
  it('every owner call declares a permission', () => {
    for (const route of OWNER_ROUTES) expect(route.permission, route.name).toBeTruthy();
    expect(OWNER_ROUTES.length).toBeGreaterThan(60);
  });

  // One test a role: each is every owner call once, so a slow machine's time limit holds per role,
  // not for the whole matrix at once.
  it.each(ROLES.map((role) => [role.name, role] as const))(
    'answers 403 naming what is missing exactly when the role lacks the declared permission: %s',
    async (_name, role) => {
      const mismatches: string[] = [];
      const { token } = await memberToken('nordic', role);
      for (const route of OWNER_ROUTES) {
        const answer = await callRoute(route, token);
        const expected = !allows(route.permission, heldBy(role));
        if (refusedForPermission(answer) !== expected)
          mismatches.push(`${role.name} ${route.name}: ${answer.status} ${answer.body.message} (expected ${expected ? '403' : 'not 403'})`);
        expect(answer.status, `${role.name} ${route.name}`).toBeLessThan(500);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('the membership is read on every call', () => {
  it("a removed member's token is refused at once, and a changed role counts on the next call", async () => {
    const orders: Role = { name: 'orders', role: 'staff', permissions: ['orders.manage'] };
    const member = await memberToken('aurora', orders);
    expect((await call('/Owner/Orders', { token: member.token })).status).toBe(200);
    const me = (await call('/Owner/Me', { token: member.token })).body.data;
    expect([me.role, me.permissions]).toEqual(['staff', ['orders.manage']]);
    expect((await call('/Owner/Discounts', { token: member.token })).status).toBe(403);

    await db()
      .update(storeOwners)
      .set({ permissions: ['discounts.manage'] })
      .where(eq(storeOwners.id, member.id));
    expect((await call('/Owner/Discounts', { token: member.token })).status).toBe(200);
    const refused = await call('/Owner/Orders', { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to manage orders');

    await db().delete(storeOwners).where(eq(storeOwners.id, member.id));
    expect((await call('/Owner/Discounts', { token: member.token })).status).toBe(401);
    expect((await call('/Owner/Me', { token: member.token })).status).toBe(401);
  });

  it("a suspended store's members are refused until it resumes", async () => {
    const token = await ownerToken('sakura');
    expect((await call('/Owner/Me', { token })).status).toBe(200);
    await db().update(stores).set({ suspendedAt: new Date() }).where(eq(stores.name, 'sakura'));
    try {
      expect((await call('/Owner/Me', { token })).status).toBe(401);
      expect((await call('/Owner/Orders', { token })).status).toBe(401);
    } finally {
      await db().update(stores).set({ suspendedAt: null }).where(eq(stores.name, 'sakura'));
    }
    expect((await call('/Owner/Me', { token })).status).toBe(200);
  });
});
