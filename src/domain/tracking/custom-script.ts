/**
 * The owner's custom script is HTML (one or more <script> elements, as pasted from a vendor); its
 * scripts are taken out one by one, since script elements inserted as HTML never run. A fragment
 * with an unclosed or unbalanced script, or none at all, is a parse failure (null).
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

export function extractCustomScripts(html: string): Array<{ src?: string; inline?: string }> | null {
  const scripts: Array<{ src?: string; inline?: string }> = [];
  let rest = html;
  for (const match of html.matchAll(SCRIPT)) {
    const src = SRC.exec(match[1] ?? '');
    const url = src ? (src[1] ?? src[2] ?? src[3] ?? '').trim() : '';
    if (url && !/^https?:\/\//i.test(url) && !url.startsWith('/')) return null;
    scripts.push(url ? { src: url } : { inline: match[2] ?? '' });
    rest = rest.replace(match[0], '');
  }
  // Plain JavaScript with no tag at all is taken as one inline script; stray tags or other markup are malformed.
  if (scripts.length === 0) return /<\/?[a-z]/i.test(html) ? null : [{ inline: html }];
  return /<\/?script\b/i.test(rest) ? null : scripts;
}
