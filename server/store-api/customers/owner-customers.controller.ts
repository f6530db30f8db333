/**
 * The studio's Customers (docs/back-office.md): GET /Owner/Customers and POST /Owner/SetCustomerStatus
 * (approve, reject, deactivate, reactivate, as customer-transitions.ts allows). The change and the
 * status it started from are one conditional update, so two owners' clicks cannot both apply; a
 * customer no longer active loses every session at once, and is told by e-mail either way.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applyCustomerAction } from '../../../src/domain/identity/customer-transitions';
import type { Db } from '../platform/database/client';
import { customers } from '../identity/identity.tables';
import type { SessionStore } from '../identity/session.repository';
import type { Mailer } from '../platform/mail/mailer';
import { storeLink } from '../platform/store-link';
import type { StoreRepository, StoreRow } from '../platform/store.repository';
import { customerStatusMail } from './customer-status-mail';
import { customerSummary, listCustomers, orderCounts } from './owner-customers.repository';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { CUSTOMER_CALLS } from '../../../src/contracts/owner.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';

export interface OwnerCustomersDeps {
  db: Db;
  stores: StoreRepository;
  tokens: OwnerTokenService;
  sessions: SessionStore;
  mailer: Mailer;
  platformHosts?: readonly string[] | undefined;
}

export function registerOwnerCustomersController(app: FastifyInstance, deps: OwnerCustomersDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(CUSTOMER_CALLS.customers, async (query, { owner }) => listCustomers(deps.db, owner.WebID, query));

  register(CUSTOMER_CALLS.setCustomerStatus, async (body, { owner }) => {
    const { WebID } = owner;
    const mine = and(eq(customers.storeId, WebID), eq(customers.id, body.CustomerID));
    const [current] = await deps.db.select().from(customers).where(mine).limit(1);
    if (!current) return refused(404, 'No such customer in this store');
    const moved = applyCustomerAction(current.status, body.Action);
    if (!moved.ok) return refused(409, moved.reason, [{ field: 'Action', message: moved.reason }]);
    const store = await deps.stores.findById(WebID);
    // The customer's mail is queued with the change (decision 84): told exactly when the status commits.
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ status: moved.status, updatedAt: new Date() })
        .where(and(mine, eq(customers.status, current.status)))
        .returning();
      if (row && store) await tell(deps, tx, store, row, body.Action);
      return row;
    });
    if (!updated)
      return refused(409, 'The customer was changed meanwhile: reload and try again', [{ field: 'Action', message: 'Changed meanwhile' }]);
    if (moved.status !== current.status && (body.Action === 'deactivate' || body.Action === 'reject'))
      await deps.sessions.revokeAll(WebID, updated.id, 'status-change');
    const summary = customerSummary(updated, (await orderCounts(deps.db, WebID, [updated.id])).get(updated.id) ?? 0);
    return answered(
      { customer: summary },
      `${updated.firstName} ${updated.lastName} is now ${body.Action === 'reject' ? 'rejected' : body.Action === 'deactivate' ? 'deactivated' : 'active'}`,
    );
  });
}

async function tell(
  deps: OwnerCustomersDeps,
  tx: Db,
  store: StoreRow,
  customer: typeof customers.$inferSelect,
  action: Parameters<typeof customerStatusMail>[3],
) {
  const mail = customerStatusMail(store.id, store.title, customer, action, storeLink(store, undefined, '/signin', {}, deps.platformHosts));
  if (mail) await deps.mailer.send(mail, { in: tx });
}
