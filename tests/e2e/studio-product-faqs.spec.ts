/**
 * Questions and add-ons in the product editor (decision 100): an owner adds two questions, moves the
 * second above the first with the keyboard (Space, arrow, Space on its drag handle), adds an add-on,
 * saves, and a shopper reads the questions in that order and sees the add-on. axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

test('an owner writes questions, orders them by keyboard, adds an add-on, and a shopper sees both', async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await ownerToken(page.request, API, 'aurora')}` };
  const created = await page.request.post(`${API}/Owner/CreateProduct`, {
    data: { Name: `Tea kettle ${run}`, Price: '30', Stock: 5, Status: 'active' },
    headers,
  });
  const product = ((await created.json()) as { data: { product: { productID: number } } }).data.product;

  await signInToStudio(page, 'aurora', `#products/${product.productID}`);
  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await questions.getByRole('button', { name: 'Add a question' }).click();
  await questions.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Does it whistle?');
  await questions.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('Yes, <b>softly</b>.');
  await questions.getByRole('button', { name: 'Add a question' }).click();
  await questions.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Is it induction ready?');
  await questions.getByRole('textbox', { name: 'Answer 2', exact: true }).fill('It is.');
  const handle = questions.getByRole('button', { name: 'Drag question 2' });
  // Each key waits for dnd-kit to take the one before, as the pictures' test does: lifted, moved, dropped.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/was moved over droppable area new-/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(questions.getByRole('textbox', { name: 'Question 1', exact: true })).toHaveValue('Is it induction ready?');

  const extras = page.getByRole('region', { name: 'Add-ons' });
  await extras.getByRole('button', { name: 'Add an add-on' }).click();
  await extras.getByRole('textbox', { name: 'Add-on 1', exact: true }).fill(`Gift wrap ${run}`);
  await extras.getByRole('textbox', { name: 'Price of add-on 1', exact: true }).fill('3.50');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await questions.screenshot({ path: test.info().outputPath('editor-questions.png') });
  await extras.screenshot({ path: test.info().outputPath('editor-addons.png') });

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/tea-kettle-${run}`));
  await expect(shopper.getByText(`Gift wrap ${run}`).first()).toBeVisible();
  await shopper.getByRole('tab', { name: 'FAQ' }).click();
  const asked = shopper.getByRole('tabpanel').getByRole('heading', { level: 3 });
  await expect(asked.first()).toHaveText('Is it induction ready?');
  await expect(asked.nth(1)).toHaveText('Does it whistle?');
});
