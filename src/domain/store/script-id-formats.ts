/**
 * The formats of the owner's script ids (docs/back-office.md, "Store settings"): each vendor's id has a shape of
 * its own, checked here before it is saved, so a typo is refused at the settings page instead of
 * silently loading nothing on the storefront. Every accepted id is also a plain token (letters,
 * digits, `-`), which owner-scripts.ts requires before putting an id into an inline snippet.
 * Pure: the store API's schema and the studio's form both ask these rules.
 */

/** The script ids the settings page edits (fbLoginID, googleLoginID and facebookCatalog are not offered yet). */
export const SCRIPT_ID_KEYS = [
  'gA4ID',
  'googleAnalyticsID',
  'tagManagerID',
  'facebookPixelID',
  'tiktokPixelID',
  'adRollID',
  'adRollPixelID',
  'addThisID',
  'liveChatID',
] as const;
export type ScriptIdKey = (typeof SCRIPT_ID_KEYS)[number];

export interface ScriptIdFormat {
  label: string;
  pattern: RegExp;
  /** How the id looks, for the hint and the error. */
  example: string;
  /** Case the vendor prints the id in: what the owner typed is turned to it before checking. */
  letters: 'upper' | 'lower' | 'any';
}

const GA4 = /^G-[A-Z0-9]{6,12}$/;

export const SCRIPT_ID_FORMATS: Record<ScriptIdKey, ScriptIdFormat> = {
  // A GA4 measurement id: "G-" and (usually ten) letters and digits.
  gA4ID: { label: 'Google Analytics 4 measurement ID', pattern: GA4, example: 'G-A1B2C3D4E5', letters: 'upper' },
  // A Universal Analytics property (UA-<account>-<property>), or a Google tag id as gtag.js takes both.
  googleAnalyticsID: {
    label: 'Google Analytics ID',
    pattern: /^(UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{6,12})$/,
    example: 'UA-12345678-1',
    letters: 'upper',
  },
  // A Google Tag Manager container: "GTM-" and letters and digits (seven, lately).
  tagManagerID: { label: 'Google Tag Manager container ID', pattern: /^GTM-[A-Z0-9]{4,10}$/, example: 'GTM-AB12CD3', letters: 'upper' },
  // A Meta (Facebook) pixel / dataset id: 15 or 16 digits.
  facebookPixelID: { label: 'Facebook pixel ID', pattern: /^\d{15,16}$/, example: '123456789012345', letters: 'any' },
  // A TikTok pixel code: 20 capital letters and digits.
  tiktokPixelID: { label: 'TikTok pixel ID', pattern: /^[A-Z0-9]{20}$/, example: 'C4D7GDGU3U8GPR0NKO30', letters: 'upper' },
  // AdRoll's advertiser id (adroll_adv_id) and pixel id (adroll_pix_id): 22 capital letters and digits each.
  adRollID: { label: 'AdRoll advertiser ID', pattern: /^[A-Z0-9]{22}$/, example: 'ABCDEFGHIJ0123456789KL', letters: 'upper' },
  adRollPixelID: { label: 'AdRoll pixel ID', pattern: /^[A-Z0-9]{22}$/, example: 'MNOPQRSTUV0123456789WX', letters: 'upper' },
  // An AddThis profile (pubid): "ra-" and 16 hexadecimal digits.
  addThisID: { label: 'AddThis profile ID', pattern: /^ra-[0-9a-f]{16}$/, example: 'ra-5a1b2c3d4e5f6a7b', letters: 'lower' },
  // A LiveChat licence number.
  liveChatID: { label: 'LiveChat licence number', pattern: /^[1-9]\d{3,9}$/, example: '12345678', letters: 'any' },
};

/** What the owner typed, as it is stored: trimmed and in the vendor's case. */
export function normalizeScriptId(key: ScriptIdKey, value: string): string {
  const trimmed = value.trim();
  const { letters } = SCRIPT_ID_FORMATS[key];
  return letters === 'upper' ? trimmed.toUpperCase() : letters === 'lower' ? trimmed.toLowerCase() : trimmed;
}

/** Why this id cannot be saved, or null when it can ('' is "not set", always allowed). Checks the normalized value. */
export function scriptIdProblem(key: ScriptIdKey, value: string): string | null {
  const id = normalizeScriptId(key, value);
  if (id === '') return null;
  const format = SCRIPT_ID_FORMATS[key];
  return format.pattern.test(id) ? null : `${format.label} looks like ${format.example}`;
}

/** AdRoll needs both of its ids: one without the other loads nothing. Which one is missing, if so. */
export function adRollProblem(ids: {
  adRollID: string;
  adRollPixelID: string;
}): { field: 'adRollID' | 'adRollPixelID'; message: string } | null {
  const advertiser = ids.adRollID.trim() !== '';
  const pixel = ids.adRollPixelID.trim() !== '';
  if (advertiser === pixel) return null;
  return advertiser
    ? { field: 'adRollPixelID', message: 'AdRoll needs its pixel ID as well as the advertiser ID' }
    : { field: 'adRollID', message: 'AdRoll needs its advertiser ID as well as the pixel ID' };
}

/** The Conversions API access token Meta's Events Manager gives: "EAA" and letters and digits. */
export const PIXEL_TOKEN_PATTERN = /^EAA[A-Za-z0-9]{20,1000}$/;

export function pixelTokenProblem(value: string): string | null {
  return PIXEL_TOKEN_PATTERN.test(value.trim()) ? null : 'A Conversions API token starts with EAA and has only letters and digits';
}
