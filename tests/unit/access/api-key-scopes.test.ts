/** A key's scopes against the permission a call declares (decision 99): the whole permission allows every call, its read half only reads. */
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, scopeLabel, scopeRefusal } from '../../../src/domain/access/api-key-scopes';

describe('API key scopes', () => {
  it('offers each permission whole and its read half, never staff or keys', () => {
    expect(API_KEY_SCOPES).toEqual(expect.arrayContaining(['products.read', 'products.manage', 'orders.read', 'analytics.read']));
    expect(API_KEY_SCOPES).not.toContain('staff.manage');
    expect(API_KEY_SCOPES).not.toContain('apikeys.manage');
    expect(API_KEY_SCOPES).not.toContain('apikeys.read');
  });

  it('lets a read half read and names the whole permission for a write', () => {
    expect(scopeRefusal(['products.read'], 'products.manage', true)).toBeNull();
    expect(scopeRefusal(['products.read'], 'products.manage', false)).toBe('products.manage');
    expect(scopeRefusal(['products.manage'], 'products.manage', false)).toBeNull();
    expect(scopeRefusal(['products.manage'], 'orders.manage', true)).toBe('orders.read');
    expect(scopeRefusal(['products.manage'], 'staff.manage', true)).toBe('staff.manage');
    expect(scopeRefusal(['products.manage'], undefined, true)).toBe('unknown');
  });

  it('reads a scope in words', () => {
    expect(scopeLabel('products.read')).toBe('Products: read');
    expect(scopeLabel('orders.manage')).toBe('Orders: read and change');
  });
});
