// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsChange, SettingsHistoryEntry, StoreSettingsApi } from '../../../src/application/ports/store-settings-api.port';
import type { StudioResult } from '../../../src/application/ports/studio-api.port';
import type { OwnerStoreSettings } from '../../../src/domain/store/store-settings';
import SettingsView from '../../../src/studio/settings/settings-view';
import { viewOf } from '../../../src/studio/studio-pages';

afterEach(cleanup);

const SAVED: OwnerStoreSettings = {
  scripts: {
    gA4ID: 'G-DEMOAURORA',
    googleAnalyticsID: '',
    tagManagerID: '',
    facebookPixelID: '',
    tiktokPixelID: '',
    adRollID: '',
    adRollPixelID: '',
    addThisID: '',
    liveChatID: '',
    customScript: '',
  },
  currency: { abbreviation: 'USD', symbol: '$', rate: '1' },
  show_currency: false,
  add_to_card_action: 'OPEN_DRAWER',
  account_mode: 2,
  contact_requirement_mode: 2,
  zoom_style: '',
  return_policy: { mode: 'within', days: 30, fees: 'free' },
  ownerNotifications: { newOrder: true, newMessage: true },
  pixelTokenSet: true,
  passwordProtected: false,
};
const OLD_ENTRY: SettingsHistoryEntry = {
  id: 1,
  changedBy: 'owner@aurora.example',
  changedAt: '2026-11-20T10:00:00.000Z',
  changes: ['Google Analytics 4 measurement ID set to G-DEMOAURORA'],
};

function fakeApi(answer?: (change: SettingsChange) => StudioResult<never> | null) {
  const save = vi.fn(async (change: SettingsChange) => {
    const refused = answer?.(change);
    if (refused) return refused;
    const settings: OwnerStoreSettings = {
      ...SAVED,
      ...change,
      pixelTokenSet: change.pixelToken.action !== 'clear',
      passwordProtected: change.storePassword.action === 'set',
    };
    const entry: SettingsHistoryEntry = {
      id: 2,
      changedBy: 'owner@aurora.example',
      changedAt: new Date().toISOString(),
      changes: ['Facebook pixel ID set to 123456789012345'],
    };
    return { ok: true as const, value: { settings, changes: entry.changes, entry } };
  });
  const api: StoreSettingsApi = {
    settings: vi.fn(async () => ({ ok: true as const, value: SAVED })),
    history: vi.fn(async () => ({ ok: true as const, value: [OLD_ENTRY] })),
    save,
  };
  return { api, save };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the Settings page', () => {
  it('is opened by #settings', () => {
    expect(viewOf('#settings')).toBe('settings');
  });

  it("shows each setting under its label, the token only as set, and the custom script's warning", async () => {
    const { api } = fakeApi();
    render(<SettingsView api={api} />);
    expect(((await screen.findByLabelText('Google Analytics 4 measurement ID')) as HTMLInputElement).value).toBe('G-DEMOAURORA');
    expect(screen.getByTestId('pixel-token-state').textContent).toBe('set (hidden)');
    expect(field('Replace the Conversions API token').value).toBe('');
    expect(field('Replace the Conversions API token').type).toBe('password');
    expect(screen.getByRole('note').textContent).toMatch(/runs on every page of your store, for every shopper, with full access/);
    expect((screen.getByLabelText('Customer accounts') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('list', { name: 'Saved changes, newest first' }).textContent).toContain('G-DEMOAURORA');
    expect(screen.getByRole('status').textContent).toBe('No unsaved changes');
  });

  it('refuses a malformed id beside its field, puts the keyboard there, and sends nothing', async () => {
    const { api, save } = fakeApi();
    render(<SettingsView api={api} />);
    const pixel = await screen.findByLabelText('Facebook pixel ID');
    fireEvent.change(pixel, { target: { value: '12345' } });
    fireEvent.change(field('TikTok pixel ID'), { target: { value: 'c4d7gdgu3u8gpr0nko30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Facebook pixel ID looks like 123456789012345')).toBeTruthy();
    expect(pixel.getAttribute('aria-invalid')).toBe('true');
    expect(pixel.getAttribute('aria-describedby')).toContain(screen.getByText('Facebook pixel ID looks like 123456789012345').id);
    await vi.waitFor(() => expect(document.activeElement).toBe(pixel));
    expect(screen.getByRole('status').textContent).toBe('Not saved: one field needs fixing');
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the whole page with ids in the vendor's case, keeps the secrets, says so and adds to the history", async () => {
    const { api, save } = fakeApi();
    render(<SettingsView api={api} />);
    fireEvent.change(await screen.findByLabelText('Facebook pixel ID'), { target: { value: ' 123456789012345 ' } });
    fireEvent.change(field('Google Tag Manager container ID'), { target: { value: 'gtm-ab12cd3' } });
    fireEvent.change(screen.getByLabelText('Add to cart'), { target: { value: 'OPEN_CART' } });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Saved at .*: live on the store now$/));
    const change = save.mock.calls[0]![0];
    expect(change.scripts).toMatchObject({ facebookPixelID: '123456789012345', tagManagerID: 'GTM-AB12CD3', gA4ID: 'G-DEMOAURORA' });
    expect(change).toMatchObject({ add_to_card_action: 'OPEN_CART', pixelToken: { action: 'keep' }, storePassword: { action: 'keep' } });
    const history = screen.getByRole('list', { name: 'Saved changes, newest first' });
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toContain('Facebook pixel ID set to 123456789012345');
  });

  it('states the return policy: a window of 1 to 365 days and who pays, or no returns', async () => {
    const { api, save } = fakeApi();
    render(<SettingsView api={api} />);
    const days = (await screen.findByLabelText('Return window in days')) as HTMLInputElement;
    expect(days.value).toBe('30');
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The return window is a whole number of days from 1 to 365')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(days));
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(days, { target: { value: '21' } });
    fireEvent.change(screen.getByLabelText('Return shipping'), { target: { value: 'customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].return_policy).toEqual({ mode: 'within', days: 21, fees: 'customer' });

    fireEvent.change(screen.getByLabelText('Return policy'), { target: { value: 'none' } });
    expect(screen.queryByLabelText('Return window in days')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0].return_policy).toEqual({ mode: 'none', days: 30, fees: 'free' });
  });

  it("shows the store API's refusals beside the fields it names", async () => {
    const { api } = fakeApi(() => ({
      ok: false,
      status: 400,
      message: 'Invalid request: scripts.liveChatID',
      fields: { 'scripts.liveChatID': 'LiveChat licence number looks like 12345678' },
    }));
    render(<SettingsView api={api} />);
    fireEvent.change(await screen.findByLabelText('LiveChat licence number'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('LiveChat licence number looks like 12345678')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Not saved: Invalid request: scripts.liveChatID');
  });

  it('asks for a password when protection is turned on, and sends the new one only inward', async () => {
    const { api, save } = fakeApi();
    render(<SettingsView api={api} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Ask visitors for a store password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose the password visitors will enter')).toBeTruthy();
    fireEvent.change(field('Store password'), { target: { value: 'cellar-door' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Remove the saved token' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({
      storePassword: { action: 'set', value: 'cellar-door' },
      pixelToken: { action: 'clear' },
    });
    await vi.waitFor(() => expect(field('New store password').value).toBe(''));
    expect(screen.getByTestId('pixel-token-state').textContent).toBe('not set');
  });
});
