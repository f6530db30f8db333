/**
 * Contact and form sections: messages beside the fields, success toasts, submissions stored (read
 * back through the store API with the receipt the browser got), a file upload, and the same forms
 * working without JavaScript.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bypassMaintenance } from './support/store-bypass';
import { E2E_PORT, storeUrl } from './support/store-urls';

/** Reads a submission back through the store API, with a guest token of its store (as the browser had, with its pass into a closed store). */
async function storedSubmission(request: APIRequestContext, store: string, receipt: string, pass?: string) {
  const api = `http://localhost:${E2E_PORT}/store-api`;
  const info = await (await request.get(`${api}/Web/GetWebInfo?Domain=${store}`)).json();
  const response = await request.get(`${api}/Form/GetSubmission?Receipt=${receipt}`, {
    headers: { authorization: `Bearer ${info.data.tokens.accessToken}`, ...(pass ? { 'x-store-pass': pass } : {}) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    source: string;
    sectionId: string;
    pagePath: string;
    fields: Array<{ fieldName: string; value: unknown; file?: unknown }>;
  };
}

/** The forms take over from the browser's own checks once hydrated. */
const hydrated = (page: Page, form: ReturnType<Page['locator']>) => expect(form).toHaveJSProperty('noValidate', true);

test('the contact form says which field is missing, then sends and stores the message', async ({ page, request }) => {
  await page.goto(storeUrl('aurora', '/contact'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) });
  await hydrated(page, form);
  const name = form.getByRole('textbox', { name: 'Name' });
  await form.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is the linen dress lined?');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(name).toBeFocused();

  await name.fill('Ann Lee');
  await expect(form.getByText('Name is required')).toBeHidden();
  const submitted = page.waitForResponse((response) => response.url().endsWith('/store-api/Form/Submit'));
  await form.getByRole('button', { name: 'Send message' }).click();
  const answer = await (await submitted).json();
  expect(answer.status).toBe(200);
  await expect(page.getByText('Thank you! Your message was sent. We will reply soon.')).toBeVisible();
  await expect(name).toHaveValue('');

  const stored = await storedSubmission(request, 'aurora', answer.data.receipt);
  expect(stored).toMatchObject({ source: 'contact', pagePath: '/contact' });
  expect(stored.fields).toEqual([
    { fieldName: 'Name', value: 'Ann Lee' },
    { fieldName: 'Email', value: 'ann@example.com' },
    { fieldName: 'Message', value: 'Is the linen dress lined?' },
  ]);
});

test("a forms section checks the owner's fields and sends a picture with the request", async ({ page, context, request }) => {
  // Atelier is in maintenance: its owner checks the form with the bypass.
  await bypassMaintenance(context, request, 'atelier');
  await page.goto(storeUrl('atelier'));
  const region = page.getByRole('region', { name: 'Commission a piece' });
  const form = region.locator('form');
  await hydrated(page, form);
  await region.getByRole('button', { name: 'Send request' }).click();
  await expect(region.getByText('Your name is required')).toBeVisible();
  await expect(region.getByText('Choose an option for Piece')).toBeVisible();
  await expect(region.getByText('Details is required')).toBeVisible();
  await expect(region.getByRole('textbox', { name: 'Your name' })).toBeFocused();

  await region.getByRole('textbox', { name: 'Your name' }).fill('Ann');
  await region.getByRole('textbox', { name: 'Email' }).fill('ann@example');
  await region.getByRole('combobox', { name: 'Piece' }).selectOption('Vase');
  await region.getByRole('radio', { name: 'Oat' }).check();
  await region.getByRole('checkbox', { name: 'Gift wrap' }).check();
  await region.getByRole('textbox', { name: 'Details' }).fill('Tall, for dried flowers');
  await region
    .getByLabel('Reference picture')
    .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await region.getByRole('button', { name: 'Send request' }).click();
  await expect(region.getByText('Email must be a valid email')).toBeVisible();

  await region.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  const submitted = page.waitForResponse((response) => response.url().endsWith('/store-api/Form/Submit'));
  await region.getByRole('button', { name: 'Send request' }).click();
  const answer = await (await submitted).json();
  await expect(page.getByText('Thank you! Your request was sent.')).toBeVisible();

  const pass = (await context.cookies(storeUrl('atelier'))).find((c) => c.name.startsWith('mbypass_'))?.value;
  const stored = await storedSubmission(request, 'atelier', answer.data.receipt, pass);
  expect(stored.sectionId).toBe('temp-ateform00007');
  expect(stored.fields).toEqual(
    expect.arrayContaining([
      { fieldName: 'Piece', value: 'Vase' },
      { fieldName: 'Glaze', value: 'Oat' },
      { fieldName: 'Extras', value: ['Gift wrap'] },
      { fieldName: 'Reference picture', value: 'sketch.png', file: { name: 'sketch.png', type: 'image/png', size: 8 } },
    ]),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, comes back to the page and says what happened', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/contact'));
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) });
    await form.getByRole('textbox', { name: 'Name' }).fill('Bo');
    // The browser accepts a@b as an address; the store's rule does not, and says so beside the field.
    await form.getByRole('textbox', { name: 'Email' }).fill('bo@shop');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Norway?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/form_status=invalid/);
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email must be a valid email');

    await form.getByRole('textbox', { name: 'Name' }).fill('Bo');
    await form.getByRole('textbox', { name: 'Email' }).fill('bo@shop.example');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Norway?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\?form=temp-contactpage&form_status=sent#temp-contactpage-form$/);
    await expect(page.getByRole('status')).toHaveText('Thank you! Your message was sent. We will reply soon.');
  });
});
