/**
 * /editor and /preview: the whole home page (header, body, footer) as the visual editor's frame
 * shows it. The frame message protocol attaches here with the editor capability.
 */
import { useLoaderData, useLocation } from 'react-router';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { useSectionContext, useThemeDocument } from '../app/use-store';
import { SectionRenderer } from '../sections/section-renderer';

export function BuilderPage() {
  const { resolved } = useLoaderData() as { resolved: ResolvedSectionData };
  const { pathname } = useLocation();
  const doc = useThemeDocument();
  const context = useSectionContext(pathname);
  return <SectionRenderer sections={doc.sections} resolved={resolved} context={context} />;
}
