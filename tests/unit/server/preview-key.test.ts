/** Preview link keys (decision 20): they open one theme's draft, until they expire or the owner revokes them. */
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_TTL_SECONDS, PreviewKeys } from '../../../server/store-api/theme/preview-key';

const secret = 'preview-key-test-secret-preview-key-test-secret';

describe('preview link keys', () => {
  it('open the theme they were signed for, within the week, at the generation they were signed at', () => {
    let now = Date.parse('2026-11-26T10:00:00Z');
    const keys = new PreviewKeys({ secret, now: () => now });
    const key = keys.sign(7, 3, 0);
    expect(keys.verify(7, 3, 0, key)).toBe(true);
    expect(keys.verify(7, 4, 0, key)).toBe(false);
    expect(keys.verify(8, 3, 0, key)).toBe(false);
    // Revoked: the generation moved on.
    expect(keys.verify(7, 3, 1, key)).toBe(false);
    now += (PREVIEW_LINK_TTL_SECONDS - 60) * 1000;
    expect(keys.verify(7, 3, 0, key)).toBe(true);
    now += 61 * 1000;
    expect(keys.verify(7, 3, 0, key)).toBe(false);
  });

  it('refuse a key whose expiry was moved, or that is not a key at all', () => {
    const keys = new PreviewKeys({ secret });
    const key = keys.sign(7, 3, 0);
    const [expires, mac] = key.split('.');
    expect(keys.verify(7, 3, 0, `${Number(expires) + 86_400}.${mac}`)).toBe(false);
    for (const junk of ['', mac!, `${expires}.`, `x.${mac}`, `${expires}.${mac}x`]) expect(keys.verify(7, 3, 0, junk)).toBe(false);
    expect(new PreviewKeys({ secret: `${secret}-other` }).verify(7, 3, 0, key)).toBe(false);
  });
});
