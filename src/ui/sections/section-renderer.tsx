/**
 * Renders a list of sections in order: the header and footer groups around every page (site-frame),
 * a page's body (home, custom pages) and a template's sections around its built-in body.
 */
import { memo, Suspense } from 'react';
import type { ResolvedSectionData, Section } from '../../domain/sections/section';
import { sectionLook, type SectionLook } from '../../domain/sections/section-look';
import { parseSectionStyle } from '../../domain/sections/section-style';
import { FRAME_SECTION_TYPES, SECTION_TYPE_ID } from '../../domain/sections/section-types';
import { SectionErrorBoundary } from './parts/section-error-boundary';
import type { SectionContext } from './section-props';
import { SECTION_COMPONENTS } from './section-registry';

export type SectionFilter = 'frame-header' | 'frame-footer' | 'body';

export interface SectionRendererProps {
  sections: Section[];
  resolved: ResolvedSectionData;
  context: SectionContext;
  /** The header, the footer, or the body (every other type); all sections when omitted. */
  only?: SectionFilter;
  /** Whether a transparent header may float; worked out from these sections when not given. */
  floatHeader?: boolean;
}

function matches(section: Section, only: SectionFilter | undefined): boolean {
  if (only === 'frame-header') return section.section_type_id === SECTION_TYPE_ID.header;
  if (only === 'frame-footer') return section.section_type_id === SECTION_TYPE_ID.footer;
  if (only === 'body') return !FRAME_SECTION_TYPES.includes(section.section_type_id);
  return true;
}

/**
 * A transparent header may only float over a hero banner that directly follows it. With the frame
 * header alone the page body is unknown, so it floats only on the home page, whose body these
 * sections are; elsewhere (cart, listing) it would cover the page title.
 */
function headerMayFloat(sections: Section[], context: SectionContext, only: SectionFilter | undefined): boolean {
  const firstBody = sections.find((section) => !section.is_hidden && matches(section, 'body'));
  return firstBody?.section_type_id === SECTION_TYPE_ID['hero-banner'] && (only === undefined || context.pathname === '/');
}

/** Whether a visible hero banner is among the sections: the first one carries the page's h1, so the page writes none of its own. */
export const hasVisibleHero = (sections: readonly Section[]): boolean =>
  sections.some((section) => section.section_type_id === SECTION_TYPE_ID['hero-banner'] && !section.is_hidden);

function lookOf(section: Section, context: SectionContext, floatHeader: boolean): SectionLook {
  const look = sectionLook(parseSectionStyle(section.style), context.staticCDN);
  return section.section_type_id === SECTION_TYPE_ID.header && !floatHeader
    ? { ...look, transparentHeader: 'none', transparentHeaderClassName: '' }
    : look;
}

interface SectionSlotProps {
  section: Section;
  data: unknown;
  context: SectionContext;
  floatHeader: boolean;
  isFirstHero: boolean;
}

/**
 * One section, memoised: an editor push keeps the objects of unchanged sections (reuseUnchanged),
 * so an edit re-renders the edited section, not the whole page.
 */
const SectionSlot = memo(function SectionSlot({ section, data, context, floatHeader, isFirstHero }: SectionSlotProps) {
  const Component = SECTION_COMPONENTS[section.section_type_id];
  return (
    <SectionErrorBoundary tempId={section.temp_id} resetKey={section}>
      <Suspense fallback={null}>
        <Component section={section} look={lookOf(section, context, floatHeader)} data={data} context={context} isFirstHero={isFirstHero} />
      </Suspense>
    </SectionErrorBoundary>
  );
});

export function SectionRenderer({ sections, resolved, context, only, floatHeader: givenFloat }: SectionRendererProps) {
  const visible = sections.filter((section) => !section.is_hidden && matches(section, only) && SECTION_COMPONENTS[section.section_type_id]);
  const firstHero = visible.find((section) => section.section_type_id === SECTION_TYPE_ID['hero-banner']);
  const floatHeader = givenFloat ?? headerMayFloat(sections, context, only);
  const seen = new Set<string>();

  return (
    <>
      {visible.map((section, index) => {
        // temp_ids should be unique, but a duplicate from a hand-edited theme must not confuse React's reconciliation.
        const key = seen.has(section.temp_id) ? `${section.temp_id}-${index}` : section.temp_id;
        seen.add(section.temp_id);
        return (
          <SectionSlot
            key={key}
            section={section}
            data={resolved[section.temp_id]}
            context={context}
            floatHeader={section.section_type_id === SECTION_TYPE_ID.header && floatHeader}
            isFirstHero={section === firstHero}
          />
        );
      })}
    </>
  );
}

export type { SectionContext } from './section-props';
export { preloadSections } from './section-registry';
