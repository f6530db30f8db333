// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductsView from '../../../../src/studio/products/products-view';
import { fakeProductsApi, ok, saved } from './fake-products-api';
import { fakeImportApi } from './fake-catalogue-import-api';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

function open(hash: string, api = fakeProductsApi()) {
  window.location.hash = hash;
  render(<ProductsView api={{ products: api, imports: fakeImportApi(), storeOrigin: 'http://aurora.localhost:3000' }} />);
  return api;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const option = (n: number) => within(screen.getByRole('group', { name: `Option ${n}` }));
const variantRows = () =>
  within(screen.getByRole('table', { name: 'Variants' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('a new product', () => {
  it('fills the handle from the title, makes a variant per combination of its options, saves and opens the saved product', async () => {
    const api = open('#products/new');
    const heading = await screen.findByRole('heading', { name: 'Add product', level: 2 });
    expect(document.activeElement).toBe(heading);
    type('Title', 'Café Crème Tee');
    expect((screen.getByLabelText('URL handle') as HTMLInputElement).value).toBe('cafe-creme-tee');
    expect(screen.getByText('http://aurora.localhost:3000/cafe-creme-tee')).toBeTruthy();
    type('Price', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Add options like size or color' }));
    fireEvent.change(option(1).getByLabelText('Option name'), { target: { value: 'Color' } });
    fireEvent.change(option(1).getByLabelText('Option values'), { target: { value: 'Red, Blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another option' }));
    fireEvent.change(option(2).getByLabelText('Option name'), { target: { value: 'Size' } });
    fireEvent.change(option(2).getByLabelText('Option values'), { target: { value: 'S, M, S' } });
    expect(variantRows()).toEqual(['Red / S', 'Red / M', 'Blue / S', 'Blue / M']);
    type('Price of Blue / M', '24.50');
    type('Stock of Red / S', '3');
    // A third option is the last one a product can have.
    fireEvent.click(screen.getByRole('button', { name: 'Add another option' }));
    expect(screen.queryByRole('button', { name: 'Add another option' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#products/77'));
    const [fields] = api.createProduct.mock.calls[0]! as unknown as [Record<string, unknown>];
    expect(fields).toMatchObject({
      name: 'Café Crème Tee',
      handle: 'cafe-creme-tee',
      status: 'draft',
      price: '20',
      options: [
        { name: 'Color', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
    });
    expect(
      (fields.variants as Array<{ optionValues: string[]; price: string; stock: number }>).map((v) => [
        v.optionValues.join('/'),
        v.price,
        v.stock,
      ]),
    ).toEqual([
      ['Red/S', '20', 3],
      ['Red/M', '20', 0],
      ['Blue/S', '20', 0],
      ['Blue/M', '24.50', 0],
    ]);
  });

  it('keeps what a variant row holds when another value is added, and refuses a stock that is no count without sending', async () => {
    const api = open('#products/new');
    await screen.findByLabelText('Title');
    type('Title', 'Tee');
    fireEvent.click(screen.getByRole('button', { name: 'Add options like size or color' }));
    fireEvent.change(option(1).getByLabelText('Option name'), { target: { value: 'Size' } });
    fireEvent.change(option(1).getByLabelText('Option values'), { target: { value: 'S' } });
    type('SKU of S', 'TEE-S');
    type('Stock of S', 'lots');
    fireEvent.change(option(1).getByLabelText('Option values'), { target: { value: 'S, L' } });
    expect((screen.getByLabelText('SKU of S') as HTMLInputElement).value).toBe('TEE-S');
    expect(variantRows()).toEqual(['S', 'L']);
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    const stock = screen.getByLabelText('Stock of S');
    await vi.waitFor(() => expect(document.activeElement).toBe(stock));
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(stock.getAttribute('aria-describedby')!)?.textContent).toBe('Stock must be a whole number, 0 or more');
    expect(api.createProduct).not.toHaveBeenCalled();
  });
});

describe('a saved product', () => {
  it("shows the store API's field errors beside their fields and focuses the first", async () => {
    const api = fakeProductsApi();
    api.updateProduct.mockResolvedValueOnce({
      ok: false,
      status: 400,
      message: 'Invalid request',
      fields: {
        Handle: 'Handle "silk-scarf" is already used by a product of this store',
        'Variants.1.Price': 'Price must be an amount with at most 2 decimals',
      },
    });
    open('#products/41', api);
    await screen.findByLabelText('URL handle');
    type('URL handle', 'silk-scarf');
    type('Price of M', '45.001');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const handle = screen.getByLabelText('URL handle');
    await vi.waitFor(() => expect(document.activeElement).toBe(handle));
    expect(handle).toHaveProperty('ariaInvalid', 'true');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(/already used/);
    const price = screen.getByLabelText('Price of M');
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Price must be an amount with at most 2 decimals',
    );
    expect(screen.getByRole('alert').textContent).toMatch(/2 problems/);
    expect(within(screen.getByRole('alert')).getByText('M: Price must be an amount with at most 2 decimals')).toBeTruthy();
  });

  it('saves from the version it was opened at and sets only the stock counts that changed, with the reason given', async () => {
    const api = open('#products/41');
    await screen.findByLabelText('Stock of M');
    expect(screen.queryByLabelText('Reason for the stock change (optional)')).toBeNull();
    type('Stock of M', '9');
    type('Reason for the stock change (optional)', ' Stocktake ');
    type('Vendor', 'Aurora');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    expect(api.updateProduct).toHaveBeenCalledWith(41, 3, expect.objectContaining({ vendor: 'Aurora', price: '39.00' }));
    expect(api.setStock.mock.calls).toEqual([[41, 502, 9, 'Stocktake']]);
  });

  it('says when someone else saved it meanwhile, and overwrites from the version it is at now', async () => {
    const api = fakeProductsApi();
    api.updateProduct.mockResolvedValueOnce({
      ok: false,
      status: 409,
      message: 'The product changed since version 3 (now 5)',
      fields: { Version: '…' },
    });
    open('#products/41', api);
    await screen.findByLabelText('Title');
    type('Title', 'Linen shirt, relaxed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('This product was changed by someone else since you opened it');
    api.product.mockResolvedValue(ok({ ...saved, version: 5, name: 'Linen shirt (theirs)' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Overwrite' }));
    await vi.waitFor(() =>
      expect(api.updateProduct).toHaveBeenLastCalledWith(41, 5, expect.objectContaining({ name: 'Linen shirt, relaxed' })),
    );
    expect(await screen.findByText('Product saved')).toBeTruthy();
  });

  it('reloads what someone else saved, dropping the edits', async () => {
    const api = fakeProductsApi();
    api.updateProduct.mockResolvedValueOnce({ ok: false, status: 409, message: 'changed', fields: { Version: '…' } });
    open('#products/41', api);
    await screen.findByLabelText('Title');
    type('Title', 'Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    api.product.mockResolvedValue(ok({ ...saved, version: 5, name: 'Theirs' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Theirs'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes only once the owner confirms, then goes back to the list', async () => {
    const api = open('#products/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Linen shirt?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteProduct).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#products'));
    expect(api.deleteProduct).toHaveBeenCalledWith(41);
  });
});
