/**
 * Each demo store's demo discount code and gift card, listed in the README: a code a
 * shopper can try in the cart or at checkout, and a gift card with a balance in the store's base currency.
 */
import { discounts, giftCards } from '../schema';
import type { DemoStoreName } from './demo-stores';
import type { Tx } from './insert-chunks';

type CodePlan = { code: string; kind: 'percentage' | 'fixed' | 'free_shipping'; value: number; minSubtotal?: number };

/** Amounts are base-currency (USD) cents, chosen to be round in the store's own currency (€50 = 54.35 at 0.92). */
export const DEMO_CODES: Record<DemoStoreName, CodePlan> = {
  aurora: { code: 'WELCOME10', kind: 'percentage', value: 10 },
  nordic: { code: 'HYGGE50', kind: 'fixed', value: 5435, minSubtotal: 32609 },
  sakura: { code: 'FREESHIP', kind: 'free_shipping', value: 0 },
  atelier: { code: 'CLAY15', kind: 'percentage', value: 15 },
  vault: { code: 'CELLAR20', kind: 'fixed', value: 2273, minSubtotal: 17046 },
};

/** A gift card per store, 25.00 in the base currency (USD; €23.00 in Nordic's). */
export const demoGiftCard = (store: DemoStoreName): string => `${store.toUpperCase()}GIFT25`;

export async function writeDiscounts(tx: Tx, storeId: number, store: DemoStoreName): Promise<void> {
  const plan = DEMO_CODES[store];
  await tx.insert(discounts).values({ storeId, ...plan, minSubtotal: plan.minSubtotal ?? 0 });
  await tx.insert(giftCards).values({ storeId, code: demoGiftCard(store), initialBalance: 2500, balance: 2500, note: 'Demo gift card' });
}
