/**
 * Reviews from a customer's delivered order to the product page (docs/back-office.md "Reviews",
 * decision 90): the customer writes one on their order's page (a missing rating is named beside
 * the stars), the owner finds it in the studio's Reviews, publishes and answers it, the product page
 * shows it with the answer, and hiding takes it off again; deleting asks first. A new customer and
 * order each attempt, on a Sakura product the other specs do not buy; the order reaches Delivered
 * through the owner's calls. axe on the form and on the studio's page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Maple-Harbour-2026';

async function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * The second Sakura product in stock with a price shown (back-office.spec buys from the end,
 * checkout.spec the camera), with its first variant in stock (0 for a product without variants).
 */
async function sakuraProduct(request: APIRequestContext, guest: string) {
  const headers = await bearer(guest);
  const listing = await (await request.get(`${API}/Catalog/GetListing?Scope=all&InStock=1&PageSize=48`, { headers })).json();
  const cards = (listing.data.products as Array<{ productID: number; productURL: string; isHidePrice: boolean }>).filter(
    (card) => !card.isHidePrice && card.productURL !== '/mirai-m10-instant-camera',
  );
  const { productID } = cards[1]!;
  const detail = (await (await request.get(`${API}/Catalog/GetProduct?ProductID=${productID}`, { headers })).json()).data as {
    name: string;
    productURL: string;
    variants: Array<{ variantID: number; stock: number }>;
  };
  const variantID = detail.variants.length === 0 ? 0 : detail.variants.find((variant) => variant.stock > 0)!.variantID;
  return { productID, variantID, productName: detail.name, productURL: detail.productURL };
}

/** A new Sakura customer with a delivered order of one product: their e-mail, the order and the product. */
async function customerWithDeliveredOrder(request: APIRequestContext) {
  const info = await (await request.get(`${API}/Web/GetWebInfo?Domain=sakura.localhost`)).json();
  const guest = info.data.tokens.accessToken as string;
  const email = `reviewer.${unique()}@example.com`;
  const signedUp = await request.post(`${API}/Account/SignUp`, {
    headers: await bearer(guest),
    data: { Email: email, Password: PASSWORD, FirstName: 'Yuki', LastName: 'Tanaka' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const customer = (await signedUp.json()).data.tokens.accessToken as string;
  const product = await sakuraProduct(request, customer);
  const options = await (await request.get(`${API}/Checkout/GetCheckoutOptions`, { headers: await bearer(customer) })).json();
  const placed = await request.post(`${API}/Order/PlaceOrder`, {
    headers: { ...(await bearer(customer)), 'Idempotency-Key': `e2e-reviews-${unique()}` },
    data: {
      Source: 'cart',
      CartCodes: `${product.productID}_1_${product.variantID}_`,
      Contact: { FullName: 'Yuki Tanaka', Email: email, Phone: '' },
      ShippingAddress: { Line1: '4-5-6 Meguro', City: 'Tokyo', PostalCode: '153-0063', Country: 'Japan' },
      ShippingMethodID: options.data.shippingMethods[0].id,
      PaymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).data.order as { orderID: number; code: string; status: string };
  const owner = await bearer(await ownerToken(request, API, 'sakura'));
  // Cash on delivery starts Confirmed; on to Shipped and Delivered from there.
  const steps = ['Confirmed', 'Shipped', 'Delivered'];
  for (const status of steps.slice(steps.indexOf(order.status) + 1)) {
    const moved = await request.post(`${API}/Owner/SetOrderStatus`, { headers: owner, data: { OrderID: order.orderID, Status: status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { email, order, product };
}

async function signInToOrder(page: Page, email: string, orderID: number) {
  await page.goto(storeUrl('sakura', `/signin?redirect=/orderdetail/${orderID}`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your items' })).toBeVisible();
}

/** The product page's reviews, most recent first. */
async function productReviews(page: Page, productURL: string) {
  await page.goto(storeUrl('sakura', `${productURL}?tab=reviews`));
  const panel = page.getByRole('tabpanel', { name: /Reviews/ });
  await expect(panel).toBeVisible();
  if (await panel.getByLabel('Sort by').isVisible()) {
    await panel.getByLabel('Sort by').selectOption({ label: 'Most Recent' });
    await expect(panel.locator('[aria-busy="false"]')).toBeVisible();
  }
  return panel;
}

// A studio sign-in (the editor and its preview load behind it) and several storefront pages.
test.beforeEach(() => test.slow());

test('a customer reviews a delivered product; the owner publishes, answers and hides it, and the product page follows', async ({
  page,
}) => {
  const { email, order, product } = await customerWithDeliveredOrder(page.request);
  const title = `Crisp screen ${unique()}`;
  await signInToOrder(page, email, order.orderID);
  const form = page.getByRole('form', { name: `Review ${product.productName}` });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Send review' }).click();
  const stars = form.getByRole('group', { name: /Your rating/ });
  await expect(stars).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
  await expect(form.getByLabel('Title')).toHaveValue(title);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await form.screenshot({ path: test.info().outputPath('review-form-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await stars.getByRole('radio', { name: '4 stars, Good' }).check();
  await form.getByLabel('Your review').fill('Bright and sharp, even outdoors.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your review will appear once the store has approved it' })).toBeVisible();
  await expect(page.getByTestId('review-status')).toHaveText('Waiting for the store’s approval');
  await expect(page.getByRole('form', { name: `Review ${product.productName}` })).toHaveCount(0);
  await page.getByRole('region', { name: 'Review your items' }).screenshot({ path: test.info().outputPath('review-sent.png') });

  // The owner: the review waits in Pending (the tab the page opens on), found by its title.
  await signInToStudio(page, 'sakura', '#reviews');
  await expect(page.getByRole('heading', { level: 2, name: /^Reviews/ })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: /^Reviews \(\d+ waiting\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Words in the review').fill(title);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const review = page.getByRole('article', { name: title });
  await expect(review).toContainText('By Yuki T.');
  await expect(review).toContainText(`order ${order.code}`);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('studio-reviews-desktop.png'), fullPage: true });

  await review.getByRole('button', { name: `Publish “${title}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published “${title}”` })).toBeVisible();
  // It left the Pending tab: the focus is on the heading, which no longer has it to show.
  await expect(page.getByRole('heading', { level: 2, name: /^Reviews/ })).toBeFocused();
  await page.getByRole('button', { name: /^Published/ }).click();
  await page.getByRole('button', { name: `Answer “${title}”` }).click();
  await page.getByLabel("The store's answer").fill('Thank you, enjoy it!');
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved' })).toBeVisible();
  await expect(review).toBeFocused();
  await expect(review).toContainText('Thank you, enjoy it!');

  const panel = await productReviews(page, product.productURL);
  const shown = panel.getByRole('article').filter({ hasText: title });
  await expect(shown).toContainText('Bright and sharp, even outdoors.');
  await expect(shown).toContainText('Response from Sakura Tech');
  await expect(shown).toContainText('Thank you, enjoy it!');

  await page.goto(`http://studio.localhost:${E2E_PORT}/#reviews`);
  await page.getByRole('button', { name: /^Published/ }).click();
  await page.getByLabel('Words in the review').fill(title);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('button', { name: `Hide “${title}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Hid “${title}”` })).toBeVisible();
  const hidden = await productReviews(page, product.productURL);
  await expect(hidden.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  // Deleting asks first; Cancel keeps the review.
  await page.goto(`http://studio.localhost:${E2E_PORT}/#reviews`);
  await page.getByRole('button', { name: /^Hidden/ }).click();
  await page.getByLabel('Words in the review').fill(title);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const question = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted “${title}”` })).toBeVisible();
  await expect(page.getByText('No review matches these filters.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('studio-reviews-phone.png'), fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the review form posts to the order page, names a missing rating and then shows the review waiting', async ({ page }) => {
    const { email, order, product } = await customerWithDeliveredOrder(page.request);
    const title = `Deep bass ${unique()}`;
    await signInToOrder(page, email, order.orderID);
    const form = page.getByRole('form', { name: `Review ${product.productName}` });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByRole('group', { name: /Your rating/ })).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await form.getByRole('radio', { name: '5 stars, Excellent' }).check();
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderdetail/${order.orderID}\\?reviewed=${product.productID}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Your review will appear once the store has approved it' })).toBeVisible();
    await expect(page.getByTestId('review-status')).toHaveText('Waiting for the store’s approval');
  });
});
