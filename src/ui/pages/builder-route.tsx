/**
 * The editor and preview routes' lazy module (layouts and page in one chunk). /editor and /preview
 * show a whole page of the studio's picker (header group, the page, footer group; a template's
 * sections around its built-in body) as the editor's frame shows it; once the parent pushes that
 * page's sections (SET_COMPONENT) they replace the theme's.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { framedPage } from '../../domain/editor/framed-page';
import { MaintenanceBody } from './maintenance/maintenance-route';
import { FLAT_PAGE_VIEWS } from './flat/flat-page-registry';
import type { BuilderData } from './builder-loader';
import { useBuilderDocument } from '../editor/builder-document';
import type { BuilderDeps } from '../editor/builder-deps';
import { useThemeDocument } from '../app/use-store';
import { useSectionContext } from '../sections/section-context';
import { useHydrated } from '../components/use-hydrated';
import { PreviewBar, PreviewLoading } from './preview-bar';

const EditorRuntime = lazy(() => import('../editor/editor-runtime'));

/** The cart page's body in the frame, which has no shopper and no cart: the page as an empty cart looks. */
function EmptyCartBody() {
  return (
    <section aria-labelledby="page-heading" className="container flex flex-col gap-6 py-10">
      <h1 id="page-heading">Shopping Cart</h1>
      <p className="card">Your cart is empty. Items you add on a product page show here.</p>
    </section>
  );
}

/** A template's built-in body in the frame: the product or listing page it was opened on, or the cart. */
function TemplateBody({ templateKey, body }: { templateKey: string; body: BuilderData['body'] }) {
  if (templateKey === 'cart') return <EmptyCartBody />;
  if (templateKey === 'maintenance') return <MaintenanceBody asClosed />;
  const view = body ? FLAT_PAGE_VIEWS[body.page.page_type_id] : undefined;
  if (!body || !view) {
    return <p className="container py-10">The {templateKey} page shows here once the store has one to show it with.</p>;
  }
  return <view.Component page={body.page} data={body.data} />;
}

/** A closed store's editor or preview opened without the owner's key: where it opens from, nothing of the store. */
function StudioOnlyNotice() {
  return (
    <main id="main" className="container flex flex-col gap-4 py-16">
      <h1>This page opens from the Theme Studio</h1>
      <p className="max-w-prose">
        The store is closed to visitors. Its owner edits and previews it from the Theme Studio, which opens this page with a key of its own.
      </p>
    </main>
  );
}

export function builderRoute(deps: BuilderDeps) {
  /** Mounts the frame runtime once the page is live; its allowlist comes from the server (EDITOR_PARENT_ORIGINS). */
  function RuntimeSlot() {
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <EditorRuntime deps={deps} allowlist={window.__WX_CONFIG__?.editorParentOrigins ?? []} />
      </Suspense>
    );
  }

  /** Layout "editor": the page as the visual editor's frame shows it, without chrome of its own. */
  function EditorLayout() {
    return (
      <>
        <Outlet />
        <RuntimeSlot />
      </>
    );
  }

  /** Layout "preview": rendered on the client only (spec section 2); the server sends an empty shell. */
  function PreviewLayout() {
    if (!useHydrated()) return <PreviewLoading />;
    return (
      <>
        <PreviewBar />
        <Outlet />
        <RuntimeSlot />
      </>
    );
  }

  function BuilderPage() {
    const data = useLoaderData() as BuilderData;
    return data.locked ? <StudioOnlyNotice /> : <FramedPage data={data} />;
  }

  function FramedPage({ data: { key, resolved, body } }: { data: BuilderData }) {
    const { pathname } = useLocation();
    const doc = useThemeDocument();
    const context = useSectionContext(pathname);
    const live = useBuilderDocument();
    const initial = useMemo(() => framedPage(doc, key), [doc, key]);
    const sections = live?.sections ?? initial.data;
    const data = live?.resolved ?? resolved;
    const mainIndex = live ? live.mainIndex : (initial.meta.mainIndex ?? null);
    if (mainIndex === null) {
      // A transparent header floats over the first hero of the home page only, as on the storefront.
      return (
        <deps.SectionRenderer
          sections={sections}
          resolved={data}
          context={context}
          floatHeader={key === 'home' || key === 'header' || key === 'footer' ? undefined : false}
        />
      );
    }
    return (
      <>
        <deps.SectionRenderer sections={sections.slice(0, mainIndex)} resolved={data} context={context} floatHeader={false} />
        <div data-wx-template-body="" className="relative">
          <TemplateBody templateKey={key} body={body} />
        </div>
        <deps.SectionRenderer sections={sections.slice(mainIndex)} resolved={data} context={context} floatHeader={false} />
      </>
    );
  }

  return { EditorLayout, PreviewLayout, BuilderPage };
}
