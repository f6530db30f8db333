/**
 * The app's code fetched after what the first view shows (issue 16). Vite's template asks for the
 * entry script and its preloaded chunks at high priority, so on a slow phone connection about 100 KiB
 * of code shares the line with the page's main picture and fonts, and the picture paints later. The
 * page is whole without the code (server HTML, inline critical rules, early clicks replayed once live:
 * decision 21), so the code is asked for at low priority: the browser fetches the picture first and
 * the code right behind it.
 */
const APP_CODE = /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="(\/assets\/[^"]+\.js)"/g;

export function lowPriorityAppCode(template: string): string {
  return template.replace(
    APP_CODE,
    (_tag, opening: string, attribute: string, href: string) => `<${opening} crossorigin fetchpriority="low" ${attribute}="${href}"`,
  );
}
