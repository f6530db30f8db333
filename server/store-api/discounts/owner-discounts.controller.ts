/**
 * The studio's Discounts (docs/back-office.md): GET /Owner/Discounts lists the store's codes
 * with their usage and its gift cards with their balances; POST /Owner/SaveDiscount creates or changes
 * a discount, /Owner/SetDiscountActive pauses or resumes one, /Owner/IssueGiftCard issues a card and
 * /Owner/SetGiftCardActive disables or enables one. Owner token only, scoped to its store; writes are
 * limited per owner.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  issueGiftCardBody,
  saveDiscountBody,
  setDiscountActiveBody,
  setGiftCardActiveBody,
} from '../../../src/contracts/owner-discounts.contract';
import { discountToWire, giftCardToWire, ownerDiscountsToWire } from '../../../src/contracts/owner-discounts.wire';
import type { Db } from '../platform/database/client';
import {
  issueGiftCard,
  ownerDiscounts,
  saveDiscount,
  setDiscountActive,
  setGiftCardActive,
  type OwnerWrite,
} from './owner-discounts.repository';
import { ok, parseOr400, sendError } from '../http/envelope';
import { withAuthRateLimits } from '../platform/auth-rate-limits';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import type { OwnerTokenService } from '../platform/owner-token.service';

/** The limiter's hook runs after the guard, so writes count per owner of a store. */
const ownerKey = (request: FastifyRequest) =>
  request.owner ? `discounts:${request.owner.WebID}:${request.owner.OwnerID}` : `discounts:${request.ip}`;
const WRITE_LIMIT = { max: 120, timeWindow: '10 minutes', hook: 'preHandler' as const, keyGenerator: ownerKey };

/** A write's answer, its money written as the spec's decimal text (owner-discounts.wire.ts). */
function answer<T, W>(reply: FastifyReply, result: OwnerWrite<T>, key: string, toWire: (value: T) => W, message: string) {
  return result.ok
    ? ok({ [key]: toWire(result.value) }, message)
    : sendError(reply, result.status, result.message, [{ field: result.field, message: result.message }]);
}

export function registerOwnerDiscountsController(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const guard = ownerGuard(deps.tokens);

  app.get('/Owner/Discounts', { preHandler: guard }, async (request) =>
    ok(ownerDiscountsToWire(await ownerDiscounts(deps.db, ownerOf(request).WebID))),
  );

  withAuthRateLimits(app, (scope) => {
    scope.post('/Owner/SaveDiscount', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(saveDiscountBody, request.body ?? {}, reply);
      if (!body) return reply;
      return answer(
        reply,
        await saveDiscount(deps.db, ownerOf(request).WebID, body),
        'discount',
        discountToWire,
        body.DiscountID ? 'Discount saved' : 'Discount created',
      );
    });

    scope.post('/Owner/SetDiscountActive', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(setDiscountActiveBody, request.body ?? {}, reply);
      if (!body) return reply;
      return answer(
        reply,
        await setDiscountActive(deps.db, ownerOf(request).WebID, body.DiscountID, body.IsActive),
        'discount',
        discountToWire,
        body.IsActive ? 'Discount resumed' : 'Discount paused',
      );
    });

    scope.post('/Owner/IssueGiftCard', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(issueGiftCardBody, request.body ?? {}, reply);
      if (!body) return reply;
      return ok(
        { giftCard: giftCardToWire(await issueGiftCard(deps.db, ownerOf(request).WebID, body.Amount, body.Note)) },
        'Gift card issued',
      );
    });

    scope.post('/Owner/SetGiftCardActive', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(setGiftCardActiveBody, request.body ?? {}, reply);
      if (!body) return reply;
      return answer(
        reply,
        await setGiftCardActive(deps.db, ownerOf(request).WebID, body.GiftCardID, body.IsActive),
        'giftCard',
        giftCardToWire,
        body.IsActive ? 'Gift card enabled' : 'Gift card disabled',
      );
    });
  });
}
