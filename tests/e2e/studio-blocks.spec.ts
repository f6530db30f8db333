/**
 * Blocks in the Theme Studio (decision 39): an owner opens a features section's blocks, edits one
 * block's text, selects a block by clicking it in the frame, moves a block with the keyboard (its
 * move buttons) and by dragging it, undoes the drag, adds and removes a block with undo, publishes, and a shopper sees the blocks in the new order. And the issue's own scenario: an
 * owner makes an About page, adds a hero and a slide to it, links the slide's button to a product
 * picked by name and gives it a picture uploaded to the media library; a shopper sees all of it.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { editorFrame, publishDraft, signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

// Wide enough that the desktop preview is shown at full size (Playwright clicks inside the frame).
test.use({ viewport: { width: 1960, height: 1000 } });

/** The features section's block texts in the frame (or a shopper's page), in page order. */
const blockTitles = (section: ReturnType<Page['locator']>) => section.locator('[data-block-index] .heading').allTextContents();

test('an owner edits, selects, moves, adds and removes the blocks of a section; a shopper sees the new order', async ({
  page,
  context,
}) => {
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

  // Drag by its handle onto the row above, dropped once the list says where it is (by name and place).
  const dragHandle = blocks.getByRole('button', { name: `Drag Feature: ${fast}` });
  await dragHandle.scrollIntoViewIfNeeded();
  const handle = (await dragHandle.boundingBox())!;
  const above = (await blocks.getByRole('button', { name: 'Feature: Feature 3', exact: true }).boundingBox())!;
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y + handle.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, above.y + above.height / 2, { steps: 8 });
  await expect(page.getByText(`Feature: ${fast} is at position 2 of 3.`)).toBeAttached();
  await page.mouse.up();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', fast, 'Feature 3']);

  // Undo takes the drag back, exactly.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => blockTitles(section)).toEqual(['Feature 2', 'Feature 3', fast]);
  await expect.poll(rows).toEqual(['Feature: Feature 2', 'Feature: Feature 3', `Feature: ${fast}`]);
  // The selection went back with its block, not left on the row that now holds another.
  await expect(blocks.getByRole('button', { name: `Feature: ${fast}`, pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Feature: ${fast}` })).toBeVisible();

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

test('an owner builds an About page with a slide: a product picked for its link and an uploaded picture; a shopper sees all of it', async ({
  page,
  context,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const slug = `about-us-${run}`;
  const heading = `Fired in our kiln ${run}`;
  const alt = `The kiln at dusk ${run}`;
  await signInToStudio(page, 'nordic');
  await editorFrame(page);

  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Title', { exact: true }).fill(`About us ${run}`);
  await expect(dialog.getByLabel('Address (slug)')).toHaveValue(slug);
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `About us ${run} sections` })).toBeVisible();

  // A hero banner, and a second slide added to it as a block.
  await page.getByLabel('Section type').selectOption({ label: 'Hero banner' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('button', { name: 'Blocks of Hero banner: New arrivals' }).click();
  await page.getByRole('button', { name: 'Add slide to Hero banner: New arrivals' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Slide: New slide' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Settings' });
  await form.getByLabel('Heading', { exact: true }).fill(heading);
  await form.getByLabel('Heading', { exact: true }).blur();

  // The button links to a product chosen from the store's own list.
  const button = form.getByRole('group', { name: 'Button' });
  // The choices offered follow the kind: wait for the products to replace the pages offered before.
  const offered = () =>
    button.locator('datalist option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const pages = await offered();
  await button.getByLabel('Links to').selectOption({ label: 'Product' });
  await expect.poll(async () => (await offered()).filter((value) => !pages.includes(value)).length).toBeGreaterThan(0);
  const choice = button.locator('datalist option').first();
  const [productSlug, productName] = [await choice.getAttribute('value'), await choice.getAttribute('label')];
  await button.getByLabel('Product', { exact: true }).fill(productSlug!);
  await button.getByLabel('Product', { exact: true }).blur();
  await expect(button.getByText(`Links to “${productName}” (/${productSlug})`)).toBeVisible();

  // A picture uploaded to the library fills the slide's image and its alt text.
  await form.getByText('Upload a picture').click();
  const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#7c2d12' } })
    .png()
    .toBuffer();
  await form.getByLabel(/^Picture \(PNG/).setInputFiles({ name: `kiln-${run}.png`, mimeType: 'image/png', buffer: picture });
  await form.getByLabel('Alt text (what the picture shows)').fill(alt);
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Uploaded, and now in your media library' })).toBeVisible();
  await expect(form.getByLabel('Image alt', { exact: true })).toHaveValue(alt);
  await expect(form.getByLabel('Image', { exact: true })).toHaveValue(/^media:\/\//);

  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  await publishDraft(page);

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('nordic', `/${slug}`));
  await shopper.getByRole('button', { name: 'Show slide 2' }).click();
  const slide = shopper.getByRole('group', { name: '2 of 2' });
  await expect(slide.getByRole('heading', { name: heading })).toBeVisible();
  await expect(slide.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', `/${productSlug}`);
  const image = slide.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
