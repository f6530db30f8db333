/**
 * The theme settings as the studio's settings panel lists them: every setting of the theme schema
 * with its control (from the field metadata the validators register), grouped by what it styles.
 */
import type { z } from 'zod';
import { themeSettingsSchema, DEFAULT_THEME_SETTINGS, THEME_SETTING_KEYS, type ThemeSettingKey } from '../theme/theme-settings';
import { themeFieldRegistry, type ThemeFieldMeta } from '../theme/theme-values';

export interface ThemeSettingField {
  key: ThemeSettingKey;
  label: string;
  group: string;
  meta: ThemeFieldMeta;
  fallback: unknown;
}

const GROUPS: ReadonlyArray<[RegExp, string]> = [
  [/^scheme_/, 'Colour schemes'],
  [/^sub_heading_/, 'Sub-headings'],
  [/^heading_/, 'Headings'],
  [/^(font_|letter_spacing|line_height)/, 'Body text'],
  [/_color$/, 'Advanced colours'],
  [/^(btn|button)_/, 'Buttons'],
  [/^(product_card|pc)_/, 'Product cards'],
  [/^input_/, 'Inputs'],
  [/^badge_/, 'Badges'],
  [/^card_/, 'Cards'],
  [/^custom_css$/, 'Custom CSS'],
];

const labelOf = (key: string) => {
  const text = key
    .replace(/_/g, ' ')
    .replace(/\blg\b/, '(large)')
    .replace(/\bsm\b/, '(small)')
    .replace(/\bmd\b/, '(medium)');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function metaOf(key: ThemeSettingKey): ThemeFieldMeta | undefined {
  // Each field is `validator.catch(default)`; the metadata sits on the validator.
  const field = themeSettingsSchema.shape[key] as unknown as z.ZodCatch<z.ZodType>;
  return themeFieldRegistry.get(field.unwrap());
}

export const THEME_SETTING_FIELDS: readonly ThemeSettingField[] = THEME_SETTING_KEYS.flatMap((key) => {
  const meta = metaOf(key);
  if (!meta) return [];
  const group = GROUPS.find(([pattern]) => pattern.test(key))?.[1] ?? 'Layout';
  return [{ key, label: labelOf(key), group, meta, fallback: DEFAULT_THEME_SETTINGS[key] }];
});
