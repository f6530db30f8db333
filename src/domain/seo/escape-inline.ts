/**
 * Inline data and JSON-LD written into HTML must not be able to close their <script> element:
 * `<`, `>`, `&` and the line separators are escaped as JSON unicode escapes (vercel/commerce #1527).
 */
export function escapeInlineJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
