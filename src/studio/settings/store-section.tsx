/**
 * How the store sells: currency, the add-to-cart action, customer accounts and contact details
 * (spec section 3's modes), product zoom, the return policy, the store password, and the owner's
 * e-mail switches.
 */
import {
  ACCOUNT_MODES,
  ADD_TO_CART_ACTIONS,
  CONTACT_REQUIREMENT_MODES,
  ZOOM_CHOICES,
  type AccountMode,
  type ContactRequirementMode,
  type ZoomChoice,
} from '../../domain/store/store-settings';
import type { AddToCartAction } from '../../domain/store/web-info';
import {
  RETURN_DAYS_MAX,
  RETURN_FEES,
  RETURN_MODES,
  type ReturnFees,
  type ReturnMode,
  type ReturnPolicy,
} from '../../domain/store/return-policy';
import type { FieldErrors, SettingsForm } from './settings-form';
import { ChoiceField, SettingsSection, SwitchField, TextField } from './settings-fields';

interface Props {
  form: SettingsForm;
  errors: FieldErrors;
  update: (change: (form: SettingsForm) => SettingsForm) => void;
}

/** A choice list from the domain's labels, each label starting with a capital as the form shows it. */
const choices = <T extends string | number>(labels: Record<T, string>, parse: (key: string) => T) =>
  Object.entries(labels).map(([value, label]) => ({ value: parse(value), label: capital(label as string) }));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const CURRENCY_FIELDS = [
  { key: 'abbreviation', label: 'Currency code', maxLength: 3, hint: 'Three letters (ISO 4217), e.g. EUR' },
  { key: 'symbol', label: 'Currency symbol', maxLength: 8, hint: undefined },
  { key: 'rate', label: 'Exchange rate', maxLength: 16, hint: 'At most 6 decimals, e.g. 0.92' },
] as const;

type ChoiceKey = 'add_to_card_action' | 'account_mode' | 'contact_requirement_mode' | 'zoom_style';

export function SellingSection({ form, errors, update }: Props) {
  const set = <K extends keyof SettingsForm['values']>(key: K, value: SettingsForm['values'][K]) =>
    update((f) => ({ ...f, values: { ...f.values, [key]: value } }));
  const currency = form.values.currency;
  const setCurrency = (key: keyof typeof currency, value: string) => set('currency', { ...currency, [key]: value });
  /** A choice's name, value, error and change, all by its key in the form. */
  const bound = <K extends ChoiceKey>(key: K) => ({
    name: key,
    value: form.values[key],
    error: errors[key],
    onChange: (value: SettingsForm['values'][K]) => set(key, value),
  });
  return (
    <SettingsSection title="Selling" description="Prices are shown in this currency: the catalogue's prices times the rate.">
      {CURRENCY_FIELDS.map(({ key, label, maxLength, hint }) => (
        <TextField
          key={key}
          label={label}
          name={`currency.${key}`}
          value={currency[key]}
          maxLength={maxLength}
          error={errors[`currency.${key}`]}
          hint={hint}
          onChange={(value) => setCurrency(key, value)}
        />
      ))}
      <SwitchField
        label="Show the currency code after prices"
        name="show_currency"
        checked={form.values.show_currency}
        onChange={(checked) => set('show_currency', checked)}
      />
      <ChoiceField
        label="Add to cart"
        {...bound('add_to_card_action')}
        options={choices(ADD_TO_CART_ACTIONS, (key) => key as AddToCartAction)}
      />
      <ChoiceField
        label="Customer accounts"
        {...bound('account_mode')}
        hint="Required: checkout asks shoppers to sign in. Disabled: no sign-up or sign-in."
        options={choices(ACCOUNT_MODES, (key) => Number(key) as AccountMode)}
      />
      <ChoiceField
        label="Contact details asked of shoppers"
        {...bound('contact_requirement_mode')}
        options={choices(CONTACT_REQUIREMENT_MODES, (key) => Number(key) as ContactRequirementMode)}
      />
      <ChoiceField label="Product picture zoom" {...bound('zoom_style')} options={choices(ZOOM_CHOICES, (key) => key as ZoomChoice)} />
    </SettingsSection>
  );
}

/** The return policy search engines show beside the store's products (return-policy.ts). */
export function ReturnsSection({ form, errors, update }: Props) {
  const policy = form.values.return_policy;
  const setPolicy = (change: Partial<ReturnPolicy>) =>
    update((f) => ({ ...f, values: { ...f.values, return_policy: { ...policy, ...change } } }));
  return (
    <SettingsSection title="Returns" description="Search engines show this policy beside your products. Not stated publishes nothing.">
      <ChoiceField
        label="Return policy"
        name="return_policy.mode"
        value={policy.mode}
        error={errors['return_policy.mode']}
        options={choices(RETURN_MODES, (key) => key as ReturnMode)}
        onChange={(mode) => setPolicy({ mode })}
      />
      {policy.mode === 'within' && (
        <>
          <TextField
            label="Return window in days"
            name="return_policy.days"
            value={form.returnDays}
            maxLength={3}
            error={errors['return_policy.days']}
            hint={`Counted from delivery, 1 to ${RETURN_DAYS_MAX}.`}
            onChange={(value) => update((f) => ({ ...f, returnDays: value }))}
          />
          <ChoiceField
            label="Return shipping"
            name="return_policy.fees"
            value={policy.fees}
            error={errors['return_policy.fees']}
            options={choices(RETURN_FEES, (key) => key as ReturnFees)}
            onChange={(fees) => setPolicy({ fees })}
          />
        </>
      )}
    </SettingsSection>
  );
}

export function AccessSection({ form, errors, passwordProtected, update }: Props & { passwordProtected: boolean }) {
  const notify = form.values.ownerNotifications;
  const setNotify = (key: keyof typeof notify, on: boolean) =>
    update((f) => ({ ...f, values: { ...f.values, ownerNotifications: { ...notify, [key]: on } } }));
  return (
    <SettingsSection title="Store password and e-mails">
      <div className="flex flex-col gap-2 sm:col-span-2">
        <SwitchField
          label="Ask visitors for a store password"
          name="storePassword.protect"
          checked={form.protect}
          hint={
            passwordProtected && !form.protect ? 'Saving opens the store to everyone.' : 'Only visitors who enter it can browse the store.'
          }
          onChange={(checked) => update((f) => ({ ...f, protect: checked, newPassword: checked ? f.newPassword : '' }))}
        />
        {form.protect && (
          <TextField
            label={passwordProtected ? 'New store password' : 'Store password'}
            name="storePassword.value"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={form.newPassword}
            error={errors['storePassword.value']}
            hint={
              passwordProtected
                ? 'Leave empty to keep the current one. A new password signs out every visitor who entered the old one.'
                : 'At least 6 characters.'
            }
            onChange={(value) => update((f) => ({ ...f, newPassword: value }))}
          />
        )}
      </div>
      <SwitchField
        label="E-mail me about each new order"
        name="ownerNotifications.newOrder"
        checked={notify.newOrder}
        onChange={(on) => setNotify('newOrder', on)}
      />
      <SwitchField
        label="E-mail me about each new message"
        name="ownerNotifications.newMessage"
        checked={notify.newMessage}
        onChange={(on) => setNotify('newMessage', on)}
      />
    </SettingsSection>
  );
}
