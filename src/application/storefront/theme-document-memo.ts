/**
 * The parsed theme document shared between requests (decision 44): a render read the same theme JSON
 * three or more times (the root's groups, the page's template, every view that reads the
 * document). The server's composition root keeps one memo per process (server-root.ts). It is keyed
 * by the document's text, so a saved or published theme is a new key the moment GetWebInfo serves
 * it, and nothing has to be told; the parsed documents are frozen, so no request can change what
 * another one reads.
 */
import { deepFreeze } from './deep-freeze';
import { parseThemeDocument, type ThemeDocument } from '../../domain/theme/theme-document';

export type ThemeDocumentOf = (themeData: string | null | undefined) => ThemeDocument;

/** parseThemeDocument remembered for the last `limit` or so documents (forgotten all at once past it). */
export function memoThemeDocument(limit = 200): ThemeDocumentOf {
  const cache = new Map<string, ThemeDocument>();
  return (themeData) => {
    const key = themeData ?? '';
    const cached = cache.get(key);
    if (cached) return cached;
    const doc = deepFreeze(parseThemeDocument(themeData));
    if (cache.size > limit) cache.clear();
    cache.set(key, doc);
    return doc;
  };
}
