/** How the studio names a section: its type and, when it has one, its heading. */
import type { Section } from '../domain/sections/section';
import { sectionTypeModule } from '../domain/sections/section-type-modules';

export function sectionTitle(section: Section): string {
  const slides = section.content.slides;
  const firstSlide = Array.isArray(slides) ? (slides[0] as { heading?: unknown } | undefined) : undefined;
  // A hero banner's heading is its first slide's.
  const heading = section.content.heading ?? firstSlide?.heading;
  const label = sectionTypeModule(section.section_type_id).label;
  return typeof heading === 'string' && heading.trim() ? `${label}: ${heading.trim().slice(0, 40)}` : label;
}
