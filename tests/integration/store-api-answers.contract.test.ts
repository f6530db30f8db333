/**
 * The embedded store API's real answers parse with the answer schemas of src/contracts, which type
 * the client's wire mappers: a field the server renames, drops or sends in another shape fails here,
 * not on a shopper's page. One store, one product, one order, every answer the storefront reads.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pages } from '../../server/store-api/db/schema';
import { cartAnswer } from '../../src/contracts/cart-answers.contract';
import {
  brandCardAnswer,
  categoryCardAnswer,
  compareProductAnswer,
  productCardAnswer,
  productDetailAnswer,
  reviewPageAnswer,
  suggestionsAnswer,
} from '../../src/contracts/catalog-answers.contract';
import {
  checkoutOptionsAnswer,
  orderAnswer,
  orderCartAnswer,
  orderListAnswer,
  placedOrderAnswer,
  quoteAnswer,
} from '../../src/contracts/orders-answers.contract';
import { collectionsAnswer, customPageAnswer, resolvedPageAnswer } from '../../src/contracts/pages-answers.contract';
import { webInfoAnswer } from '../../src/contracts/web-answers.contract';
import { identityCalls, type Answer, type Any } from './support/identity-calls';
import { stockedPlainProduct } from './support/order-fixtures';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer } = identityCalls(server);

/** The answer's data as the schema reads it; a failure names every path that differs. */
function parsed<S extends z.ZodType>(schema: S, answer: Answer): z.output<S> {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  const result = schema.safeParse(answer.body.data);
  expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  return result.data as z.output<S>;
}

describe("store API answers parse with the contracts' answer schemas", () => {
  it('web info and the catalogue: cards, suggestions, a product, its reviews, the compare page', async () => {
    const infoAnswer = await call('/Web/GetWebInfo?Domain=aurora.localhost');
    // An answer with no more specific message carries the spec's generic one (section 9).
    expect(infoAnswer.body.message).toBe('Operation completed successfully');
    const info = parsed(webInfoAnswer, infoAnswer);
    const token = info.tokens!.accessToken;
    const cards = parsed(productCardAnswer.array().min(1), await call('/Catalog/GetProducts?Source=latest&Limit=8', { token }));
    parsed(productCardAnswer.array(), await call('/Catalog/GetProducts?Source=popular&Limit=4', { token }));
    const categories = parsed(categoryCardAnswer.array().min(1), await call('/Catalog/GetCategories?Limit=8', { token }));
    parsed(productCardAnswer.array(), await call(`/Catalog/GetProducts?Source=category&Slug=${categories[0]!.slug}&Limit=4`, { token }));
    parsed(brandCardAnswer.array(), await call('/Catalog/GetBrands?Limit=8', { token }));
    const word = cards[0]!.name.split(' ')[0]!;
    const suggestions = parsed(suggestionsAnswer, await call(`/Catalog/Suggest?Keyword=${encodeURIComponent(word)}`, { token }));
    expect(suggestions.products.length).toBeGreaterThan(0);

    // A product with variants and add-ons, if the demo has one, shows the most of the answer.
    const details = await Promise.all(
      cards.map(async (card) => parsed(productDetailAnswer, await call(`/Catalog/GetProduct?ProductID=${card.productID}`, { token }))),
    );
    expect(details.some((detail) => detail.variants.length > 0 && detail.attributes.length > 0)).toBe(true);
    const reviewed = details.find((detail) => detail.ratingCount > 0) ?? details[0]!;
    parsed(reviewPageAnswer, await call(`/Catalog/GetReviews?ProductID=${reviewed.productID}&Sort=2&Page=1`, { token }));
    const compared = parsed(
      compareProductAnswer.array().length(2),
      await call(`/Catalog/GetCompareProducts?IDs=${cards[0]!.productID},${cards[1]!.productID}`, { token }),
    );
    expect(compared.map((product) => product.productID)).toEqual([cards[0]!.productID, cards[1]!.productID]);
  });

  it("pages: a product's, a category's and a custom page's flat URL, the custom page's sections, the collections", async () => {
    const { accessToken: token, webID } = await guest('aurora');
    const card = parsed(productCardAnswer.array().min(1), await call('/Catalog/GetProducts?Source=latest&Limit=1', { token }))[0]!;
    const product = parsed(resolvedPageAnswer, await call(`/Page/Resolve?Slug=${card.productURL.slice(1)}`, { token }));
    expect(product.item_id).toBe(card.productID);
    const category = parsed(categoryCardAnswer.array().min(1), await call('/Catalog/GetCategories?Limit=1', { token }))[0]!;
    expect(parsed(resolvedPageAnswer, await call(`/Page/Resolve?Slug=${category.slug}`, { token })).listing?.kind).toBe('category');
    const [custom] = await server.host.database!.db.select({ slug: pages.slug }).from(pages).where(eq(pages.storeId, webID)).limit(1);
    const page = parsed(resolvedPageAnswer, await call(`/Page/Resolve?Slug=${custom!.slug}`, { token }));
    expect(page.page_id).toBeGreaterThan(0);
    expect(
      JSON.parse(parsed(customPageAnswer, await call(`/Page/GetCustomPage?PageID=${page.page_id}`, { token })).sections),
    ).toBeInstanceOf(Array);
    parsed(collectionsAnswer, await call('/Catalog/GetCollections', { token }));
  });

  it("the cart, the checkout's options and quote, a placed order, its page, its resume and a customer's order list", async () => {
    const customer = await newCustomer('aurora');
    const token = customer.accessToken;
    const product = await stockedPlainProduct(server, 'aurora', 40);
    const codes = `${product}_2_0_`;
    // A guest's cart is priced from its codes; a customer's is the stored one.
    const cart = parsed(cartAnswer, await call(`/Cart/GetCart?CartCodes=${codes}`, { token: (await guest('aurora')).accessToken }));
    expect(cart.data.map((line) => line.quantity)).toEqual(['2']);
    const options = parsed(checkoutOptionsAnswer, await call('/Checkout/GetCheckoutOptions', { token }));
    // Aurora ships from the United States; a method of that zone.
    const country = 'US';
    const zoneQuote = parsed(quoteAnswer, await call(`/Checkout/GetQuote?CartCodes=${codes}&Country=${country}`, { token }));
    const method = zoneQuote.shippingMethods[0]!.id;
    parsed(quoteAnswer, await call(`/Checkout/GetQuote?CartCodes=${codes}&ShippingMethodID=${method}&Country=${country}`, { token }));
    const placed = parsed(
      placedOrderAnswer,
      await call('/Order/PlaceOrder', {
        token,
        headers: { 'idempotency-key': `answers-contract-${Date.now()}` },
        body: {
          Source: 'cart',
          CartCodes: codes,
          Contact: { FullName: 'Ada Lovelace', Email: customer.email, Phone: '' },
          ShippingAddress: {
            Line1: '1 Market Street',
            Line2: '',
            City: 'San Francisco',
            Region: 'CA',
            PostalCode: '94105',
            Country: country,
          },
          ShippingMethodID: method,
          PaymentMethod: options.paymentMethods[0]!.code,
          Note: 'Leave at the door',
          CustomFields: options.customFields
            .filter((field) => field.required)
            .map((field) => ({ fieldName: field.fieldName, value: field.options[0] ?? 'Yes' })),
        },
      }),
    );
    const { orderID, code } = placed.order;
    parsed(
      orderAnswer,
      await call(`/Order/GetOrder?OrderID=${orderID}&Token=${placed.accessToken}`, { token: (await guest('aurora')).accessToken }),
    );
    parsed(orderCartAnswer, await call(`/Cart/GetOrderCart?OrderCode=${code}`, { token }));
    const list = parsed(orderListAnswer, await call('/Order/GetOrderList', { token }));
    expect(list.orders.map((order) => order.orderID)).toEqual([orderID]);
  });

  it('fail on an answer that drifted: a renamed field, money as a number, a third decimal', () => {
    const card = {
      productID: 1,
      name: 'Tee',
      productURL: '/tee',
      sku: 'T',
      imageFile: '',
      thumbnailFile: '',
      price: 19.9,
      compareAtPrice: null,
      isHidePrice: false,
      inStock: true,
      isNew: false,
      rating: 4.5,
      ratingCount: 2,
      brandName: null,
      categoryName: null,
    };
    expect(productCardAnswer.safeParse(card).success).toBe(true);
    const { name: _name, ...renamed } = card;
    expect(productCardAnswer.safeParse({ ...renamed, productName: 'Tee' }).success).toBe(false);
    expect(productCardAnswer.safeParse({ ...card, price: 19.999 }).success).toBe(false);
    const line: Any = {
      cartItemID: '0',
      cartItemCode: '1_1_0_',
      quantity: '1',
      price: '19.90',
      status: 'ok',
      statusMessage: '',
      addons: [],
      product: {
        productID: 1,
        variantID: 0,
        sku: 'T',
        itemName: 'Tee',
        variantName: '',
        price: '19.90',
        imageFile: '',
        thumbnailFile: '',
        productURL: '/tee',
      },
    };
    expect(cartAnswer.safeParse({ data: [line], cartResponse: null, cartStatusHeading: '', cartStatusMessage: '' }).success).toBe(true);
    expect(
      cartAnswer.safeParse({ data: [{ ...line, price: 19.9 }], cartResponse: null, cartStatusHeading: '', cartStatusMessage: '' }).success,
    ).toBe(false);
  });
});
