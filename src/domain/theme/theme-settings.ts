/**
 * The store owner's theme settings. Parsing never throws and never lets one broken value reset the
 * others: every field carries its own default (see theme-values.ts), unknown keys are dropped.
 */
import { z } from 'zod';
import { buttonSettingsShape } from './theme-settings-buttons';
import { componentSettingsShape } from './theme-settings-components';
import { schemeSettingsShape } from './theme-settings-schemes';
import { siteSettingsShape } from './theme-settings-site';

export const themeSettingsSchema = z.object({
  ...siteSettingsShape,
  ...buttonSettingsShape,
  ...componentSettingsShape,
  ...schemeSettingsShape,
});

export type ThemeSettings = z.output<typeof themeSettingsSchema>;
export type ThemeSettingKey = keyof ThemeSettings;

export const THEME_SETTING_KEYS = Object.keys(themeSettingsSchema.shape) as ThemeSettingKey[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const DEFAULT_THEME_SETTINGS: ThemeSettings = Object.freeze(themeSettingsSchema.parse({}));

export function parseThemeSettings(raw: unknown): ThemeSettings {
  if (!isRecord(raw)) return { ...DEFAULT_THEME_SETTINGS };
  try {
    return themeSettingsSchema.parse(raw);
  } catch {
    // Only reachable for exotic inputs (throwing getters, proxies); every field already has a fallback.
    return { ...DEFAULT_THEME_SETTINGS };
  }
}
