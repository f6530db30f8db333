import { describe, expect, it } from 'vitest';
import { nulFieldPaths } from '../../../src/domain/validation/nul-fields';

describe('nulFieldPaths', () => {
  it('names every field holding NUL, as zod names a path', () => {
    expect(nulFieldPaths({ Title: 'a\u0000b', zones: [{ name: 'ok' }, { name: '\u0000' }], Slug: 'fine' })).toEqual([
      'Title',
      'zones.1.name',
    ]);
  });

  it('names a key holding NUL, escaped, and a bare string as (root)', () => {
    expect(nulFieldPaths({ 'a\u0000': 1 })).toEqual(['a\\u0000']);
    expect(nulFieldPaths('\u0000')).toEqual(['(root)']);
  });

  it("reads a query parser's prototype-less objects, and leaves bytes alone", () => {
    const query = Object.create(Object.create(null) as object) as Record<string, unknown>;
    query.Keyword = 'x\u0000';
    expect(nulFieldPaths(query)).toEqual(['Keyword']);
    expect(nulFieldPaths(Buffer.from([0, 0]))).toEqual([]);
    expect(nulFieldPaths({ n: 1, b: true, z: null, text: 'tab\tand\n' })).toEqual([]);
  });

  it('stops at its limit on a payload full of NUL', () => {
    expect(nulFieldPaths(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(10);
  });
});
