/**
 * The payload of POST /Owner/SaveSettings (docs/back-office.md "Store settings"). Every group is
 * optional (left out: unchanged), so a script can change one thing; the studio sends the whole page.
 * Each script id is checked by its own vendor format (script-id-formats.ts) and a 400 names the
 * field by its path, e.g. `scripts.facebookPixelID`. Secrets travel only inward: `pixelToken` and
 * `storePassword` say keep, set or clear.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import {
  normalizeScriptId,
  pixelTokenProblem,
  SCRIPT_ID_FORMATS,
  SCRIPT_ID_KEYS,
  scriptIdProblem,
  type ScriptIdKey,
} from '../domain/store/script-id-formats';
import {
  CUSTOM_SCRIPT_MAX,
  currencyProblems,
  customScriptProblem,
  storePasswordProblem,
  type OwnerStoreSettings,
} from '../domain/store/store-settings';
import { isReturnDays, RETURN_DAYS_PROBLEM } from '../domain/store/return-policy';

/** Turns a domain rule (null or the reason) into a zod check. */
const rule =
  <T>(problem: (value: T) => string | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

const scriptId = (key: ScriptIdKey) =>
  z
    .string({ error: `${SCRIPT_ID_FORMATS[key].label} must be text` })
    .max(100, `${SCRIPT_ID_FORMATS[key].label} is at most 100 characters`)
    .transform((value) => normalizeScriptId(key, value))
    .superRefine(rule((value: string) => scriptIdProblem(key, value)));

const scriptIds = Object.fromEntries(SCRIPT_ID_KEYS.map((key) => [key, scriptId(key).optional()])) as Record<
  ScriptIdKey,
  z.ZodOptional<ReturnType<typeof scriptId>>
>;

const scripts = z.strictObject(
  {
    ...scriptIds,
    customScript: z
      .string({ error: 'The custom script must be text' })
      .max(CUSTOM_SCRIPT_MAX, `The custom script is at most ${CUSTOM_SCRIPT_MAX} characters`)
      .superRefine(rule(customScriptProblem))
      .optional(),
  },
  { error: 'scripts must be an object of the script ids' },
);

const rate = z
  .union([z.string(), z.number()], { error: 'The rate must be a number' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()));

const currency = z
  .strictObject(
    {
      abbreviation: z
        .string({ error: 'The currency code must be text' })
        .trim()
        .toUpperCase()
        .max(3, 'The currency code is three capital letters (ISO 4217), e.g. EUR'),
      symbol: z.string({ error: 'The symbol must be text' }).max(8, 'The symbol is 1 to 8 characters, without < or >'),
      rate,
    },
    { error: 'currency must be an object with abbreviation, symbol and rate' },
  )
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(currencyProblems(value))) ctx.addIssue({ code: 'custom', message, path: [field] });
  });

const secret = (label: string, problem: (value: string) => string | null) =>
  z.discriminatedUnion(
    'action',
    [
      z.strictObject({ action: z.literal('keep') }),
      z.strictObject({
        action: z.literal('set'),
        value: z
          .string({ error: `${label} must be text` })
          .max(1_000, `${label} is too long`)
          .superRefine(rule(problem)),
      }),
      z.strictObject({ action: z.literal('clear') }),
    ],
    { error: `${label}: action must be keep, set or clear` },
  );

export const saveSettingsBody = z.strictObject(
  {
    scripts: scripts.optional(),
    currency: currency.optional(),
    show_currency: z.boolean({ error: 'show_currency must be true or false' }).optional(),
    add_to_card_action: z.enum(['OPEN_DRAWER', 'OPEN_CART'], { error: 'add_to_card_action must be OPEN_DRAWER or OPEN_CART' }).optional(),
    account_mode: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'account_mode must be 1 (required), 2 (optional) or 3 (disabled)' })
      .optional(),
    contact_requirement_mode: z
      .union(
        [1, 2, 3, 4, 5, 6].map((mode) => z.literal(mode)) as unknown as [
          z.ZodLiteral<1>,
          z.ZodLiteral<2>,
          z.ZodLiteral<3>,
          z.ZodLiteral<4>,
          z.ZodLiteral<5>,
          z.ZodLiteral<6>,
        ],
        { error: 'contact_requirement_mode must be 1 to 6' },
      )
      .optional(),
    zoom_style: z
      .enum(['', 'no_zoom', 'zoom', 'inner_zoom_circle'], { error: "zoom_style must be '', no_zoom, zoom or inner_zoom_circle" })
      .optional(),
    return_policy: z
      .strictObject(
        {
          mode: z.enum(['unstated', 'none', 'within'], { error: 'mode must be unstated, none or within' }),
          days: z.number({ error: RETURN_DAYS_PROBLEM }).refine(isReturnDays, RETURN_DAYS_PROBLEM),
          fees: z.enum(['free', 'customer'], { error: 'fees must be free or customer' }),
        },
        { error: 'return_policy must be an object of mode, days and fees' },
      )
      .optional(),
    ownerNotifications: z
      .strictObject(
        {
          newOrder: z.boolean({ error: 'newOrder must be true or false' }),
          newMessage: z.boolean({ error: 'newMessage must be true or false' }),
        },
        { error: 'ownerNotifications must be an object' },
      )
      .optional(),
    pixelToken: secret('The Conversions API token', pixelTokenProblem).optional(),
    storePassword: secret('The store password', storePasswordProblem).optional(),
  },
  { error: 'The body must be an object of settings' },
);
export type SaveSettingsBody = z.infer<typeof saveSettingsBody>;

export const settingsHistoryQuery = z.object({
  Limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be an integer')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(25),
});

/** The studio's Settings page (docs/back-office.md "Store settings"). */
export const SETTINGS_CALLS = {
  settings: defineCall({
    method: 'GET',
    path: '/Owner/Settings',
    auth: 'owner',
    permission: 'settings.manage',
    answer: answerOf<{ settings: OwnerStoreSettings }>(),
  }),
  settingsHistory: defineCall({
    method: 'GET',
    path: '/Owner/SettingsHistory',
    auth: 'owner',
    permission: 'settings.manage',
    request: settingsHistoryQuery,
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: '/Owner/SaveSettings',
    auth: 'owner',
    permission: 'settings.manage',
    request: saveSettingsBody,
  }),
};
