/**
 * The studio's Discounts (docs/back-office.md): GET /Owner/Discounts lists the store's codes
 * with their usage and its gift cards with their balances; POST /Owner/SaveDiscount creates or changes
 * a discount, /Owner/SetDiscountActive pauses or resumes one, /Owner/IssueGiftCard issues a card and
 * /Owner/SetGiftCardActive disables or enables one. Owner token only, scoped to its store; writes are
 * limited per owner (the calls and their limit: owner-discounts.contract.ts).
 */
import type { FastifyInstance } from 'fastify';
import { DISCOUNT_CALLS } from '../../../src/contracts/owner-discounts.contract';
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
import type { OwnerTokenService } from '../platform/owner-token.service';
import { answered, callRegistrar, refused } from '../platform/register-call';

/** A write's answer, its money written as the spec's decimal text (owner-discounts.wire.ts). */
function answer<T, W, K extends string>(result: OwnerWrite<T>, key: K, toWire: (value: T) => W, message: string) {
  return result.ok
    ? answered({ [key]: toWire(result.value) } as Record<K, W>, message)
    : refused(result.status, result.message, [{ field: result.field, message: result.message }]);
}

export function registerOwnerDiscountsController(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(DISCOUNT_CALLS.discounts, async (_, { owner }) => ownerDiscountsToWire(await ownerDiscounts(deps.db, owner.WebID)));

  register(DISCOUNT_CALLS.saveDiscount, async (body, { owner }) =>
    answer(
      await saveDiscount(deps.db, owner.WebID, body),
      'discount',
      discountToWire,
      body.DiscountID ? 'Discount saved' : 'Discount created',
    ),
  );

  register(DISCOUNT_CALLS.setDiscountActive, async (body, { owner }) =>
    answer(
      await setDiscountActive(deps.db, owner.WebID, body.DiscountID, body.IsActive),
      'discount',
      discountToWire,
      body.IsActive ? 'Discount resumed' : 'Discount paused',
    ),
  );

  register(DISCOUNT_CALLS.issueGiftCard, async (body, { owner }) =>
    answered({ giftCard: giftCardToWire(await issueGiftCard(deps.db, owner.WebID, body.Amount, body.Note)) }, 'Gift card issued'),
  );

  register(DISCOUNT_CALLS.setGiftCardActive, async (body, { owner }) =>
    answer(
      await setGiftCardActive(deps.db, owner.WebID, body.GiftCardID, body.IsActive),
      'giftCard',
      giftCardToWire,
      body.IsActive ? 'Gift card enabled' : 'Gift card disabled',
    ),
  );
}
