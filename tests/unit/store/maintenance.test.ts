import { describe, expect, it } from 'vitest';
import { builderPageLocked, bypassCookieName, maintenanceRedirect } from '../../../src/domain/store/maintenance';

const closed = { isMaintenance: true, isPasswordProtected: false, bypass: false };
const locked = { isMaintenance: false, isPasswordProtected: true, bypass: false };

describe('maintenanceRedirect', () => {
  it('sends a visitor of a store in maintenance to /maintenance', () => {
    expect(maintenanceRedirect(closed, '/')).toBe('/maintenance');
    expect(maintenanceRedirect(closed, '/mugs')).toBe('/maintenance');
  });
  it('sends a visitor of a password-protected store to /maintenance', () => {
    expect(maintenanceRedirect(locked, '/cart')).toBe('/maintenance');
  });
  it('keeps /maintenance open, and never sends the builder pages there; only a signed preview unlocks them', () => {
    for (const p of ['/maintenance', '/maintenance/']) expect(maintenanceRedirect(closed, p)).toBeNull();
    for (const p of ['/editor', '/preview']) {
      expect(maintenanceRedirect({ ...closed, preview: true }, p)).toBeNull();
      expect(maintenanceRedirect(closed, p)).toBeNull();
      expect(maintenanceRedirect(locked, p)).toBeNull();
    }
    expect(builderPageLocked(closed)).toBe(true);
    expect(builderPageLocked(locked)).toBe(true);
    expect(builderPageLocked({ ...closed, preview: true })).toBe(false);
    expect(builderPageLocked({ isMaintenance: false, isPasswordProtected: false })).toBe(false);
  });
  it('does not treat look-alike paths as open', () => {
    expect(maintenanceRedirect(closed, '/editorial')).toBe('/maintenance');
  });
  it('lets a visitor with the bypass browse', () => {
    expect(maintenanceRedirect({ ...locked, bypass: true }, '/')).toBeNull();
  });
  it('sends a bypassing visitor home from /maintenance once maintenance is off', () => {
    expect(maintenanceRedirect({ ...locked, bypass: true }, '/maintenance')).toBe('/');
    expect(maintenanceRedirect({ ...closed, bypass: true }, '/maintenance')).toBeNull();
  });
  it('keeps a visitor without the bypass on /maintenance while the store is closed', () => {
    expect(maintenanceRedirect(locked, '/maintenance')).toBeNull();
    expect(maintenanceRedirect(closed, '/maintenance')).toBeNull();
  });
  it('sends everyone home from /maintenance once the store is fully open', () => {
    expect(maintenanceRedirect({ isMaintenance: false, isPasswordProtected: false, bypass: false }, '/maintenance')).toBe('/');
  });
});

describe('bypassCookieName', () => {
  it('prefixes the webID with mbypass_', () => {
    expect(bypassCookieName(42)).toBe('mbypass_42');
  });
});
