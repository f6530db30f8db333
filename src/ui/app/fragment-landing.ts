/**
 * A first visit to an address with a #target lands on it and stays there while the page settles
 * (docs/benchmarks.md). The browser jumps to the target as the document arrives, but what sits above it may
 * still change height afterwards: a picture whose shape differs from the box it was given, an
 * interactive section whose view replaces its server HTML after hydration. Chromium's scroll
 * anchoring did not make up for every such change (aurora home at 390 px ended 134 px past the
 * sign-up form's heading), and with `scroll-behavior: smooth` the landing was a second-long glide
 * towards a place the page had moved away from.
 *
 * The target's place is its layout's, not its box on screen: a section revealed as it scrolls into view
 * (animate-on-scroll) is drawn shifted while it moves in, and aiming at that box left the target 14 px
 * off once the reveal ended.
 *
 * So, in the head, before the first layout: where the document was opened at a #target (not a
 * reload or a return, where the browser restores the position), every change of the page's size
 * brings the target back into view, until the visitor scrolls, touches, clicks or types, or
 * LANDING_HOLD_MS after the load event. Smooth scrolling (app.css, `data-smooth-scroll`) applies from
 * then on, for the page's own in-page links; at once on a page opened without a target. Later
 * landings are page-landing.tsx's, and jumps within the page in-page-jump.ts's.
 */

/** The root element's data attribute (as a `dataset` key) that app.css reads as `[data-smooth-scroll]`. */
const SMOOTH = 'smoothScroll';

/** How long after the load event the target is held: sections' code and late pictures come in the seconds after it. */
export const LANDING_HOLD_MS = 3000;

const VISITOR_INPUT = "['wheel','touchstart','keydown','pointerdown']";

/** Minified by hand: runs inline in every page's head, before the first layout. */
export const FRAGMENT_LANDING_SCRIPT =
  `(function(){var d=document.documentElement,s=function(){d.dataset.${SMOOTH}=''};try{var n=performance.getEntriesByType('navigation')[0],h=location.hash,i=h&&decodeURIComponent(h.slice(1));` +
  `if(!i||n&&n.type!=='navigate'||typeof ResizeObserver!=='function')return s();` +
  `var o=new ResizeObserver(function(){var t=document.getElementById(i),y=0,p=t;if(!t)return;while(p){y+=p.offsetTop;p=p.offsetParent}` +
  `scrollTo({top:y-(parseFloat(getComputedStyle(t).scrollMarginTop)||0),behavior:'instant'})}),` +
  `e=${VISITOR_INPUT},f=function(){o.disconnect();e.forEach(function(t){removeEventListener(t,f,true)});s()};` +
  `o.observe(d);e.forEach(function(t){addEventListener(t,f,{capture:true,passive:true})});` +
  `addEventListener('load',function(){setTimeout(f,${LANDING_HOLD_MS})})}catch(x){s()}})();`;
