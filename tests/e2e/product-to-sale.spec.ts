/**
 * A product from the owner's catalogue to a shopper's order (docs/catalogue.md): a product the owner
 * adds is found by the store's search and bought; one the owner deletes while it sits in a shopper's
 * cart leaves that cart with the spec's "Item Removed". The owner's side goes through the owner API
 * (the studio's own journeys are studio-products.spec.ts and studio-catalogue-import.spec.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fillGuestCheckout } from './support/cart-to-checkout';
import { E2E_PORT, storeUrl } from './support/store-urls';

// Node does not resolve *.localhost: the owner's calls go to the loopback address.
const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/Owner/SignIn`, {
    data: { Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.ownerToken;
}

async function addProduct(request: APIRequestContext, token: string, name: string, price: string): Promise<{ id: number; handle: string }> {
  const answer = await request.post(`${API}/Owner/CreateProduct`, {
    headers: { authorization: `Bearer ${token}` },
    data: { Name: name, Status: 'active', Price: price, Stock: 5, Description: `<p>${name}, added by its owner.</p>` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { product } = (await answer.json()).data;
  return { id: product.productID ?? product.id, handle: product.handle };
}

test('a product the owner adds is found by the search and bought', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const name = `Harbour scarf ${run}`;
  await addProduct(request, await ownerToken(request), name, '31.00');

  await page.goto(storeUrl('aurora', '/'));
  const search = page.getByRole('search').getByLabel('Search products');
  await search.fill(`scarf ${run}`);
  await search.press('Enter');
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(name);
  await fillGuestCheckout(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByRole('main')).toContainText(name);
});

test("a product the owner deletes leaves a shopper's cart with Item Removed", async ({ page, request }) => {
  const run = Date.now().toString(36);
  const name = `Tidal mug ${run}`;
  const token = await ownerToken(request);
  const product = await addProduct(request, token, name, '14.00');

  await page.goto(storeUrl('aurora', `/${product.handle}`));
  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText(name);

  const deleted = await request.post(`${API}/Owner/DeleteProduct`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ProductID: product.id },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await page.goto(storeUrl('aurora', '/cart'));
  const dialog = page.getByRole('dialog', { name: 'Some items are no longer available' });
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toContainText('Item Removed');
});
