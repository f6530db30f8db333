/**
 * "Open a store" in the studio (decision 101): which screen a hash opens before any session, and the
 * address suggested from a store's name, which is always one the address rules accept or nothing.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { storeAddressProblem, STORE_ADDRESS_MIN } from '../../../src/domain/store/store-address';
import { isStoreBeingSetUp, type OwnerChecklist } from '../../../src/domain/store/store-signup';
import { addressFromName } from '../../../src/studio/signup/address-check';
import { signupRouteOf } from '../../../src/studio/signup/signup-routes';

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

describe('the sign-up screens a hash opens', () => {
  it('opens the form, the form with an invitation, and the link verification; nothing else', () => {
    expect(signupRouteOf('#open-a-store')).toEqual({ screen: 'form' });
    expect(signupRouteOf(`#open-store/${TOKEN}`)).toEqual({ screen: 'form', invitation: TOKEN });
    // The invitation mail's link cut short by a mail program: the form, which then says invitations are needed.
    expect(signupRouteOf('#open-store/short')).toEqual({ screen: 'form' });
    expect(signupRouteOf(`#verify-signup/${TOKEN}`)).toEqual({ screen: 'verify', token: TOKEN });
    for (const hash of ['', '#', '#editor', '#checklist', '#products/new', '#open-a-store/x']) expect(signupRouteOf(hash)).toBeNull();
  });
});

describe('the address suggested from the store name', () => {
  it('reads as the merchant would type it', () => {
    expect(addressFromName("Anna's Lamps & Lights")).toBe('annas-lamps-lights');
    expect(addressFromName('  Café Olé  ')).toBe('cafe-ole');
    expect(addressFromName('!!!')).toBe('');
  });

  test.prop([fc.string({ maxLength: 80 })])('is accepted by the address rules, or empty, or too short to be', (name) => {
    const address = addressFromName(name);
    expect(address).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    expect(address.length).toBeLessThanOrEqual(40);
    // Only a reserved name ("www") is left for the live check to explain.
    const problem = address.length >= STORE_ADDRESS_MIN ? storeAddressProblem(address) : null;
    if (problem !== null) expect(problem).toMatch(/reserved/);
  });
});

describe("the studio's home", () => {
  const checklist = (done: Partial<Record<'product' | 'theme' | 'shipping' | 'open', boolean>>): OwnerChecklist => ({
    items: (['product', 'theme', 'shipping', 'open'] as const).map((key) => ({ key, done: done[key] ?? false })),
    paymentMethods: [],
    storeHost: 'x.localhost',
  });

  it('is the checklist for a closed store without a product of its own, the editor otherwise', () => {
    expect(isStoreBeingSetUp(checklist({}))).toBe(true);
    expect(isStoreBeingSetUp(checklist({ theme: true, shipping: true }))).toBe(true);
    // A store behind a password on purpose (the demo's Vault) sells already.
    expect(isStoreBeingSetUp(checklist({ product: true }))).toBe(false);
    expect(isStoreBeingSetUp(checklist({ open: true }))).toBe(false);
  });
});
