import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { reuseUnchanged } from '../../../src/domain/editor/section-reuse';
import { isAllowedOrigin } from '../../../src/domain/editor/origin-allowlist';
import type { Section } from '../../../src/domain/sections/section';

const section = fc.record({
  temp_id: fc.string({ minLength: 1, maxLength: 6 }),
  section_type_id: fc.integer({ min: 1, max: 22 }),
  is_hidden: fc.boolean(),
  style: fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer())),
  content: fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 8 })),
}) as fc.Arbitrary<Section>;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('editor pushes keep unchanged sections (only edits re-render)', () => {
  test.prop([fc.uniqueArray(section, { selector: (s) => s.temp_id, maxLength: 12 }), fc.nat()])(
    'the result equals the push, and every section equal to its previous value keeps its previous object',
    (previous, seed) => {
      const next = clone(previous);
      const edited = next.length > 0 ? seed % next.length : -1;
      if (edited >= 0) next[edited] = { ...next[edited]!, is_hidden: !next[edited]!.is_hidden };
      const result = reuseUnchanged(previous, next);
      expect(result).toEqual(next);
      result.forEach((s, i) => expect(s === previous[i]).toBe(i !== edited));
    },
  );
});

describe('parent origin allowlist', () => {
  test.prop([fc.webUrl(), fc.string()])('only exact listed origins match; "null" never does', (url, suffix) => {
    const origin = new URL(url).origin;
    expect(isAllowedOrigin(origin, [origin])).toBe(origin !== 'null');
    if (suffix !== '') expect(isAllowedOrigin(`${origin}${suffix}`, [origin])).toBe(false);
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
  });
});
