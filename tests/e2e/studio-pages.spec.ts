/**
 * The studio's pages (decision 35): an owner makes an About page with a section and publishes it, and a
 * shopper finds it at its address; an owner adds a section to the product template, and every product
 * page shows it around the product.
 */
import { expect, test, type Page } from '@playwright/test';
import { publishDraft, signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';
import { bypassMaintenance } from './support/store-bypass';
import { TIME_LIMITS } from './support/time-limits';

test.use({ viewport: { width: 1960, height: 1000 } });

// Atelier is in maintenance (its seed): its shoppers here hold the owner's pass, and no other studio test edits its theme.

const preview = (page: Page) => page.frameLocator('iframe[title="Store preview"]');

async function addCallToAction(page: Page, heading: string) {
  await page.getByLabel('Section type').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Heading', { exact: true }).fill(heading);
  await page.getByLabel('Heading', { exact: true }).blur();
}

test('an owner creates an About page, adds a section and publishes; a shopper sees it at its address', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await bypassMaintenance(context, request, 'atelier');
  const run = Date.now().toString(36);
  const slug = `about-${run}`;
  await signInToStudio(page, 'atelier');
  await expect(preview(page).locator('header[data-section-type="1"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Title', { exact: true }).fill(`About ${run}`);
  // The address follows the title until the owner types one.
  await expect(dialog.getByLabel('Address (slug)')).toHaveValue(slug);
  await dialog.getByLabel('Address (slug)').fill('cart');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog.getByText("/cart is one of the store's own pages")).toBeVisible();
  await dialog.getByLabel('Address (slug)').fill(slug);
  await dialog.getByLabel('SEO title').fill(`About the studio ${run}`);
  await dialog.getByLabel('SEO description').fill('Who throws the pots.');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog).toBeHidden();

  // The picker now shows the new page, its (empty) list in the sidebar and the page in the frame.
  await expect(page.getByLabel('Page to edit')).toHaveValue(/^page:\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `About ${run} sections` })).toBeVisible();
  const heading = `Made by hand ${run}`;
  await addCallToAction(page, heading);
  await expect(preview(page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();

  // Not in the store before the publish.
  const shopper = await context.newPage();
  expect((await shopper.goto(storeUrl('atelier', `/${slug}`)))?.status()).toBe(404);

  await publishDraft(page);
  await shopper.goto(storeUrl('atelier', `/${slug}`));
  await expect(shopper.getByRole('heading', { name: heading })).toBeVisible();
  await expect(shopper).toHaveTitle(new RegExp(`About the studio ${run}`));
  await expect(shopper.locator('meta[name="description"]')).toHaveAttribute('content', 'Who throws the pots.');
});

test('an owner adds a section to the product template and every product page shows it', async ({ page, context, request }) => {
  test.slow();
  await bypassMaintenance(context, request, 'atelier');
  const run = Date.now().toString(36);
  await signInToStudio(page, 'atelier');
  await page.getByLabel('Page to edit').selectOption({ label: 'Product template' });
  await expect(page.getByRole('heading', { level: 2, name: 'Product template sections' })).toBeVisible();
  // The body of the template is a fixed row; the frame shows a product page of the store.
  await expect(page.getByText('Product information')).toBeVisible();
  const frameBody = preview(page).locator('[data-wx-template-body]');
  await expect(frameBody.getByRole('heading', { level: 1 })).toBeVisible({ timeout: TIME_LIMITS.navigation });

  const heading = `Free returns ${run}`;
  await addCallToAction(page, heading);
  // Added after the body, shown below the product in the frame at once.
  await expect(preview(page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  await publishDraft(page);

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('atelier', '/shop'));
  const productLinks = await shopper
    .locator('article.product-card a[id]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(productLinks.length).toBeGreaterThan(1);
  let products = 0;
  for (const href of productLinks.slice(0, 3)) {
    await shopper.goto(storeUrl('atelier', href));
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shopper.getByRole('heading', { name: heading })).toBeVisible();
    // Below the product's own title, as placed in the template.
    const below = await shopper.evaluate((text) => {
      const title = document.querySelector('main h1');
      const section = [...document.querySelectorAll('main h2')].find((h) => h.textContent?.includes(text));
      return !!title && !!section && (title.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    }, heading);
    expect(below).toBe(true);
    products += 1;
  }
  expect(products).toBeGreaterThanOrEqual(2);
});

test('an owner adds a section to the maintenance page; a visitor of the closed store sees it around the message', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  await signInToStudio(page, 'atelier');
  await page.getByLabel('Page to edit').selectOption({ label: 'Maintenance page' });
  await expect(page.getByRole('heading', { level: 2, name: 'Maintenance page sections' })).toBeVisible();
  // The frame shows the page as the closed store's visitors see it.
  await expect(preview(page).getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
  const heading = `Opening in spring ${run}`;
  await addCallToAction(page, heading);
  await expect(preview(page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  await publishDraft(page);

  // A visitor without the owner's pass: every page leads to /maintenance, which shows the section and the message.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(storeUrl('atelier', '/shop'));
  await expect(visitor).toHaveURL(/\/maintenance$/);
  await expect(visitor.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
  await visitorContext.close();
});

test('the cart template shows in the frame as an empty cart looks', async ({ page }) => {
  // Signing in and loading the studio and two frame pages: more than 30 s when the host runs the rest of the suite.
  test.slow();
  await signInToStudio(page, 'sakura');
  // Picked at once, while the frame's first page may still be loading (the frame stayed on the home page).
  await page.getByLabel('Page to edit').selectOption({ label: 'Cart' });
  await expect(page.getByRole('heading', { level: 2, name: 'Cart sections' })).toBeVisible();
  // The frame has no shopper: never a cart's lines or a loading note, always the empty cart.
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(preview(page).getByText('Your cart is empty. Items you add on a product page show here.')).toBeVisible();
  await expect(preview(page).getByText('Loading your cart…')).toHaveCount(0);
});
