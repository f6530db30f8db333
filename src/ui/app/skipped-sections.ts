/**
 * A page's sections below its first screen are skipped until they near the viewport (docs/benchmarks.md):
 * app.css gives them `content-visibility: auto`, so a long home page's first style, layout and paint,
 * and every repaint while it loads, cover only what is on screen. A skipped section holds an
 * estimated height until it has been drawn once, so a pixel position saved on a page whose sections
 * were drawn points elsewhere on one whose sections are estimated. Where a position is restored, the
 * whole page is laid out instead (`data-whole-page` on the root element): a reload or a return to
 * the document (the browser restores its position), an address with a #target (sections drawn on
 * the way would move it), and every page after the first in-app navigation (Back restores the
 * page's position and a #target is jumped to, page-landing.tsx). A first visit starts at the top.
 */

/** The root element's data attribute (as a `dataset` key) that app.css reads as `[data-whole-page]`. */
const WHOLE_PAGE = 'wholePage';

/** Minified by hand: runs inline in every page's head, before the first layout. */
export const WHOLE_PAGE_ON_RETURN_SCRIPT = `try{var v=performance.getEntriesByType('navigation')[0];if(location.hash||v&&v.type!=='navigate'&&v.type!=='prerender')document.documentElement.dataset.${WHOLE_PAGE}=''}catch(e){}`;

/** From here on every section of every page is laid out (a position may be restored on it); once is enough. */
export function layOutWholePages(): void {
  const { dataset } = document.documentElement;
  if (!(WHOLE_PAGE in dataset)) dataset[WHOLE_PAGE] = '';
}
