/** Shorthands the section types' presets share (types/*.ts): a link to a custom page, numbered items. */
export const presetLink = (label: string, slug = '') => ({ label, type: 4, slug });

export const presetItems = (n: number, make: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => make(i + 1));
