/**
 * Static sections (section-registry.ts names their types) stay the server's HTML: a shopper's page
 * hydrates without their code. A static type's view has no state, effect or handler of its own: what
 * the server rendered is what the browser would render, and its links are plain anchors the app's
 * click handler routes (in-app-links.tsx). At hydration such a section renders its server element as it is (tag,
 * attributes and inner HTML read from the page), so its chunk is never fetched. Its pictures keep
 * what SmartImage does: the blurred stand-in goes once a picture loads, and a broken picture brings
 * the real view (which swaps in the placeholder). When its props change (the theme, its data or the
 * page context), or on a page the server did not render (a client navigation), the real view renders.
 * The editor and preview frames never use this: there every section re-renders on the studio's messages.
 */
import {
  createElement,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { Section } from '../../domain/sections/section';
import { FRAME_SECTION_TYPES } from '../../domain/sections/section-types';
import { everySectionList, type ThemeDocument } from '../../domain/theme/theme-document';
import { awaitIslandHolder, takeHeldClicksWithin } from '../app/early-clicks';
import { actionOf, holdInput, nothingHeld, replayActions, restoreInput, snapshotInput, type ServerMarks } from './island-handover';
import type { SectionProps } from './section-props';
import { preloadSections, SECTION_COMPONENTS, STATIC_SECTION_TYPES } from './section-registry';

interface KeptElement {
  tag: string;
  props: Record<string, unknown>;
  html: string;
  server: ServerMarks;
}

const REACT_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex', for: 'htmlFor' };
const styleName = (name: string) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()));

/** Whether the page is still hydrating: only then is a section's element in the page the server's. */
interface Boot {
  hydrating: boolean;
}

/** The section's element in the page, unless none or several carry its temp_id (a hand-edited theme). */
function sectionNode(tempId: string): HTMLElement | null {
  const found = [...document.querySelectorAll('#root [data-temp-id]')].filter((element) => element.getAttribute('data-temp-id') === tempId);
  return found.length === 1 ? (found[0] as HTMLElement) : null;
}

/** The server's element of the section, while the page hydrates. */
function serverElementOf(tempId: string, boot: Boot): KeptElement | null {
  const element = boot.hydrating ? sectionNode(tempId) : null;
  if (!element) return null;
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) props[REACT_NAMES[name] ?? name] = value;
  if (element.hasAttribute('style'))
    props.style = Object.fromEntries(Array.from(element.style, (name) => [styleName(name), element.style.getPropertyValue(name)]));
  const server = { attributes: new Set(element.getAttributeNames()), classes: new Set(element.classList) };
  return { tag: element.tagName.toLowerCase(), props, html: element.innerHTML, server };
}

/** SmartImage's part in kept HTML: the blurred stand-in leaves once a picture loads; a broken picture calls `broken`. */
function tendPictures(root: HTMLElement, broken: () => void): () => void {
  const cleanups: Array<() => void> = [];
  for (const img of root.querySelectorAll('img')) {
    const loaded = () => img.style.removeProperty('background-image');
    if (img.complete) {
      if (img.naturalWidth === 0 && img.getAttribute('src')) broken();
      else loaded();
      continue;
    }
    img.addEventListener('load', loaded);
    img.addEventListener('error', broken);
    cleanups.push(() => {
      img.removeEventListener('load', loaded);
      img.removeEventListener('error', broken);
    });
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * Loads a deferred island's view when the browser is idle, when the section nears the viewport, or at
 * once on `now()` (the visitor reached for it). A failed load (offline) is tried again on the next of them.
 */
function whenWanted(element: HTMLElement, load: () => Promise<void>): { now: () => void; cancel: () => void } {
  let loading = false;
  const once = () => {
    if (loading) return;
    loading = true;
    load().catch(() => {
      loading = false;
    });
  };
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && once(), { rootMargin: '200px' })
      : null;
  near?.observe(element);
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(once, { timeout: 2000 }) : setTimeout(once, 200);
  const cancel = () => {
    near?.disconnect();
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
    else clearTimeout(idle as ReturnType<typeof setTimeout>);
  };
  return { now: once, cancel };
}

/** `View`: the type's own lazy view, rendered when the kept HTML no longer fits or, for a deferred type, once `deferred` loaded it. */
function islandOf(View: ComponentType<SectionProps>, boot: Boot, deferred: (() => Promise<void>) | null): ComponentType<SectionProps> {
  return function SectionIsland(props: SectionProps) {
    const [kept] = useState(() => serverElementOf(props.section.temp_id, boot));
    const [first] = useState(props);
    const [broken, setBroken] = useState(false);
    const [loaded, setLoaded] = useState(false);
    const ref = useRef<HTMLElement | null>(null);
    const [held] = useState(nothingHeld);
    const fresh = props.section === first.section && props.data === first.data && props.context === first.context;
    // A deferred type keeps its server HTML until its view is here, even once its props change (then it loads at once).
    const asServer = kept !== null && !broken && (deferred ? !loaded : fresh);
    useEffect(() => {
      boot.hydrating = false;
      return asServer ? tendPictures(ref.current!, () => setBroken(true)) : undefined;
    }, [asServer]);
    // Clicks on the section before the page was live wait for it (early-clicks.ts). An island hydrated in a
    // later pass than the first renders its view, not the kept HTML: its handlers are on, so they are clicked
    // again here. A holder of kept HTML takes them in the effect below.
    useEffect(() => {
      if (!deferred || asServer) return;
      const node = sectionNode(props.section.temp_id);
      if (node) for (const button of takeHeldClicksWithin(node)) if (button instanceof HTMLElement && button.isConnected) button.click();
      // Once, when the island first commits.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    // A deferred type's view loads after hydration; until it takes over, what the visitor does in the kept HTML is held.
    useEffect(() => {
      if (!deferred || !asServer) return;
      // Not during a press: see holdInput. `holding` is set before any load can settle.
      let holding: ReturnType<typeof holdInput> | null = null;
      const wanted = whenWanted(ref.current!, () => deferred().then(() => holding?.swap(() => startTransition(() => setLoaded(true)))));
      holding = holdInput(ref.current!, held, wanted.now);
      // Clicks on its buttons before the page was live were held for it (early-clicks.ts).
      const early = takeHeldClicksWithin(ref.current!);
      for (const button of early) held.actions.push(actionOf(ref.current!, button, false));
      if (!fresh || early.length > 0) wanted.now();
      return () => {
        wanted.cancel();
        holding.stop();
      };
    }, [asServer, fresh, held]);
    // The view's markup is in place: the fields, marks and focus at once (before a paint). The held clicks wait
    // one render more, the one that applies what the view's first effects set (a form's enhanced submit).
    const handedOver = useRef(false);
    const [replay, setReplay] = useState(false);
    useLayoutEffect(() => {
      if (asServer || handedOver.current || held.fields === null) return;
      handedOver.current = true;
      const root = sectionNode(props.section.temp_id);
      if (root) restoreInput(root, held);
    });
    useEffect(() => {
      if (handedOver.current && held.actions.length > 0 && !replay) setReplay(true);
      else if (replay) {
        const root = sectionNode(props.section.temp_id);
        if (root) replayActions(root, held);
      }
    }, [asServer, replay, held, props.section.temp_id]);
    // Just before the kept element goes, what was typed in it, for the view that replaces it.
    const keep = useCallback(
      (node: HTMLElement | null) => {
        ref.current = node;
        return () => {
          if (deferred && node && kept) snapshotInput(node, held, kept.server);
        };
      },
      [held, kept],
    );
    // The attributes are the server's own: React's serialisation of them may differ (style shorthands), not their effect.
    const still =
      kept &&
      createElement(kept.tag, { ...kept.props, ref: keep, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: kept.html } });
    if (asServer) return still;
    // Without a kept element the view suspends into the slot's own boundary, as every lazy view does (no extra
    // boundary at hydration, where the server's HTML has none); after one, the kept HTML shows until it loads.
    return still ? (
      <Suspense fallback={still}>
        <View {...props} />
      </Suspense>
    ) : (
      <View {...props} />
    );
  };
}

/**
 * Before hydration, for the sections the page shows: the header and footer groups', the home page's on
 * the home page, and `pageLists` (a custom page's, a template's); in the editor and preview frames every
 * list of the theme, whose views all load. On a shopper's page the registry's entry of each body type
 * becomes its island (which keeps the registry's lazy view for later): a static type's code never
 * loads, an interactive type's loads after hydration (deferred). An interactive type with a shown
 * section the page holds no single element of (a hand-edited theme's duplicate temp_id) loads before,
 * as the frame's header and footer do, so the page hydrates in one pass.
 */
export function prepareSections(doc: ThemeDocument, pageLists: readonly Section[], pathname: string): Promise<void> {
  const builder = pathname === '/editor' || pathname === '/preview';
  const shown = builder
    ? everySectionList(doc).flatMap(([, sections]) => sections)
    : [...doc.groups.header, ...doc.groups.footer, ...(pathname === '/' ? doc.sections : []), ...pageLists];
  const types = shown.map((section) => section.section_type_id);
  const unkept = new Set(
    shown.filter((section) => !section.is_hidden && !sectionNode(section.temp_id)).map((section) => section.section_type_id),
  );
  const kept = builder
    ? []
    : [...new Set(types)].filter(
        (type) => !FRAME_SECTION_TYPES.includes(type) && (STATIC_SECTION_TYPES.includes(type) || !unkept.has(type)),
      );
  const boot = { hydrating: true };
  // An interactive island's buttons do nothing until its holder is on, which may be after hydration's first pass.
  for (const section of shown)
    if (kept.includes(section.section_type_id) && !STATIC_SECTION_TYPES.includes(section.section_type_id)) {
      const node = sectionNode(section.temp_id);
      if (node) awaitIslandHolder(node);
    }
  for (const type of kept)
    SECTION_COMPONENTS[type] = islandOf(
      SECTION_COMPONENTS[type],
      boot,
      STATIC_SECTION_TYPES.includes(type) ? null : () => preloadSections([type]),
    );
  return preloadSections(types.filter((type) => !kept.includes(type)));
}
