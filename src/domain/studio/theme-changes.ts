/**
 * What a publish changed, in the owner's words ("2 settings changed, 1 section added"), so the
 * versions list reads as a history rather than a row of timestamps. Sections are matched by their
 * temp_id: one missing before was added, one missing after was removed, one whose content, style or
 * visibility differs was edited, and a change of order alone is "sections reordered".
 */
import type { Section } from '../sections/section';
import { everySectionList, type ThemeDocument } from '../theme/theme-document';

export interface ThemeChanges {
  settings: number;
  added: number;
  removed: number;
  edited: number;
  reordered: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function listChanges(before: Section[], after: Section[]): Omit<ThemeChanges, 'settings'> {
  const earlier = new Map<string, Section>(before.map((s) => [s.temp_id, s]));
  const later = new Set(after.map((s) => s.temp_id));
  const added = after.filter((s) => !earlier.has(s.temp_id)).length;
  const removed = before.filter((s) => !later.has(s.temp_id)).length;
  const edited = after.filter((s) => earlier.has(s.temp_id) && !same(earlier.get(s.temp_id), s)).length;
  const kept = (sections: Section[], present: (id: string) => boolean) => sections.map((s) => s.temp_id).filter(present);
  const reordered = !same(
    kept(before, (id) => later.has(id)),
    kept(after, (id) => earlier.has(id)),
  );
  return { added, removed, edited, reordered };
}

/** Every page counts (home, header and footer, templates, custom pages); a template's body moving is a reorder. */
export function themeChanges(before: ThemeDocument, after: ThemeDocument): ThemeChanges {
  const keys = new Set([...Object.keys(before.settings), ...Object.keys(after.settings)]);
  const settings = [...keys].filter((key) => !same(before.settings[key], after.settings[key])).length;
  const earlier = new Map(everySectionList(before));
  const total: ThemeChanges = { settings, added: 0, removed: 0, edited: 0, reordered: false };
  const names = new Set([...earlier.keys(), ...everySectionList(after).map(([name]) => name)]);
  const later = new Map(everySectionList(after));
  for (const name of names) {
    const one = listChanges(earlier.get(name) ?? [], later.get(name) ?? []);
    total.added += one.added;
    total.removed += one.removed;
    total.edited += one.edited;
    total.reordered ||= one.reordered;
  }
  const bodyMoved = Object.keys(after.templates).some((name) => {
    const key = name as keyof ThemeDocument['templates'];
    return before.templates[key].main_index !== after.templates[key].main_index;
  });
  return { ...total, reordered: total.reordered || bodyMoved };
}

const count = (n: number, one: string, many: string, what: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many} ${what}`);

export function describeThemeChanges(changes: ThemeChanges): string {
  const parts = [
    count(changes.settings, 'setting', 'settings', 'changed'),
    count(changes.added, 'section', 'sections', 'added'),
    count(changes.removed, 'section', 'sections', 'removed'),
    count(changes.edited, 'section', 'sections', 'edited'),
    changes.reordered ? 'sections reordered' : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'No changes';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
