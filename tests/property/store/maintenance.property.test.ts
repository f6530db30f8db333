import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { builderPageLocked, MAINTENANCE_PATH, maintenanceRedirect } from '../../../src/domain/store/maintenance';

const state = fc.record({ isMaintenance: fc.boolean(), isPasswordProtected: fc.boolean(), bypass: fc.boolean(), preview: fc.boolean() });
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`);

test.prop([state, path])('an open store never sends a visitor to /maintenance', (s, p) => {
  fc.pre(!s.isMaintenance && !s.isPasswordProtected);
  expect(maintenanceRedirect(s, p)).not.toBe(MAINTENANCE_PATH);
});

test.prop([state, path])('a visitor holding a pass that opens the store is never sent to /maintenance', (s, p) => {
  expect(maintenanceRedirect({ ...s, bypass: true }, p)).not.toBe(MAINTENANCE_PATH);
});

test.prop([state, fc.constantFrom('/editor', '/preview', '/editor/x')])(
  'the builder pages are never sent to /maintenance; a closed store shows them to a signed preview only',
  (s, p) => {
    expect(maintenanceRedirect(s, p)).toBeNull();
    expect(builderPageLocked(s)).toBe((s.isMaintenance || s.isPasswordProtected) && !s.preview);
  },
);

test.prop([state])('/maintenance itself never redirects to /maintenance', (s) => {
  expect(maintenanceRedirect(s, '/maintenance')).not.toBe(MAINTENANCE_PATH);
});

test.prop([state, path])('following the redirect settles: the target itself does not redirect to /maintenance again', (s, p) => {
  const target = maintenanceRedirect(s, p);
  fc.pre(target === MAINTENANCE_PATH);
  expect(maintenanceRedirect(s, target)).toBeNull();
});
