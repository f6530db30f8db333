/**
 * The owner's store settings (docs/back-office.md "Store settings"): what the studio's
 * Settings page shows and saves, the rules each value must meet, and how a change is told in words
 * for the settings history. Secrets never appear here as values: the Conversions API token and the
 * store password are only "set" or not.
 */
import type { ZoomStyle } from '../media/image-zoom';
import { extractCustomScripts } from '../tracking/custom-script';
import { SCRIPT_ID_FORMATS, SCRIPT_ID_KEYS, type ScriptIdKey } from './script-id-formats';
import type { AddToCartAction } from './web-info';
import { describeReturnPolicy, type ReturnPolicy } from './return-policy';

export type AccountMode = 1 | 2 | 3;
export type ContactRequirementMode = 1 | 2 | 3 | 4 | 5 | 6;
/** '' follows the published theme's zoom_style; any other value overrides it for the whole store. */
export type ZoomChoice = '' | ZoomStyle;

export interface StoreCurrency {
  abbreviation: string;
  symbol: string;
  /** A decimal string, as the database keeps it (at most 8 integer and 6 fraction digits). */
  rate: string;
}

export interface OwnerStoreSettings {
  scripts: Record<ScriptIdKey, string> & { customScript: string };
  currency: StoreCurrency;
  show_currency: boolean;
  add_to_card_action: AddToCartAction;
  account_mode: AccountMode;
  contact_requirement_mode: ContactRequirementMode;
  zoom_style: ZoomChoice;
  return_policy: ReturnPolicy;
  ownerNotifications: { newOrder: boolean; newMessage: boolean };
  /** Whether a Conversions API token is saved (the token itself never leaves the server). */
  pixelTokenSet: boolean;
  /** Whether the storefront asks for the store password. */
  passwordProtected: boolean;
}

export const ACCOUNT_MODES: Record<AccountMode, string> = { 1: 'required', 2: 'optional', 3: 'disabled' };
export const CONTACT_REQUIREMENT_MODES: Record<ContactRequirementMode, string> = {
  1: 'e-mail and phone required',
  2: 'e-mail required, phone optional',
  3: 'phone required, e-mail optional',
  4: 'e-mail or phone',
  5: 'e-mail only',
  6: 'phone only',
};
export const ADD_TO_CART_ACTIONS: Record<AddToCartAction, string> = {
  OPEN_DRAWER: 'opens the cart drawer',
  OPEN_CART: 'opens the cart page',
};
export const ZOOM_CHOICES: Record<ZoomChoice, string> = {
  '': "the theme's choice",
  no_zoom: 'no zoom',
  zoom: 'click to zoom',
  inner_zoom_circle: 'magnifier lens',
};

/** The custom script runs on every page for every shopper: long enough for a vendor's snippet, no longer. */
export const CUSTOM_SCRIPT_MAX = 20_000;

export function customScriptProblem(html: string): string | null {
  if (html.length > CUSTOM_SCRIPT_MAX) return `The custom script is at most ${CUSTOM_SCRIPT_MAX} characters`;
  if (html.trim() === '') return null;
  return extractCustomScripts(html) === null
    ? 'The custom script must be <script> elements (src on http, https or this site) or plain JavaScript'
    : null;
}

export function currencyProblems(currency: StoreCurrency): Partial<Record<keyof StoreCurrency, string>> {
  const problems: Partial<Record<keyof StoreCurrency, string>> = {};
  if (!/^[A-Z]{3}$/.test(currency.abbreviation)) problems.abbreviation = 'The currency code is three capital letters (ISO 4217), e.g. EUR';
  // eslint-disable-next-line no-control-regex
  if (currency.symbol.trim() === '' || currency.symbol.length > 8 || /[<>\u0000-\u001f]/.test(currency.symbol)) {
    problems.symbol = 'The symbol is 1 to 8 characters, without < or >';
  }
  if (!/^\d{1,8}(\.\d{1,6})?$/.test(currency.rate) || Number(currency.rate) <= 0) {
    problems.rate = 'The rate is a number above 0 with at most 6 decimals, e.g. 0.92';
  }
  return problems;
}

export const STORE_PASSWORD_MIN = 6;
export const STORE_PASSWORD_MAX = 200;

export function storePasswordProblem(password: string): string | null {
  if (password.trim().length < STORE_PASSWORD_MIN) return `The store password has at least ${STORE_PASSWORD_MIN} characters`;
  if (password.length > STORE_PASSWORD_MAX) return `The store password is at most ${STORE_PASSWORD_MAX} characters`;
  return null;
}

/** What happens to a secret on save: left as it is, replaced (or set), or removed. */
export type SecretChange = { action: 'keep' } | { action: 'set'; value: string } | { action: 'clear' };

const onOff = (on: boolean) => (on ? 'on' : 'off');

function scriptChange(label: string, before: string, after: string): string | null {
  if (before === after) return null;
  if (!before) return `${label} set to ${after}`;
  if (!after) return `${label} removed (was ${before})`;
  return `${label} changed from ${before} to ${after}`;
}

/**
 * The history's words for one save: one line per change, in the page's order. Secrets are told
 * only as set, replaced or cleared; the custom script by its length, never its text.
 */
export function describeSettingsChanges(
  before: OwnerStoreSettings,
  after: OwnerStoreSettings,
  secrets: { pixelToken: SecretChange; password: SecretChange } = { pixelToken: { action: 'keep' }, password: { action: 'keep' } },
): string[] {
  const lines: string[] = [];
  for (const key of SCRIPT_ID_KEYS) {
    const line = scriptChange(SCRIPT_ID_FORMATS[key].label, before.scripts[key], after.scripts[key]);
    if (line) lines.push(line);
  }
  const { customScript: was } = before.scripts;
  const { customScript: now } = after.scripts;
  if (was !== now)
    lines.push(
      !was
        ? `Custom script added (${now.length} characters)`
        : !now
          ? 'Custom script removed'
          : `Custom script changed (${now.length} characters)`,
    );
  if (secrets.pixelToken.action === 'set')
    lines.push(before.pixelTokenSet ? 'Conversions API token replaced' : 'Conversions API token set');
  if (secrets.pixelToken.action === 'clear' && before.pixelTokenSet) lines.push('Conversions API token cleared');
  const a = before.currency;
  const b = after.currency;
  if (a.abbreviation !== b.abbreviation || a.symbol !== b.symbol || Number(a.rate) !== Number(b.rate)) {
    lines.push(
      `Currency changed from ${a.abbreviation} (${a.symbol.trim()}, rate ${Number(a.rate)}) to ${b.abbreviation} (${b.symbol.trim()}, rate ${Number(b.rate)})`,
    );
  }
  if (before.show_currency !== after.show_currency) lines.push(`Currency code after prices turned ${onOff(after.show_currency)}`);
  if (before.add_to_card_action !== after.add_to_card_action)
    lines.push(`Add to cart now ${ADD_TO_CART_ACTIONS[after.add_to_card_action]}`);
  if (before.account_mode !== after.account_mode) {
    lines.push(`Customer accounts changed from ${ACCOUNT_MODES[before.account_mode]} to ${ACCOUNT_MODES[after.account_mode]}`);
  }
  if (before.contact_requirement_mode !== after.contact_requirement_mode) {
    lines.push(
      `Contact details changed from ${CONTACT_REQUIREMENT_MODES[before.contact_requirement_mode]} to ${CONTACT_REQUIREMENT_MODES[after.contact_requirement_mode]}`,
    );
  }
  if (describeReturnPolicy(before.return_policy) !== describeReturnPolicy(after.return_policy))
    lines.push(`Return policy changed from ${describeReturnPolicy(before.return_policy)} to ${describeReturnPolicy(after.return_policy)}`);
  if (before.zoom_style !== after.zoom_style)
    lines.push(`Product zoom changed from ${ZOOM_CHOICES[before.zoom_style]} to ${ZOOM_CHOICES[after.zoom_style]}`);
  if (before.ownerNotifications.newOrder !== after.ownerNotifications.newOrder)
    lines.push(`New-order e-mails turned ${onOff(after.ownerNotifications.newOrder)}`);
  if (before.ownerNotifications.newMessage !== after.ownerNotifications.newMessage)
    lines.push(`New-message e-mails turned ${onOff(after.ownerNotifications.newMessage)}`);
  if (secrets.password.action === 'set')
    lines.push(
      before.passwordProtected
        ? 'Store password changed: visitors must enter the new one'
        : 'Store password set: the store asks visitors for it',
    );
  if (secrets.password.action === 'clear' && before.passwordProtected)
    lines.push('Password protection turned off: the store is open to everyone');
  return lines;
}
