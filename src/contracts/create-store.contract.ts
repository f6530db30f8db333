/**
 * What creating a store takes (decision 93): the operator command reads its arguments into this, and
 * the sign-up and operator API to come post it. Each rule names its field, so a bad one is refused
 * with that field's name before anything is written. Whether the address is free is the use case's
 * to say (server/store-api/stores/create-store.ts).
 */
import { z } from 'zod';
import { isCountryCode, UNKNOWN_COUNTRY_MESSAGE } from '../domain/address/countries';
import { passwordProblem } from '../domain/identity/password-rules';
import { storeAddressProblem, STORE_ADDRESS_MAX } from '../domain/store/store-address';
import { THEME_PRESETS, type ThemePresetName } from '../domain/theme/theme-style-presets';
import { emailAddress, storedText } from './input-fields.contract';

export const THEME_PRESET_NAMES = Object.keys(THEME_PRESETS) as ThemePresetName[];

/** Everything but the password: what a sign-up keeps while its e-mail is proven (decision 97). */
export const storeFieldsInput = z.object({
  /** The address: `<name>.<platform domain>`, `?store=<name>`. */
  name: z
    .string({ error: 'name is required' })
    .trim()
    .max(STORE_ADDRESS_MAX * 2, 'name is too long')
    .superRefine((value, ctx) => {
      const problem = storeAddressProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Shown to shoppers; the address title-cased when absent. */
  title: storedText('title', 120, { trim: true })
    .refine((value) => value.length > 0, 'title must not be empty')
    .optional(),
  email: emailAddress,
  currency: z
    .string({ error: 'currency must be text' })
    .trim()
    .toUpperCase()
    .refine(
      (code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code),
      'currency must be an ISO 4217 code such as EUR',
    )
    .default('USD'),
  country: z
    .string({ error: 'country must be text' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, `country: ${UNKNOWN_COUNTRY_MESSAGE} (ISO 3166-1 alpha-2, e.g. DE)`)
    .default('US'),
  theme: z
    .enum(THEME_PRESET_NAMES as [ThemePresetName, ...ThemePresetName[]], {
      error: `theme must be one of ${THEME_PRESET_NAMES.join(', ')}`,
    })
    .default('classic-light'),
  sampleProducts: z.boolean({ error: 'sampleProducts must be true or false' }).default(false),
});

export const createStoreInput = storeFieldsInput
  .extend({ password: z.string({ error: 'password is required' }) })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.password, value.email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });

export type CreateStoreInput = z.input<typeof createStoreInput>;
export type CreateStoreFields = z.output<typeof createStoreInput>;
export type StoreFields = z.output<typeof storeFieldsInput>;
