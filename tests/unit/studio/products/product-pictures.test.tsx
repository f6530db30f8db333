// @vitest-environment jsdom
/**
 * The product editor's pictures and stock history against the fake ProductsApi (decision 89): upload
 * with alt text, reorder by the Move buttons (dragging by keyboard needs a layout: the Playwright
 * journey studio-product-pictures.spec.ts drives it), remove, a variant's picture chosen from the
 * product's, the alt text required, and a variant's history.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductFields } from '../../../../src/application/ports/owner-products-api.port';
import ProductsView from '../../../../src/studio/products/products-view';
import { fakeProductsApi, saved } from './fake-products-api';
import { fakeImportApi } from './fake-catalogue-import-api';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

function open(api = fakeProductsApi()) {
  window.location.hash = '#products/41';
  render(<ProductsView api={{ products: api, imports: fakeImportApi(), storeOrigin: 'http://aurora.localhost:3000' }} />);
  return api;
}
const pictures = () => within(screen.getByRole('list', { name: 'Pictures' }));
const alts = () =>
  pictures()
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);
const savedFields = (api: ReturnType<typeof fakeProductsApi>) =>
  (api.updateProduct.mock.calls.at(-1) as unknown as [number, number, ProductFields])[2];

async function upload(fileName: string, alt: string) {
  fireEvent.click(screen.getByText('Upload a picture'));
  const file = new File([new Uint8Array([137, 80, 78, 71])], fileName, { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Picture (PNG, JPEG, WebP, GIF or AVIF, up to 3 MB)'), { target: { files: [file] } });
  fireEvent.change(screen.getByLabelText('Alt text (what the picture shows)'), { target: { value: alt } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByText('Uploaded, and now in your media library');
}

describe("the product editor's pictures", () => {
  it('uploads a picture with its alt text, moves it first, gives a variant a picture and saves them in order', async () => {
    const api = open();
    await screen.findByRole('list', { name: 'Pictures' });
    expect(alts()).toEqual(['The shirt from the front', 'The shirt from the back']);
    await upload('shirt-sleeve.png', 'The sleeve, close up');
    expect(api.uploadPicture).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'shirt-sleeve.png', alt: 'The sleeve, close up' }));
    expect(alts()).toEqual(['The shirt from the front', 'The shirt from the back', 'The sleeve, close up']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Picture 3: The sleeve, close up up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Picture 2: The sleeve, close up up' }));
    expect(alts()).toEqual(['The sleeve, close up', 'The shirt from the front', 'The shirt from the back']);
    // The first picture cannot go higher, the last no lower.
    expect(screen.getByRole('button', { name: 'Move Picture 1: The sleeve, close up up' })).toHaveProperty('disabled', true);
    const picture = screen.getByRole('combobox', { name: 'Picture of M' });
    expect(
      within(picture)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      "The product's pictures",
      'Picture 1: The sleeve, close up',
      'Picture 2: The shirt from the front',
      'Picture 3: The shirt from the back',
    ]);
    fireEvent.change(picture, { target: { value: 'media://aurora/uploads/shirt-back.webp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    const fields = savedFields(api);
    expect(fields.images.map((image) => [image.imageFile, image.alt])).toEqual([
      ['media://aurora/uploads/shirt-sleeve.webp', 'The sleeve, close up'],
      ['media://aurora/uploads/shirt-front.webp', 'The shirt from the front'],
      ['media://aurora/uploads/shirt-back.webp', 'The shirt from the back'],
    ]);
    expect(fields.variants.map((variant) => variant.imageFile)).toEqual([null, 'media://aurora/uploads/shirt-back.webp']);
  });

  it("removes a picture, and a variant that showed it shows the product's pictures again", async () => {
    const api = fakeProductsApi({
      ...saved,
      variants: saved.variants.map((variant) => ({ ...variant, imageFile: 'media://aurora/uploads/shirt-back.webp' })),
    });
    open(api);
    await screen.findByRole('list', { name: 'Pictures' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Picture 2: The shirt from the back' }));
    expect(alts()).toEqual(['The shirt from the front']);
    expect((screen.getByRole('combobox', { name: 'Picture of S' }) as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    expect(savedFields(api).variants.map((variant) => variant.imageFile)).toEqual([null, null]);
  });

  it("asks for every picture's alt text before saving, and focuses the empty one", async () => {
    const api = open();
    await screen.findByRole('list', { name: 'Pictures' });
    fireEvent.change(screen.getByLabelText('Alt text of picture 2'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alt = screen.getByLabelText('Alt text of picture 2');
    await vi.waitFor(() => expect(document.activeElement).toBe(alt));
    expect(document.getElementById(alt.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Alt is required: describe what the picture shows',
    );
    expect(api.updateProduct).not.toHaveBeenCalled();
  });
});

describe("a variant's stock history", () => {
  it('shows who changed the stock, why, when, by how much and what was left', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'History of S' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock history of S' });
    const table = await within(dialog).findByRole('table', { name: 'Stock changes of S' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['owner@aurora.test', 'Manual change: Stocktake', '+3', '5'],
      ['Shopper', 'Sale, order #1007', '-1', '2'],
    ]);
    expect(api.stockHistory).toHaveBeenCalledWith(41, 501);
  });
});
