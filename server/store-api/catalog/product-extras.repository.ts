/**
 * A product's questions and answers and its add-ons as the owner edits them (decision 100). FAQs are
 * replaced whole in their new order (nothing refers to one); add-ons are updated by id, so a cart
 * line that names an add-on keeps naming the same one after its price or name changes, and one the
 * owner removed is gone (the cart then reports it, as for a removed variant).
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { sanitizeThemeHtml } from '../platform/sanitize-theme-html';
import { addons, faqs } from './catalog.tables';

export interface FaqInput {
  question: string;
  /** Owner HTML: cleaned as every owner HTML of the store before it is kept. */
  answer: string;
}

export interface AddonInput {
  /** Left out for a new one. */
  id?: number | undefined;
  name: string;
  /** Decimal text in the base currency. */
  price: string;
}

export async function faqsOf(db: Pick<Db, 'select'>, productId: number): Promise<FaqInput[]> {
  return db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.productId, productId))
    .orderBy(asc(faqs.position), asc(faqs.id));
}

export async function addonsOf(db: Pick<Db, 'select'>, productId: number): Promise<Array<Required<AddonInput>>> {
  return db
    .select({ id: addons.id, name: addons.name, price: addons.price })
    .from(addons)
    .where(eq(addons.productId, productId))
    .orderBy(asc(addons.id));
}

/** The product's questions become `list`, in that order, each answer cleaned. */
export async function replaceFaqs(tx: Db, productId: number, list: readonly FaqInput[]): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.productId, productId));
  if (list.length === 0) return;
  await tx
    .insert(faqs)
    .values(list.map((faq, position) => ({ productId, question: faq.question, answer: sanitizeThemeHtml(faq.answer), position })));
}

/** Of the product's add-ons, those with an id in `list` are changed, the others removed; new ones are added. */
export async function writeAddons(tx: Db, productId: number, list: readonly AddonInput[]): Promise<void> {
  const kept = list.flatMap((addon) => (addon.id === undefined ? [] : [addon.id]));
  await tx.delete(addons).where(and(eq(addons.productId, productId), kept.length > 0 ? notInArray(addons.id, kept) : undefined));
  for (const addon of list)
    if (addon.id === undefined) await tx.insert(addons).values({ productId, name: addon.name, price: addon.price });
    else
      await tx
        .update(addons)
        .set({ name: addon.name, price: addon.price })
        .where(and(eq(addons.productId, productId), eq(addons.id, addon.id)));
}
