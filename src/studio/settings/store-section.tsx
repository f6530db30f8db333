/**
 * How the store sells: currency, the add-to-cart action, customer accounts and contact details
 * (spec section 3's modes), product zoom, the store password, and the owner's e-mail switches.
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
import type { FieldErrors, SettingsForm } from './settings-form';
import { ChoiceField, SettingsSection, SwitchField, TextField } from './settings-fields';

interface Props {
  form: SettingsForm;
  errors: FieldErrors;
  update: (change: (form: SettingsForm) => SettingsForm) => void;
}

const options = <T extends string | number>(labels: Record<T, string>, parse: (key: string) => T) =>
  Object.entries(labels).map(([value, label]) => ({ value: parse(value), label: label as string }));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SellingSection({ form, errors, update }: Props) {
  const set = <K extends keyof SettingsForm['values']>(key: K, value: SettingsForm['values'][K]) =>
    update((f) => ({ ...f, values: { ...f.values, [key]: value } }));
  const currency = form.values.currency;
  const setCurrency = (key: keyof typeof currency, value: string) => set('currency', { ...currency, [key]: value });
  return (
    <SettingsSection title="Selling" description="Prices are shown in this currency: the catalogue's prices times the rate.">
      <TextField
        label="Currency code"
        name="currency.abbreviation"
        value={currency.abbreviation}
        maxLength={3}
        error={errors['currency.abbreviation']}
        hint="Three letters (ISO 4217), e.g. EUR"
        onChange={(value) => setCurrency('abbreviation', value)}
      />
      <TextField
        label="Currency symbol"
        name="currency.symbol"
        value={currency.symbol}
        maxLength={8}
        error={errors['currency.symbol']}
        onChange={(value) => setCurrency('symbol', value)}
      />
      <TextField
        label="Exchange rate"
        name="currency.rate"
        value={currency.rate}
        maxLength={16}
        error={errors['currency.rate']}
        hint="At most 6 decimals, e.g. 0.92"
        onChange={(value) => setCurrency('rate', value)}
      />
      <SwitchField
        label="Show the currency code after prices"
        name="show_currency"
        checked={form.values.show_currency}
        onChange={(checked) => set('show_currency', checked)}
      />
      <ChoiceField
        label="Add to cart"
        name="add_to_card_action"
        value={form.values.add_to_card_action}
        error={errors.add_to_card_action}
        options={options(ADD_TO_CART_ACTIONS, (key) => key as AddToCartAction).map((o) => ({ ...o, label: capital(o.label) }))}
        onChange={(value) => set('add_to_card_action', value)}
      />
      <ChoiceField
        label="Customer accounts"
        name="account_mode"
        value={form.values.account_mode}
        error={errors.account_mode}
        hint="Required: checkout asks shoppers to sign in. Disabled: no sign-up or sign-in."
        options={options(ACCOUNT_MODES, (key) => Number(key) as AccountMode).map((o) => ({ ...o, label: capital(o.label) }))}
        onChange={(value) => set('account_mode', value)}
      />
      <ChoiceField
        label="Contact details asked of shoppers"
        name="contact_requirement_mode"
        value={form.values.contact_requirement_mode}
        error={errors.contact_requirement_mode}
        options={options(CONTACT_REQUIREMENT_MODES, (key) => Number(key) as ContactRequirementMode).map((o) => ({
          ...o,
          label: capital(o.label),
        }))}
        onChange={(value) => set('contact_requirement_mode', value)}
      />
      <ChoiceField
        label="Product picture zoom"
        name="zoom_style"
        value={form.values.zoom_style}
        error={errors.zoom_style}
        options={options(ZOOM_CHOICES, (key) => key as ZoomChoice).map((o) => ({ ...o, label: capital(o.label) }))}
        onChange={(value) => set('zoom_style', value)}
      />
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
