/**
 * An editor push carries every section, freshly parsed, so none is identical to what is on screen.
 * Keeping the previous object for each section whose value did not change lets the page re-render
 * only the sections that did (one colour change on a 100-section page touches one section).
 */
import type { Section } from '../sections/section';

export function reuseUnchanged(previous: readonly Section[], next: readonly Section[]): Section[] {
  const byId = new Map<string, { section: Section; json: string }>();
  for (const section of previous) byId.set(section.temp_id, { section, json: JSON.stringify(section) });
  return next.map((section) => {
    const old = byId.get(section.temp_id);
    return old && old.json === JSON.stringify(section) ? old.section : section;
  });
}
