/** How the studio names a section: its type and, when it has one, its heading. */
import type { Section } from '../domain/sections/section';
import { SECTION_TYPES } from '../domain/sections/section-types';

export function sectionTypeLabel(typeId: keyof typeof SECTION_TYPES): string {
  const name = SECTION_TYPES[typeId].replace(/-/g, ' ');
  return name === 'cta' ? 'Call to action' : name === 'html' ? 'HTML' : name.charAt(0).toUpperCase() + name.slice(1);
}

export function sectionTitle(section: Section): string {
  const slides = section.content.slides;
  const firstSlide = Array.isArray(slides) ? (slides[0] as { heading?: unknown } | undefined) : undefined;
  // A hero banner's heading is its first slide's.
  const heading = section.content.heading ?? firstSlide?.heading;
  const label = sectionTypeLabel(section.section_type_id);
  return typeof heading === 'string' && heading.trim() ? `${label}: ${heading.trim().slice(0, 40)}` : label;
}
