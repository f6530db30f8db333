/**
 * The editor frame runtime (spec section 2), mounted by the editor and preview layouts once the page
 * is live and loaded as its own chunk: the message protocol, the theme compiler and everything else
 * here stay out of a shopper's bundle. Framed by an allowed parent it answers the protocol; opened on
 * its own (a shared preview link) it simply shows the page.
 */
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { framedPage, framedPageMeta } from '../../domain/editor/framed-page';
import type { ThemeDocument } from '../../domain/theme/theme-document';
import type { ThemePageKey } from '../../domain/theme/theme-pages';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { browserPageStores, liveRuntime } from '../app/services-holder';
import { builderDocumentOf } from './builder-document';
import { useStore, useThemeDocument } from '../app/use-store';
import { HIGHLIGHT_ATTRIBUTE, type FramePageSetup } from '../../application/editor/frame-page';
import type { BuilderDeps } from './builder-deps';

const HIGHLIGHT_CSS = `[${HIGHLIGHT_ATTRIBUTE}]{outline:3px solid #2563eb;outline-offset:-3px}
[data-temp-id]:hover{outline:1px dashed #2563eb;outline-offset:-1px;cursor:pointer}
[data-temp-id] [data-block-index]:hover{outline:1px dotted #2563eb;outline-offset:2px}
[data-temp-id]{content-visibility:auto;contain-intrinsic-size:auto 480px}`;

/** What the runtime reads of the builder route's loader data (builder-loader.ts). */
interface FramedRouteData {
  key: ThemePageKey;
  resolved: ResolvedSectionData;
}

/** What the frame shows before the studio's first push: the theme's page as loaded (framed-page.ts). */
function initialPage(doc: ThemeDocument, key: ThemePageKey) {
  const { data, meta } = framedPage(doc, key);
  return { initialSections: data, initialMainIndex: meta.mainIndex ?? null };
}

export default function EditorRuntime({ deps, allowlist }: { deps: BuilderDeps; allowlist: readonly string[] }) {
  // The runtime sits in the layout; the page route below it loaded the sections' catalogue data.
  const page = useMatches()
    .map((m) => m.loaderData as Partial<FramedRouteData> | undefined)
    .find((data) => data?.resolved);
  const resolved = page?.resolved ?? {};
  const key = page?.key ?? 'home';
  const { pathname } = useLocation();
  const store = useStore();
  const doc = useThemeDocument();
  const editing = pathname === '/editor';

  useEffect(() => {
    const setup: FramePageSetup = {
      baseCss: [store?.themeSettings.themeCSS ?? '', doc.theme_css].filter(Boolean).join('\n'),
      ...initialPage(doc, key),
      freeShippingAmount: store?.siteConfig.freeShippingAmount ?? '',
      initialResolved: resolved,
      resolve: deps.resolveSections,
      grantAccess: deps.grantAccess,
      shown: builderDocumentOf(browserPageStores()),
    };
    const framed = framedPageMeta(key);
    let stop: (() => void) | null = null;
    let cancelled = false;
    void liveRuntime()
      .use((runtime) => runtime.editorFrame())
      .then((startEditorFrame) => {
        if (!cancelled) stop = startEditorFrame({ setup, allowlist, pathname, page: framed });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
    // The runtime starts once per frame load; later pushes arrive as messages, not as new props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return editing ? <style>{HIGHLIGHT_CSS}</style> : null;
}
