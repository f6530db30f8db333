// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeApi, ShippingSetup } from '../../../src/application/ports/back-office-api.port';
import ShippingView from '../../../src/studio/shipping/shipping-view';

afterEach(cleanup);

const aurora: ShippingSetup = {
  pricesIncludeTax: false,
  taxRounding: 'line',
  zones: [
    {
      id: 1,
      name: 'United States',
      countries: ['US'],
      taxRate: '8.875',
      methods: [
        {
          id: 10,
          name: 'Standard delivery',
          description: '3-5 business days',
          kind: 'flat',
          rateCents: 500,
          freeOverCents: 10_000,
          tiers: [],
          enabled: true,
        },
      ],
    },
    { id: 2, name: 'International', countries: [], taxRate: '0', methods: [] },
  ],
};

function fakeApi(answer: (setup: ShippingSetup) => Awaited<ReturnType<BackOfficeApi['saveShipping']>>) {
  const shipping = vi.fn(async () => ({ ok: true as const, value: aurora }));
  const saveShipping = vi.fn(async (setup: ShippingSetup) => answer(setup));
  return { api: { shipping, saveShipping } as unknown as BackOfficeApi, saveShipping };
}

describe('the Shipping and taxes page', () => {
  it('saves the whole setup with an edited threshold, a country added and tax included', async () => {
    const { api, saveShipping } = fakeApi((setup) => ({ ok: true, value: setup }));
    render(<ShippingView api={api} />);
    const home = await screen.findByRole('region', { name: 'Zone United States' });
    const standard = within(home).getByRole('group', { name: 'Standard delivery' });
    fireEvent.change(within(standard).getByLabelText('Free-shipping threshold (optional)'), { target: { value: '150' } });
    fireEvent.change(within(home).getByLabelText('Add a country'), { target: { value: 'CA' } });
    expect(within(home).getByRole('button', { name: 'Remove Canada from United States' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Prices are entered with tax included'));
    fireEvent.click(screen.getByRole('button', { name: 'Save shipping and taxes' }));
    expect(await screen.findByText('Shipping and taxes saved')).toBeTruthy();
    const saved = saveShipping.mock.calls[0]![0];
    expect(saved.pricesIncludeTax).toBe(true);
    expect(saved.zones[0]).toMatchObject({ id: 1, countries: ['US', 'CA'], methods: [{ id: 10, freeOverCents: 15_000 }] });
    expect(saved.zones[1]).toEqual(aurora.zones[1]);
  });

  it("shows each of the server's messages beside the field its path names", async () => {
    const { api } = fakeApi(() => ({
      ok: false,
      status: 400,
      message: 'Invalid request',
      fields: {
        'zones.0.taxRate': 'The tax rate must be a percentage from 0 to 100, at most 3 decimals',
        'zones.0.methods.0.tiers': 'The first tier must start at 0',
        'zones.1.countries': 'Only one zone can cover the rest of the world',
      },
    }));
    render(<ShippingView api={api} />);
    const home = await screen.findByRole('region', { name: 'Zone United States' });
    const standard = within(home).getByRole('group', { name: 'Standard delivery' });
    fireEvent.change(within(standard).getByLabelText('Charged'), { target: { value: 'weight' } });
    expect((within(standard).getByLabelText('From (grams), tier 1') as HTMLInputElement).value).toBe('0');
    fireEvent.change(within(home).getByLabelText('Tax rate (%)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shipping and taxes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('3 fields need correcting');
    const rate = within(home).getByLabelText('Tax rate (%)');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The tax rate must be a percentage from 0 to 100, at most 3 decimals',
    );
    expect(within(standard).getByText('The first tier must start at 0')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Zone International' })).getByText('Only one zone can cover the rest of the world'),
    ).toBeTruthy();
  });

  it("refuses an amount that is not one beside its field, with the API's message, and sends nothing", async () => {
    const { api, saveShipping } = fakeApi((setup) => ({ ok: true, value: setup }));
    render(<ShippingView api={api} />);
    const home = await screen.findByRole('region', { name: 'Zone United States' });
    const standard = within(home).getByRole('group', { name: 'Standard delivery' });
    fireEvent.change(within(standard).getByLabelText('Rate'), { target: { value: 'five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shipping and taxes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('one field needs correcting');
    const rate = within(standard).getByLabelText('Rate');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)?.textContent).toBe('The rate must be an amount like 5 or 4.99');
    expect(saveShipping).not.toHaveBeenCalled();
  });
});
