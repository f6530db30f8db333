/** How the section panels change the selected section: one style or content field at a time. */
export interface SectionFieldEditor {
  change: (part: 'style' | 'content', key: string, value: unknown) => void;
  commit: () => void;
}
