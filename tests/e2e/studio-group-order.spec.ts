/**
 * The order of a hand-picked product group (decision 107): an owner moves the group's last product first
 * with the keyboard (Space, arrow, arrow, Space on its drag handle) and another by dragging it, each
 * move saved at once; a shopper finds the group's page in that order under "Featured", and the
 * spec's other sorts still sort. axe finds nothing on the studio's page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { hydratedElement } from './support/hydration';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

/** The products a list shows, in its order, by their drag handles' names. */
const namesIn = (list: Locator) =>
  list
    .getByRole('button', { name: /^Drag / })
    .evaluateAll((handles) => handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Drag /, '')));
const orderSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();

test("an owner orders a hand-picked group by keyboard and drag, and shoppers see the owner's order", async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await ownerToken(page.request, API, 'aurora')}` };
  const post = async (path: string, data: object) =>
    ((await (await page.request.post(`${API}/Owner/${path}`, { data, headers })).json()) as { data: { id: number } }).data;
  const group = await post('SaveProductGroup', { Name: `Gallery wall ${run}` });
  const [ash, beech, cherry] = ['Ash', 'Beech', 'Cherry'].map((wood) => `${wood} frame ${run}`) as [string, string, string];
  const names = [ash, beech, cherry];
  for (const name of names) await post('CreateProduct', { Name: name, Price: '18', Stock: 4, Status: 'active', GroupIDs: [group.id] });

  await signInToStudio(page, 'aurora', '#categories');
  await page.getByRole('button', { name: 'Product groups' }).click();
  await page.getByRole('button', { name: `Edit Gallery wall ${run}` }).click();
  const order = page.getByRole('region', { name: `Order of Gallery wall ${run}` });
  const list = order.getByRole('list', { name: `Products of Gallery wall ${run}` });
  await expect.poll(() => namesIn(list)).toEqual(names);

  // Each key waits for dnd-kit to take the one before, as the pictures' test does: lifted, moved twice, dropped.
  const handle = list.getByRole('button', { name: `Drag ${cherry}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/was moved over droppable area \d+/)).toBeAttached();
  const firstMove = await page.getByText(/was moved over droppable area \d+/).textContent();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/was moved over droppable area \d+/)).not.toHaveText(firstMove ?? '');
  await page.keyboard.press('Space');
  await orderSaved(page);
  await expect.poll(() => namesIn(list)).toEqual([cherry, ash, beech]);

  // A drag with the pointer: Beech (last) onto Cherry (first).
  const from = await list.getByRole('button', { name: `Drag ${beech}` }).boundingBox();
  const to = await list.getByRole('button', { name: `Drag ${cherry}` }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => namesIn(list)).toEqual([beech, cherry, ash]);
  await orderSaved(page);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await order.screenshot({ path: test.info().outputPath('group-order.png') });

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/gallery-wall-${run}`));
  const cards = shopper.getByRole('heading', { name: new RegExp(`frame ${run}`) });
  await expect(cards).toHaveText([beech, cherry, ash]);
  await expect(shopper.getByLabel('Sort by')).toHaveValue('1');
  await expect(shopper.getByLabel('Sort by').locator('option:checked')).toHaveText('Featured');
  // The spec's other sorts still sort (once the page is live, the menu changes the listing at once).
  await hydratedElement(shopper.getByLabel('Sort by'));
  await shopper.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
  await expect(shopper).toHaveURL(/sort=4$/);
  await expect(cards).toHaveText(names);
});
