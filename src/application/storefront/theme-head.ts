/**
 * The theme's compiled CSS and font links for the document head. Compiling is the costly part of a
 * page's head, so the server's composition root keeps one memo per process (server-root.ts): the
 * output depends on the theme document and CSS alone, so sharing it between requests shares no
 * shopper's state, and a theme that changes is a new key.
 */
import { compileTheme } from '../../domain/theme/compile-theme';
import { fontStylesheetHrefs } from '../../domain/theme/fonts';
import { parseThemeDocument } from '../../domain/theme/theme-document';
import { parseThemeSettings } from '../../domain/theme/theme-settings';
import { escapeHtmlText } from '../../domain/seo/escape-inline';

export type ThemeHeadTags = (themeData: string, themeCSS: string) => string;

export function themeHeadTags(themeData: string, themeCSS: string): string {
  const doc = parseThemeDocument(themeData);
  const compiled = compileTheme({
    settings: parseThemeSettings(doc.settings),
    theme_css: [themeCSS, doc.theme_css].filter(Boolean).join('\n'),
    creator_theme_css: doc.creator_theme_css,
  });
  const links = fontStylesheetHrefs(compiled.fontFamilies)
    .map((href) => `<link rel="stylesheet" href="${escapeHtmlText(href)}">`)
    .join('');
  return `${links}<style id="theme-css">${compiled.css}</style>`;
}

/** themeHeadTags remembered for the last `limit` or so themes (forgotten all at once past it). */
export function memoThemeHeadTags(limit = 200): ThemeHeadTags {
  const cache = new Map<string, string>();
  return (themeData, themeCSS) => {
    const key = `${themeCSS.length}:${themeCSS}\u0000${themeData}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const tags = themeHeadTags(themeData, themeCSS);
    if (cache.size > limit) cache.clear();
    cache.set(key, tags);
    return tags;
  };
}
