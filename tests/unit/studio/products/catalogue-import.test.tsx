// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductsView from '../../../../src/studio/products/products-view';
import { anImport, fakeImportApi } from './fake-catalogue-import-api';
import { fakeProductsApi } from './fake-products-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
});

const view = (imports = fakeImportApi(), hash = '#products/import/7') => {
  window.location.hash = hash;
  render(<ProductsView api={{ products: fakeProductsApi(), imports, storeOrigin: 'http://aurora.localhost:3000' }} />);
  return imports;
};
/** A stage follows the store's answers, asked every second. */
const later = { timeout: 4000 };
/** The import page's live line, where the store is with the file. */
const progressLine = () => screen.getAllByRole('status').find((line) => line.getAttribute('aria-live') === 'polite')!.textContent;
const csv = (name = 'catalogue.csv', text = 'Handle,Title\nshirt,Shirt\n') => new File([text], name, { type: 'text/csv' });

describe('the catalogue import', () => {
  it('opens from the Products list, with its labelled file input and the past imports linked to their pages', async () => {
    view(fakeImportApi(), '');
    expect((await screen.findByRole('link', { name: 'Import' })).getAttribute('href')).toBe('#products/import');
    window.location.hash = '#products/import';
    expect(await screen.findByRole('heading', { name: 'Import products', level: 2 })).toBe(document.activeElement);
    expect(screen.getByLabelText(/Product CSV file/).getAttribute('accept')).toBe('.csv,text/csv');
    const past = await screen.findByRole('link', { name: 'old.csv' });
    expect(past.getAttribute('href')).toBe('#products/import/6');
    expect(within(past.closest('tr')!).getByText('File refused')).toBeTruthy();
  });

  it('uploads the chosen or dropped file in base64 and opens its page; refuses a file that is not a CSV before sending it', async () => {
    const api = view(fakeImportApi(), '#products/import');
    const input = await screen.findByLabelText(/Product CSV file/);
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect((await screen.findByRole('alert')).textContent).toContain('photo.png is not a CSV file');
    expect(api.upload).not.toHaveBeenCalled();
    fireEvent.drop(input.parentElement!, { dataTransfer: { files: [csv()] } });
    expect(screen.getByText('catalogue.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#products/import/7'));
    expect(api.upload).toHaveBeenCalledWith('catalogue.csv', btoa('Handle,Title\nshirt,Shirt\n'));
  });

  it('follows the dry run, then shows its summary, ignored columns and refused rows with their messages, filtered', async () => {
    const api = view(fakeImportApi([anImport({ state: 'checking' }), anImport({ ignoredColumns: ['Gift Card', 'Cost per item'] })]));
    await vi.waitFor(() => expect(progressLine()).toBe('Checking the file…'));
    const stage = await screen.findByRole('heading', { name: 'Check of the file' }, later);
    // The focus moves in an effect after the stage renders: waited for, not assumed in the same tick.
    await vi.waitFor(() => expect(document.activeElement).toBe(stage));
    expect(progressLine()).toBe('Checked: 7 products to create, 0 to update, 1 refused.');
    expect(screen.getByText(/Columns not imported/).textContent).toContain('Gift Card, Cost per item');
    const refused = (await screen.findByRole('rowheader', { name: /Silk scarf/ })).closest('tr')!;
    expect(within(refused).getByText('Row 14: Variant Price must be an amount with at most 2 decimals')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Show products' })).getByRole('button', { name: 'Refused' }));
    await vi.waitFor(() => expect(api.rows).toHaveBeenLastCalledWith(7, 'refuse', 1));
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: /Linen shirt/ })).toBeNull());
  });

  it('lands on the check even when the store finished it before the page first asked (a small file, a busy machine)', async () => {
    view(fakeImportApi([anImport()]));
    const stage = await screen.findByRole('heading', { name: 'Check of the file' });
    await vi.waitFor(() => expect(document.activeElement).toBe(stage));
  });

  it('starts the import, shows its progress and cancels it once the owner confirms', async () => {
    const api = view(fakeImportApi([anImport(), anImport({ state: 'importing', processed: 3 })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 7 products' }));
    expect(await screen.findByRole('heading', { name: 'Importing' })).toBe(document.activeElement);
    expect(api.start).toHaveBeenCalledWith(7);
    await vi.waitFor(() => expect(screen.getByRole('progressbar', { name: 'Products imported' }).getAttribute('value')).toBe('3'), later);
    expect(progressLine()).toBe('Importing: 3 of 7 products written.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel the import?' })).getByRole('button', { name: 'Stop the import' }),
    );
    await vi.waitFor(() => expect(api.cancel).toHaveBeenCalledWith(7));
  });

  it('says a file that cannot be read imports nothing, with nothing to start', async () => {
    view(fakeImportApi([anImport({ fileError: 'Line 7: the file is not UTF-8 text.', toCreate: 0, refused: 0 })]));
    expect((await screen.findByRole('alert')).textContent).toContain('Line 7: the file is not UTF-8 text.');
    expect(screen.getByRole('button', { name: 'Import 0 products' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows what the import did and the pictures that could not be fetched, by row and address, and fetches them again', async () => {
    const done = anImport({
      state: 'done',
      processed: 7,
      created: 6,
      updated: 0,
      failed: 1,
      pictures: { pending: 0, fetched: 0, failed: 2 },
    });
    const problems = [{ row: 2, src: 'https://example.com/shirt.jpg', error: 'no answer' }];
    const api = view(fakeImportApi([done], problems));
    expect(await screen.findByRole('heading', { name: 'Import done' })).toBeTruthy();
    expect(progressLine()).toBe('Import done: 6 created, 0 updated, 1 failed.');
    expect(screen.getByText('0 fetched, 2 could not be fetched.')).toBeTruthy();
    expect(screen.getByText('Row 2: https://example.com/shirt.jpg (no answer)')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Show products' })).getByRole('button', { name: 'Failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fetch the failed pictures again' }));
    await vi.waitFor(() => expect(api.retryPictures).toHaveBeenCalledWith(7));
  });

  it('exports the products of the chosen status under the name the store gives the file', async () => {
    const api = view(fakeImportApi(), '');
    URL.createObjectURL = vi.fn(() => 'blob:products');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export products' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Draft products' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.exportProducts).toHaveBeenCalledWith('draft');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('aurora-products.csv');
  });
});
