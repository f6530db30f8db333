/**
 * The server's shared theme documents (theme-document-memo.ts): one parse per theme text for every
 * request, frozen so that no request changes what another reads, and a saved or published theme
 * (new text) read afresh at once.
 */
import { describe, expect, it } from 'vitest';
import { memoThemeDocument } from '../../../src/application/storefront/theme-document-memo';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';

const theme = (title: string) =>
  JSON.stringify({
    settings: { colors: { text: '#111111' } },
    theme_css: `.title::after { content: '${title}'; }`,
    sections: [{ section_id: 's1', section_type_id: 3, settings: { title } }],
  });

describe('the shared theme document', () => {
  it('parses a theme once and hands every request the same frozen document', () => {
    const documentOf = memoThemeDocument();
    const first = documentOf(theme('Spring'));
    expect(first).toEqual(parseThemeDocument(theme('Spring')));
    expect(documentOf(theme('Spring'))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.sections[0])).toBe(true);
    expect(() => (first.sections as unknown[]).push({})).toThrow(TypeError);
    expect(() => {
      (first.settings as Record<string, unknown>).colors = null;
    }).toThrow(TypeError);
  });

  it('reads a published theme afresh: its text is a new key', () => {
    const documentOf = memoThemeDocument();
    const before = documentOf(theme('Spring'));
    const after = documentOf(theme('Summer'));
    expect(after).not.toBe(before);
    expect(after).toEqual(parseThemeDocument(theme('Summer')));
    expect(after.theme_css).toContain('Summer');
    expect(before.theme_css).toContain('Spring');
  });

  it('stays within its size', () => {
    const documentOf = memoThemeDocument(2);
    const first = documentOf(theme('a'));
    for (const title of ['b', 'c', 'd']) documentOf(theme(title));
    expect(documentOf(theme('a'))).not.toBe(first);
    expect(documentOf(theme('a'))).toEqual(first);
  });
});
