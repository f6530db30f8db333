/**
 * The bulk editor's owner calls (owner-bulk-edit.contract.ts, decision 92): the grid's rows and its
 * one save, scoped by the owner's store. A refused save answers its status with the row's field at
 * fault and writes nothing; a saved one makes every instance forget the store's cached catalogue.
 */
import type { FastifyInstance } from 'fastify';
import { BULK_CALLS } from '../../../src/contracts/owner-bulk-edit.contract';
import type { Db } from '../platform/database/client';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { auditTrail } from '../platform/audit-trail';
import { answered, callRegistrar, refused } from '../platform/register-call';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { bulkRows } from './bulk-edit.repository';
import { BulkEditService } from './bulk-edit.service';

export function registerBulkEditController(
  app: FastifyInstance,
  deps: { db: Db; tokens: OwnerTokenService; onCatalogueChanged?: (webId: number) => Promise<void>; webhooks?: WebhookEmitter },
) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const service = new BulkEditService({
    db: deps.db,
    ...(deps.onCatalogueChanged ? { onChanged: deps.onCatalogueChanged } : {}),
    ...(deps.webhooks ? { webhooks: deps.webhooks } : {}),
  });

  register(BULK_CALLS.bulkRows, async (query, { owner }) =>
    bulkRows(deps.db, owner.WebID, { productIds: query.ProductIDs, search: query.Search, status: query.Status }),
  );

  register(BULK_CALLS.bulkSave, async (body, { owner, request }) => {
    const result = await service.save(owner.WebID, owner.OwnerID, body.Changes, body.Note, auditTrail(request));
    if (!result.ok) return refused(result.status, `${result.field}: ${result.message}`, [{ field: result.field, message: result.message }]);
    const { rows } = result.value;
    return answered(result.value, `${rows} ${rows === 1 ? 'row' : 'rows'} saved`);
  });
}
