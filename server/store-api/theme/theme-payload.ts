/**
 * The theme document an owner saves from the studio. Checked here before it is stored: settings are
 * snake_case names with plain values (the compiler still validates each value it uses), and
 * sections need a known type and a temp_id. Owner HTML is sanitised before the draft is written.
 */
import { z } from 'zod';
import { INT4_MAX } from '../../../src/domain/validation/record-id';
import { sectionTypeIdField } from '../../../src/domain/sections/section-type-field';
import { recordId } from '../../../src/contracts/input-fields.contract';

/** Setting names are snake_case (theme settings, and storefront options such as zoom_style). */
const SETTING_NAME = /^[a-z][a-z0-9_]{0,60}$/;
const settingValue = z.union([z.string().max(100_000), z.number().finite(), z.boolean()]);

export const themeSettingsPayload = z.record(z.string(), settingValue).superRefine((settings, ctx) => {
  const keys = Object.keys(settings);
  if (keys.length > 400) ctx.addIssue({ code: 'custom', path: [], message: 'At most 400 settings' });
  for (const key of keys) {
    if (!SETTING_NAME.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is not a setting name` });
  }
});

export const sectionPayload = z.object({
  temp_id: z.string().min(1, 'temp_id is required').max(100),
  section_type_id: sectionTypeIdField,
  is_hidden: z.boolean().default(false),
  style: z.record(z.string().max(60), z.unknown()).default({}),
  content: z.record(z.string().max(60), z.unknown()).default({}),
});

export const themeDocumentPayload = z.object({
  settings: themeSettingsPayload.default({}),
  sections: z.array(sectionPayload).max(300, 'At most 300 sections'),
  theme_css: z.string().max(200_000).default(''),
  creator_theme_css: z.string().max(200_000).default(''),
  csx: z.string().max(200_000).default(''),
}).superRefine((doc, ctx) => {
  const seen = new Set<string>();
  doc.sections.forEach((section, index) => {
    if (seen.has(section.temp_id)) ctx.addIssue({ code: 'custom', path: ['sections', index, 'temp_id'], message: `Duplicate temp_id ${section.temp_id}` });
    seen.add(section.temp_id);
  });
});

export const saveDraftBody = z.object({
  ThemeData: themeDocumentPayload,
  /** The draft revision the studio last saw; a newer one on the server answers 409. */
  Revision: z.number().int().nonnegative().max(INT4_MAX).optional(),
});

export const restoreBody = z.object({ VersionID: recordId('VersionID') });

export type ThemeDocumentPayload = z.output<typeof themeDocumentPayload>;
