/**
 * The editor and preview routes' lazy module (layouts and page in one chunk). /editor and /preview
 * show the whole home page (header, body, footer) as the editor's frame shows it; once the parent
 * pushes sections (SET_COMPONENT) they replace the theme's.
 */
import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { useBuilderDocument } from '../editor/builder-document';
import type { BuilderDeps } from '../editor/builder-deps';
import { useSectionContext, useThemeDocument } from '../app/use-store';
import { useHydrated } from '../components/use-hydrated';
import { PreviewBar } from './preview-bar';

const EditorRuntime = lazy(() => import('../editor/editor-runtime'));

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
    if (!useHydrated()) return <div aria-busy="true" className="min-h-screen" />;
    return (
      <>
        <PreviewBar />
        <Outlet />
        <RuntimeSlot />
      </>
    );
  }

  function BuilderPage() {
    const { resolved } = useLoaderData() as { resolved: ResolvedSectionData };
    const { pathname } = useLocation();
    const doc = useThemeDocument();
    const context = useSectionContext(pathname);
    const live = useBuilderDocument();
    return <deps.SectionRenderer sections={live?.sections ?? doc.sections} resolved={live?.resolved ?? resolved} context={context} />;
  }

  return { EditorLayout, PreviewLayout, BuilderPage };
}
