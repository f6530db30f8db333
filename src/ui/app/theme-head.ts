/** The theme's compiled CSS and font links for the document head, memoised per theme document. */
import { compileTheme } from '../../domain/theme/compile-theme';
import { fontStylesheetHrefs } from '../../domain/theme/fonts';
import { parseThemeDocument } from '../../domain/theme/theme-document';
import { parseThemeSettings } from '../../domain/theme/theme-settings';
import { escapeHtmlText } from '../../domain/seo/escape-inline';

const cache = new Map<string, string>();

export function themeHeadTags(themeData: string, themeCSS: string): string {
  const key = `${themeCSS.length}:${themeCSS}\u0000${themeData}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const doc = parseThemeDocument(themeData);
  const compiled = compileTheme({
    settings: parseThemeSettings(doc.settings),
    theme_css: [themeCSS, doc.theme_css].filter(Boolean).join('\n'),
    creator_theme_css: doc.creator_theme_css,
  });
  const links = fontStylesheetHrefs(compiled.fontFamilies)
    .map((href) => `<link rel="stylesheet" href="${escapeHtmlText(href)}">`)
    .join('');
  const tags = `${links}<style id="theme-css">${compiled.css}</style>`;
  if (cache.size > 200) cache.clear();
  cache.set(key, tags);
  return tags;
}
