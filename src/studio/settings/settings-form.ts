/**
 * The Settings page's form: what the owner is editing, turned into a save, and checked by the same
 * domain rules the store API applies (so most mistakes show beside their field before any call).
 * Errors are keyed by the store API's field paths (`scripts.facebookPixelID`, `currency.rate`,
 * `pixelToken.value`, `storePassword.value`), so a 400's fields land on the same inputs.
 */
import type { SettingsChange } from '../../application/ports/store-settings-api.port';
import { adRollProblem, normalizeScriptId, pixelTokenProblem, SCRIPT_ID_KEYS, scriptIdProblem } from '../../domain/store/script-id-formats';
import {
  currencyProblems,
  customScriptProblem,
  storePasswordProblem,
  type OwnerStoreSettings,
  type SecretChange,
} from '../../domain/store/store-settings';
import { isReturnDays, keptReturnPolicy, RETURN_DAYS_PROBLEM } from '../../domain/store/return-policy';

export interface SettingsForm {
  values: Omit<OwnerStoreSettings, 'pixelTokenSet' | 'passwordProtected'>;
  /** A new Conversions API token typed in ('' keeps the saved one). */
  newPixelToken: string;
  clearPixelToken: boolean;
  /** Whether the store should ask visitors for its password. */
  protect: boolean;
  /** A new store password ('' keeps the current one, when there is one). */
  newPassword: string;
  /** The return window as typed, kept as text so a half-typed number stays in its field. */
  returnDays: string;
}

export type FieldErrors = Record<string, string>;

export function formOf(settings: OwnerStoreSettings): SettingsForm {
  const { pixelTokenSet: _token, passwordProtected, ...values } = settings;
  return {
    values,
    newPixelToken: '',
    clearPixelToken: false,
    protect: passwordProtected,
    newPassword: '',
    returnDays: String(values.return_policy.days),
  };
}

function pixelTokenChange(form: SettingsForm): SecretChange {
  if (form.newPixelToken.trim() !== '') return { action: 'set', value: form.newPixelToken.trim() };
  return form.clearPixelToken ? { action: 'clear' } : { action: 'keep' };
}

function passwordChange(form: SettingsForm, saved: OwnerStoreSettings): SecretChange {
  if (!form.protect) return saved.passwordProtected ? { action: 'clear' } : { action: 'keep' };
  return form.newPassword !== '' ? { action: 'set', value: form.newPassword } : { action: 'keep' };
}

/** The save this form asks for, ids in the vendor's case. */
export function changeOf(form: SettingsForm, saved: OwnerStoreSettings): SettingsChange {
  const scripts = { ...form.values.scripts };
  for (const key of SCRIPT_ID_KEYS) scripts[key] = normalizeScriptId(key, scripts[key]);
  const currency = {
    abbreviation: form.values.currency.abbreviation.trim().toUpperCase(),
    symbol: form.values.currency.symbol,
    rate: form.values.currency.rate.trim(),
  };
  const return_policy = keptReturnPolicy({ ...form.values.return_policy, days: Number(form.returnDays.trim()) });
  return {
    ...form.values,
    scripts,
    currency,
    return_policy,
    pixelToken: pixelTokenChange(form),
    storePassword: passwordChange(form, saved),
  };
}

/** Every field the store API would refuse, by its path, with the reason. */
export function formProblems(form: SettingsForm, saved: OwnerStoreSettings): FieldErrors {
  const change = changeOf(form, saved);
  const errors: FieldErrors = {};
  for (const key of SCRIPT_ID_KEYS) {
    const problem = scriptIdProblem(key, change.scripts[key]);
    if (problem) errors[`scripts.${key}`] = problem;
  }
  const adRoll = adRollProblem(change.scripts);
  if (adRoll && !errors[`scripts.${adRoll.field}`]) errors[`scripts.${adRoll.field}`] = adRoll.message;
  const custom = customScriptProblem(change.scripts.customScript);
  if (custom) errors['scripts.customScript'] = custom;
  for (const [field, message] of Object.entries(currencyProblems(change.currency))) errors[`currency.${field}`] = message;
  if (change.return_policy.mode === 'within' && !(/^\d+$/.test(form.returnDays.trim()) && isReturnDays(change.return_policy.days)))
    errors['return_policy.days'] = RETURN_DAYS_PROBLEM;
  if (change.pixelToken.action === 'set') {
    const problem = pixelTokenProblem(change.pixelToken.value);
    if (problem) errors['pixelToken.value'] = problem;
  }
  if (form.protect && !saved.passwordProtected && form.newPassword === '')
    errors['storePassword.value'] = 'Choose the password visitors will enter';
  if (change.storePassword.action === 'set') {
    const problem = storePasswordProblem(change.storePassword.value);
    if (problem) errors['storePassword.value'] = problem;
  }
  return errors;
}
