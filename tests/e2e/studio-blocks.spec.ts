/**
 * Blocks in the Theme Studio (issue 18): an owner opens a features section's blocks, edits one
 * block's text, selects a block by clicking it in the frame, moves a block with the keyboard (the
 * move buttons, and dnd-kit's Space / arrow / Space), undoes a move, adds and removes a block with
 * undo, publishes, and a shopper sees the blocks in the new order.
 */
import { expect, test, type Page } from '@playwright/test';
import { editorFrame, publishDraft, signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

// Wide enough that the desktop preview is shown at full size (Playwright clicks inside the frame).
test.use({ viewport: { width: 1960, height: 1000 } });

/** The features section's block texts in the frame (or a shopper's page), in page order. */
const blockTitles = (section: ReturnType<Page['locator']>) => section.locator('[data-block-index] .heading').allTextContents();

test('an owner edits, selects, moves, adds and removes the blocks of a section; a shopper sees the new order', async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const heading = `Why us ${run}`;
  const fast = `Fast shipping ${run}`;
  // Nordic: the store the studio tests publish to (theme-studio, colour-schemes).
  await signInToStudio(page, 'nordic');
  const frame = await editorFrame(page);

  await page.getByLabel('Section type').selectOption({ label: 'Features' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Heading', { exact: true }).fill(heading);
  await page.getByLabel('Heading', { exact: true }).blur();
  const section = frame.locator('[data-section-type="12"]', { hasText: heading });
  await expect(section).toBeVisible();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 1', 'Feature 2', 'Feature 3']);

  // The section's blocks open under its row, each a row of its own.
  const toggle = page.getByRole('button', { name: `Blocks of Features: ${heading}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const blocks = page.getByRole('list', { name: `Blocks of Features: ${heading}` });
  const rows = () => blocks.getByRole('listitem').locator('button[aria-pressed]').allTextContents();
  await expect.poll(rows).toEqual(['Feature: Feature 1', 'Feature: Feature 2', 'Feature: Feature 3']);

  // A block's own settings form: its title, edited, shows in the frame and names the row.
  await blocks.getByRole('button', { name: 'Feature: Feature 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Feature: Feature 1' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(fast);
  await page.getByLabel('Title', { exact: true }).blur();
  await expect.poll(() => blockTitles(section)).toEqual([fast, 'Feature 2', 'Feature 3']);
  await expect(blocks.getByRole('button', { name: `Feature: ${fast}`, pressed: true })).toBeVisible();

  // A click on a block in the frame selects it in the list and opens its settings.
  await section.locator('[data-block-index="2"]').click();
  await expect(blocks.getByRole('button', { name: 'Feature: Feature 3', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Feature: Feature 3' })).toBeVisible();

  // Keyboard: the move buttons, twice; focus stays with the moved block.
  await blocks.getByRole('button', { name: `Feature: ${fast}`, exact: true }).click();
  const down = blocks.getByRole('button', { name: `Move Feature: ${fast} down` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(rows).toEqual(['Feature: Feature 2', `Feature: ${fast}`, 'Feature: Feature 3']);
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', 'Feature 3', fast]);
  await expect(down).toBeDisabled();

  // Keyboard: dnd-kit's drag (Space to lift, arrow up, Space to drop).
  await blocks.getByRole('button', { name: `Drag Feature: ${fast}` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  // Announced by name and place (dnd-kit's live region).
  await expect(page.getByText(`Feature: ${fast} is at position 2 of 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', fast, 'Feature 3']);
  await expect(blocks.getByRole('button', { name: `Drag Feature: ${fast}` })).toBeFocused();

  // Undo takes the drag back, exactly.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', 'Feature 3', fast]);
  await expect.poll(rows).toEqual(['Feature: Feature 2', 'Feature: Feature 3', `Feature: ${fast}`]);

  // Add a block after the selected one, remove it, and bring it back with Undo.
  await blocks.getByRole('button', { name: 'Feature: Feature 2', exact: true }).click();
  await page.getByRole('button', { name: `Add feature to Features: ${heading}` }).click();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', 'New feature', 'Feature 3', fast]);
  await expect(page.getByRole('heading', { level: 2, name: 'Feature: New feature' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove block' }).click();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', 'Feature 3', fast]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', 'New feature', 'Feature 3', fast]);
  await blocks.getByRole('button', { name: 'Feature: New feature', exact: true }).click();
  await blocks.getByRole('button', { name: 'Remove Feature: New feature' }).click();
  await expect.poll(rows).toEqual(['Feature: Feature 2', 'Feature: Feature 3', `Feature: ${fast}`]);

  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  await publishDraft(page);
  const shopper = await context.newPage();
  await shopper.goto(storeUrl('nordic'));
  const live = shopper.locator('[data-section-type="12"]', { hasText: heading });
  await expect(live).toBeVisible();
  expect(await blockTitles(live)).toEqual(['Feature 2', 'Feature 3', fast]);
});
