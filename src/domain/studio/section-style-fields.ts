/**
 * The section style fields of spec section 3 as the studio's settings panel offers them: which
 * control each one gets and what it accepts (section-style.ts parses and clamps them on render).
 */
export type StudioField =
  | { key: string; label: string; kind: 'color' }
  | { key: string; label: string; kind: 'image' }
  | { key: string; label: string; kind: 'boolean' }
  | { key: string; label: string; kind: 'range'; min: number; max: number; step: number }
  | { key: string; label: string; kind: 'select'; options: readonly string[] };

export const SECTION_STYLE_FIELDS: readonly StudioField[] = [
  { key: 'section_width', label: 'Width', kind: 'select', options: ['default', 'fluid', 'stretched', 'full'] },
  { key: 'section_bg_color', label: 'Background colour', kind: 'color' },
  { key: 'section_bg_image', label: 'Background image', kind: 'image' },
  { key: 'section_bg_image_parallax', label: 'Parallax background', kind: 'boolean' },
  { key: 'section_padding_top', label: 'Padding top (px)', kind: 'range', min: 0, max: 200, step: 4 },
  { key: 'section_padding_bottom', label: 'Padding bottom (px)', kind: 'range', min: 0, max: 200, step: 4 },
  { key: 'is_transparent_header', label: 'Transparent header', kind: 'boolean' },
  { key: 'is_transparent_header_mobile', label: 'Transparent header on mobile', kind: 'boolean' },
  { key: 'is_remove_section_space', label: 'Remove space between sections', kind: 'boolean' },
  { key: 'alignment', label: 'Alignment', kind: 'select', options: ['start', 'center', 'end'] },
  { key: 'position_x', label: 'Background position (x)', kind: 'select', options: ['left', 'center', 'right'] },
  { key: 'position_y', label: 'Background position (y)', kind: 'select', options: ['top', 'center', 'bottom'] },
  { key: 'text_color', label: 'Text colour', kind: 'color' },
  { key: 'font_size', label: 'Font size (px)', kind: 'range', min: 10, max: 48, step: 1 },
  { key: 'button_size', label: 'Button size', kind: 'select', options: ['sm', 'md', 'lg'] },
  { key: 'button_style', label: 'Button style', kind: 'select', options: ['primary', 'secondary', 'outline', 'link'] },
  { key: 'button_space', label: 'Space between buttons (px)', kind: 'range', min: 0, max: 64, step: 2 },
  { key: 'column_spacing', label: 'Column spacing (px)', kind: 'range', min: 0, max: 96, step: 2 },
];
