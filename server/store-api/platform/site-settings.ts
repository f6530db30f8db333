/** Site settings stored as JSON on the store, read with defaults so an old or partial row still serves. */
import { z } from 'zod';
import { isCountryCode } from '../../../src/domain/address/countries';
import type { SiteScripts, SiteSettings } from '../../../src/domain/store/web-info';
import { DEFAULT_RETURN_POLICY, RETURN_DAYS_MAX } from '../../../src/domain/store/return-policy';

const SCRIPT_KEYS = [
  'facebookPixelID',
  'tiktokPixelID',
  'googleAnalyticsID',
  'tagManagerID',
  'gA4ID',
  'adRollID',
  'adRollPixelID',
  'addThisID',
  'liveChatID',
  'fbLoginID',
  'googleLoginID',
  'customScript',
  'facebookCatalog',
] as const satisfies readonly (keyof SiteScripts)[];

const scriptsSchema = z.object(
  Object.fromEntries(SCRIPT_KEYS.map((key) => [key, z.string().catch('')])) as Record<
    (typeof SCRIPT_KEYS)[number],
    z.ZodCatch<z.ZodString>
  >,
);

export const siteSettingsSchema = z.object({
  staticCDN: z.string().catch('/media'),
  scripts: scriptsSchema.catch(scriptsSchema.parse({})),
  add_to_card_action: z.enum(['OPEN_DRAWER', 'OPEN_CART']).catch('OPEN_DRAWER'),
  show_currency: z.boolean().catch(false),
  account_mode: z.union([z.literal(1), z.literal(2), z.literal(3)]).catch(2),
  contact_requirement_mode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]).catch(2),
  facebookPixelToken: z.string().catch(''),
  country: z.string().refine(isCountryCode).catch(''),
  /** The owner's product zoom style (studio Settings, docs/back-office.md); '' follows the theme's zoom_style. */
  zoom_style: z.enum(['', 'no_zoom', 'zoom', 'inner_zoom_circle']).catch(''),
  /** The owner's return policy (studio Settings, return-policy.ts), published in structured data. */
  return_policy: z
    .object({
      mode: z.enum(['unstated', 'none', 'within']),
      days: z.number().int().min(1).max(RETURN_DAYS_MAX),
      fees: z.enum(['free', 'customer']),
    })
    .catch(DEFAULT_RETURN_POLICY),
  /** A new store not yet opened: its password page says it opens soon (decision 93); removing the password ends it. */
  opening_soon: z.boolean().catch(false),
  /** Server only, like facebookPixelToken: which events e-mail the store's owner (docs/back-office.md). */
  ownerNotifications: z
    .object({ newOrder: z.boolean().catch(true), newMessage: z.boolean().catch(true) })
    .catch({ newOrder: true, newMessage: true }),
});

/** The settings only the server reads: never sent to a browser (web-info.service.ts strips them). */
export type ServerSiteSettings = SiteSettings & {
  facebookPixelToken: string;
  ownerNotifications: { newOrder: boolean; newMessage: boolean };
};

export function readSiteSettings(raw: unknown): ServerSiteSettings {
  const input = typeof raw === 'object' && raw !== null ? raw : {};
  const parsed = siteSettingsSchema.parse({ scripts: {}, ...input });
  return parsed;
}
