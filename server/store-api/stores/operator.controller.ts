/**
 * The operator API (OPERATOR_CALLS, decision 97): the same use cases as `npm run store`, behind the
 * operator's own token (platform/operator-guard.ts). Deleting a store needs every table, which only
 * db/ may see: the entry hands that in.
 */
import { scheduleStoreDeletion } from './store-deletion';
import type { FastifyInstance } from 'fastify';
import { OPERATOR_CALLS } from '../../../src/contracts/operator.contract';
import type { Db } from '../platform/database/client';
import { operatorGuard } from '../platform/operator-guard';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { callRegistrar, refused } from '../platform/register-call';
import { createStore, type CreateStoreContext } from './create-store';
import { announceStoreChange, listAllStores, setSuspended, storeIdByName } from './store-lifecycle';
import type { StoreSignups } from './store-signups';

export interface OperatorDeps extends CreateStoreContext {
  db: Db;
  ownerTokens: OwnerTokenService;
  /** SHA-256 of OPERATOR_API_TOKEN in hex; null: the operator API answers 404. */
  tokenDigest: string | null;
  signups: StoreSignups;
  deleteStore: (db: Db, storeId: number) => Promise<unknown>;
  /** Days a deleted store is kept suspended before its rows go (store-deletion.ts). */
  deletionGraceDays: number;
  /** Tells this instance's caches (the other instances hear the database's notice). */
  onStoreChanged: (webID: number) => Promise<void>;
}

const noSuchStore = (name: string) =>
  refused(404, `No store is named "${name}"`, [{ field: 'name', message: `No store is named "${name}"` }]);

export function registerOperatorController(app: FastifyInstance, deps: OperatorDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.ownerTokens, operator: operatorGuard(deps.tokenDigest) });

  register(OPERATOR_CALLS.createStore, async (body) => {
    const result = await createStore(deps, body);
    if (!result.ok) {
      const status = result.problems.some((problem) => problem.message.includes('is taken')) ? 409 : 400;
      return refused(status, result.problems[0]?.message ?? 'The store could not be created', result.problems);
    }
    const { ownerId: _ownerId, accountId: _accountId, ...store } = result.store;
    return { store };
  });

  register(OPERATOR_CALLS.stores, async () => ({
    stores: (await listAllStores(deps.db)).map((store) => ({ ...store, createdAt: store.createdAt.toISOString() })),
  }));

  for (const [call, suspended] of [
    [OPERATOR_CALLS.suspendStore, true],
    [OPERATOR_CALLS.resumeStore, false],
  ] as const) {
    register(call, async (body) => {
      const storeId = await storeIdByName(deps.db, body.name);
      if (storeId === null || !(await setSuspended(deps.db, body.name, suspended))) return noSuchStore(body.name);
      await deps.onStoreChanged(storeId);
      return { name: body.name, suspended };
    });
  }

  register(OPERATOR_CALLS.deleteStore, async (body) => {
    const storeId = await storeIdByName(deps.db, body.name);
    if (storeId === null) return noSuchStore(body.name);
    if (!body.now) {
      const dueAt = await scheduleStoreDeletion(deps.db, storeId, deps.deletionGraceDays);
      await deps.onStoreChanged(storeId);
      return { name: body.name, deleted: false, deletionDueAt: dueAt.toISOString() };
    }
    await deps.deleteStore(deps.db, storeId);
    await announceStoreChange(deps.db, storeId);
    await deps.onStoreChanged(storeId);
    return { name: body.name, deleted: true };
  });

  register(OPERATOR_CALLS.inviteSignup, async (body) => {
    const invited = await deps.signups.invite(body.email);
    return { link: invited.link, expiresAt: invited.expiresAt.toISOString() };
  });
}
