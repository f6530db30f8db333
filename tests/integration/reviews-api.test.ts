/**
 * Reviews written by customers and moderated by the owner (decision 90): a customer reviews the
 * products of their own delivered orders only (403 otherwise, 404 for another store's product); a
 * review waits as pending, and only published reviews reach the product page's list and summary,
 * the product's average and count (listings, cards, structured data); writing again edits the
 * review and sends it back to pending; the owner's answer shows under it. Every owner call refuses a
 * customer's token and another store's owner; bad input is a 400 naming the field.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, stores } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { placeAuroraOrder, stockedPlainProduct } from './support/order-fixtures';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;

/** A new Aurora customer with one order of Aurora's stocked product, set to `status`. */
async function customerWithOrder(status = 'Delivered') {
  const customer = await newCustomer('aurora');
  const order = await placeAuroraOrder(server, (path, init) => call(path, init), customer.accessToken);
  await db().update(orders).set({ status }).where(eq(orders.id, order.orderID));
  const productID = await stockedPlainProduct(server, 'aurora', 50);
  return { customer, order, productID };
}

const write = (token: string, body: Record<string, unknown>) => call('/Account/WriteReview', { token, body });
const moderate = (token: string, ReviewID: number, Status: string) => call('/Owner/ModerateReview', { token, body: { ReviewID, Status } });
const shopperReviews = async (productID: number) =>
  (await call(`/Catalog/GetReviews?ProductID=${productID}&Sort=2`, { token: (await guest('aurora')).accessToken })).body.data;
const productRating = async (productID: number) => {
  const [row] = await db()
    .select({ rating: products.rating, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productID));
  return { rating: Number(row!.rating), count: row!.count };
};

describe('a customer reviews what they received', () => {
  it('writes a pending review that shoppers see only once the owner publishes it, with the answer under it', async () => {
    const { customer, order, productID } = await customerWithOrder();
    const before = await productRating(productID);
    const written = await write(customer.accessToken, { ProductID: productID, Rating: 1, Title: 'Too small', Body: 'Runs small.' });
    expect(written.status).toBe(200);
    expect(written.body.message).toMatch(/once the store has approved it/);
    const review = written.body.data.review;
    expect(review).toMatchObject({ productID, orderID: order.orderID, rating: 1, status: 'pending' });
    expect((await shopperReviews(productID)).reviews.map((r: Any) => r.reviewID)).not.toContain(review.reviewID);
    expect(await productRating(productID)).toEqual(before);

    const owner = await ownerToken('aurora');
    const queue = await call('/Owner/Reviews', { token: owner });
    expect(queue.body.data.reviews[0]).toMatchObject({
      reviewID: review.reviewID,
      status: 'pending',
      author: 'Pat L.',
      orderCode: order.code,
    });
    expect(queue.body.data.counts.pending).toBeGreaterThanOrEqual(1);

    expect((await moderate(owner, review.reviewID, 'published')).status).toBe(200);
    const shown = await shopperReviews(productID);
    expect(shown.reviews[0]).toMatchObject({ reviewID: review.reviewID, title: 'Too small', answer: '' });
    const after = await productRating(productID);
    expect(after.count).toBe(before.count + 1);
    expect(after.rating).toBeCloseTo(shown.summary.average, 2);
    expect(shown.summary.count).toBe(after.count);
    const product = (await call(`/Catalog/GetProduct?ProductID=${productID}`, { token: (await guest('aurora')).accessToken })).body.data;
    expect({ rating: product.rating, count: product.ratingCount }).toEqual({ rating: after.rating, count: after.count });

    const answered = await call('/Owner/AnswerReview', { token: owner, body: { ReviewID: review.reviewID, Answer: 'Sorry! Size up.' } });
    expect(answered.body.data.review.answeredAt).not.toBeNull();
    expect((await shopperReviews(productID)).reviews[0]).toMatchObject({ answer: 'Sorry! Size up.' });

    expect((await moderate(owner, review.reviewID, 'hidden')).status).toBe(200);
    expect((await shopperReviews(productID)).reviews.map((r: Any) => r.reviewID)).not.toContain(review.reviewID);
    expect(await productRating(productID)).toEqual(before);

    expect((await moderate(owner, review.reviewID, 'published')).status).toBe(200);
    const removed = await call('/Owner/DeleteReview', { token: owner, body: { ReviewID: review.reviewID } });
    expect(removed.status).toBe(200);
    expect(await productRating(productID)).toEqual(before);
    expect((await moderate(owner, review.reviewID, 'published')).status).toBe(404);
  });

  it('writing again edits the one review and sends it back to pending, off the store', async () => {
    const { customer, productID } = await customerWithOrder();
    const owner = await ownerToken('aurora');
    const first = (await write(customer.accessToken, { ProductID: productID, Rating: 5 })).body.data.review;
    await moderate(owner, first.reviewID, 'published');
    const published = await productRating(productID);
    const again = await write(customer.accessToken, { ProductID: productID, Rating: 2, Title: 'Changed my mind' });
    expect(again.body.data.review).toMatchObject({ reviewID: first.reviewID, rating: 2, status: 'pending' });
    expect((await productRating(productID)).count).toBe(published.count - 1);
    const mine = (await call('/Account/GetMyReviews', { token: customer.accessToken })).body.data.reviews;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reviewID: first.reviewID, title: 'Changed my mind', status: 'pending' });
  });

  it('refuses products the customer has not received: no order, an order not delivered, another store, a guest', async () => {
    const { customer: undelivered, productID } = await customerWithOrder('Shipped');
    expect((await write(undelivered.accessToken, { ProductID: productID, Rating: 4 })).status).toBe(403);
    const stranger = await newCustomer('aurora');
    const refused = await write(stranger.accessToken, { ProductID: productID, Rating: 4 });
    expect(refused.status).toBe(403);
    expect(fieldsOf(refused)).toEqual(['ProductID']);
    const { customer } = await customerWithOrder();
    const [nordicProduct] = await db()
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(stores.name, 'nordic'))
      .limit(1);
    expect((await write(customer.accessToken, { ProductID: nordicProduct!.id, Rating: 4 })).status).toBe(404);
    expect((await write(customer.accessToken, { ProductID: 2_000_000_000, Rating: 4 })).status).toBe(404);
    expect((await write((await guest('aurora')).accessToken, { ProductID: productID, Rating: 4 })).status).toBe(403);
    expect((await call('/Account/WriteReview', { body: { ProductID: productID, Rating: 4 } })).status).toBe(401);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const { customer, productID } = await customerWithOrder();
    const cases: Array<[unknown, string]> = [
      [{ ProductID: productID }, 'Rating'],
      [{ ProductID: productID, Rating: 6 }, 'Rating'],
      [{ ProductID: productID, Rating: 0 }, 'Rating'],
      [{ ProductID: productID, Rating: 3.5 }, 'Rating'],
      [{ ProductID: productID, Rating: '5' }, 'Rating'],
      [{ Rating: 5 }, 'ProductID'],
      [{ ProductID: -1, Rating: 5 }, 'ProductID'],
      [{ ProductID: productID, Rating: 5, Title: 'x'.repeat(121) }, 'Title'],
      [{ ProductID: productID, Rating: 5, Body: 'x'.repeat(4001) }, 'Body'],
      [{ ProductID: productID, Rating: 5, Title: 'bell\u0007' }, 'Title'],
    ];
    for (const [body, field] of cases) {
      const answer = await write(customer.accessToken, body as Record<string, unknown>);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer)).toContain(field);
    }
    expect((await call('/Account/GetMyReviews', { token: customer.accessToken })).body.data.reviews).toEqual([]);
  });

  it('limits writes per customer (429 with Retry-After)', async () => {
    const { customer, productID } = await customerWithOrder();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await write(customer.accessToken, { ProductID: productID, Rating: 4 }));
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.headers.get('retry-after')).toBeTruthy();
  });
});

describe("the owner's queue filters", () => {
  it('finds reviews by their words, product, customer, rating and day, each filter narrowing the others', async () => {
    const owner = await ownerToken('aurora');
    const tag = `zq${Date.now().toString(36)}`;
    const a = await customerWithOrder();
    const b = await customerWithOrder();
    const first = (await write(a.customer.accessToken, { ProductID: a.productID, Rating: 2, Title: `${tag} seams`, Body: 'Loose.' })).body
      .data.review;
    const second = (await write(b.customer.accessToken, { ProductID: b.productID, Rating: 5, Title: 'Lovely', Body: `Soft ${tag}.` })).body
      .data.review;
    const [product] = await db().select({ name: products.name }).from(products).where(eq(products.id, a.productID));
    const ids = async (query: string) =>
      (await call(`/Owner/Reviews?Status=all&PageSize=100&${query}`, { token: owner })).body.data.reviews.map((r: Any) => r.reviewID);
    expect(await ids(`Search=${tag}`)).toEqual([second.reviewID, first.reviewID]);
    expect(await ids(`Search=${tag.toUpperCase()}&Rating=2`)).toEqual([first.reviewID]);
    expect(await ids(`Search=${tag}&Customer=${encodeURIComponent(b.customer.email)}`)).toEqual([second.reviewID]);
    expect(await ids(`Search=${tag}&Customer=Pat%20L`)).toHaveLength(2);
    expect(await ids(`Search=${tag}&Product=${encodeURIComponent(product!.name.slice(1, 6))}`)).toHaveLength(2);
    expect(await ids(`Search=${tag}&Product=no-such-product-name`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`Search=${tag}&From=${today}&To=${today}`)).toHaveLength(2);
    expect(await ids(`Search=${tag}&To=2020-01-01`)).toEqual([]);
    const answer = await call(`/Owner/Reviews?Search=${tag}&Status=pending`, { token: owner });
    expect(answer.body.data.total).toBe(2);
    // The tabs' counts are the store's, whatever the filters.
    expect(answer.body.data.counts.pending).toBeGreaterThanOrEqual(2);
    expect((await call(`/Owner/Reviews?Search=${tag}&Status=all`, { token: await ownerToken('nordic') })).body.data.total).toBe(0);
  });
});

describe("owner review calls refuse everyone but the store's owner", () => {
  it("a customer's token, no token and another store's owner never see or change a review", async () => {
    const { customer, productID } = await customerWithOrder();
    const review = (await write(customer.accessToken, { ProductID: productID, Rating: 3 })).body.data.review;
    const nordic = await ownerToken('nordic');
    expect((await call('/Owner/Reviews', { token: customer.accessToken })).status).toBe(401);
    expect((await call('/Owner/Reviews')).status).toBe(401);
    expect((await moderate(customer.accessToken, review.reviewID, 'published')).status).toBe(401);
    const theirs = await call('/Owner/Reviews?Status=all&PageSize=100', { token: nordic });
    expect(theirs.body.data.reviews.map((r: Any) => r.reviewID)).not.toContain(review.reviewID);
    expect((await moderate(nordic, review.reviewID, 'published')).status).toBe(404);
    expect((await call('/Owner/AnswerReview', { token: nordic, body: { ReviewID: review.reviewID, Answer: 'Hi' } })).status).toBe(404);
    expect((await call('/Owner/DeleteReview', { token: nordic, body: { ReviewID: review.reviewID } })).status).toBe(404);
    const own = await call('/Owner/Reviews?Status=pending&PageSize=100', { token: await ownerToken('aurora') });
    expect(own.body.data.reviews.find((r: Any) => r.reviewID === review.reviewID)).toMatchObject({ status: 'pending', answer: '' });
  });

  it('answers 400 naming the field for malformed queries and bodies', async () => {
    const owner = await ownerToken('aurora');
    const cases: Array<[string, unknown, string]> = [
      ['/Owner/Reviews?Status=lost', undefined, 'Status'],
      ['/Owner/Reviews?Page=0', undefined, 'Page'],
      ['/Owner/Reviews?Rating=6', undefined, 'Rating'],
      ['/Owner/Reviews?Rating=two', undefined, 'Rating'],
      ['/Owner/Reviews?From=2026-02-30', undefined, 'From'],
      ['/Owner/Reviews?From=2026-03-02&To=2026-03-01', undefined, 'From'],
      ['/Owner/Reviews?Search=' + 'x'.repeat(101), undefined, 'Search'],
      ['/Owner/ModerateReview', { ReviewID: 1, Status: 'pending' }, 'Status'],
      ['/Owner/ModerateReview', { ReviewID: 'x', Status: 'hidden' }, 'ReviewID'],
      ['/Owner/AnswerReview', { ReviewID: 1 }, 'Answer'],
      ['/Owner/AnswerReview', { ReviewID: 1, Answer: 'x'.repeat(2001) }, 'Answer'],
      ['/Owner/DeleteReview', {}, 'ReviewID'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call(path, { token: owner, ...(body === undefined ? {} : { body }) });
      expect(answer.status, path).toBe(400);
      expect(fieldsOf(answer)).toContain(field);
    }
  });
});
