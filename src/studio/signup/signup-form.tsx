/**
 * "Open a store" (decision 101): the store's name and address (checked as it is typed), the owner's
 * e-mail and password, currency, country, a starting theme and sample products. The store API's
 * refusals appear beside their fields and the keyboard moves to the first, in the form's order.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { SignupForm, SignupOptions, StoreSignupApi } from '../../application/ports/store-signup-api.port';
import { countryOptions } from '../../domain/address/countries';
import { MIN_PASSWORD_LENGTH } from '../../domain/identity/password-rules';
import type { ThemePresetName } from '../../domain/theme/theme-style-presets';
import { AddressField } from './address-field';
import { addressFromName, useAddressCheck } from './address-check';
import { fieldControlProps, SignupField } from './signup-fields';
import { ThemeChoice } from './theme-choice';

/** The form's fields in reading order: the first refused one takes the focus. */
const FIELD_ORDER = ['title', 'name', 'email', 'password', 'currency', 'country', 'theme', 'sampleProducts', 'invitation'] as const;

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const CURRENCIES = Intl.supportedValuesOf('currency')
  .map((code) => ({ code, name: currencyNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
const COUNTRIES = countryOptions();
const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, not a common password and not your e-mail address.`;

export function StoreSignupForm({
  api,
  options,
  invitation,
  initial,
  onStarted,
}: {
  api: StoreSignupApi;
  options: SignupOptions;
  invitation?: string | undefined;
  /** What the merchant filled in before, when they come back from "Check your e-mail". */
  initial: SignupForm | null;
  /** `form` as the merchant filled it in, `sent` as it was sent (a second link is asked for with the same). */
  onStarted: (form: SignupForm, sent: SignupForm, answer: { email: string; expiresInMinutes: number }) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<SignupForm>(
    () =>
      initial ?? {
        name: '',
        title: '',
        email: '',
        password: '',
        currency: 'USD',
        country: 'US',
        theme: 'classic-light',
        sampleProducts: false,
      },
  );
  const [addressEdited, setAddressEdited] = useState(initial !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const verdict = useAddressCheck(api, form.name);
  const set = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const fieldId = (field: string) => `${id}-${field}`;
  const title = form.title ?? '';
  const themeChoice = useMemo(() => form.theme as ThemePresetName, [form.theme]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const { title: _title, ...rest } = form;
    const sent: SignupForm = {
      ...rest,
      name: form.name.trim(),
      email: form.email.trim(),
      // No name given: the store API titles the store from its address.
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(invitation ? { invitation } : {}),
    };
    const result = await api.start(sent);
    setBusy(false);
    if (result.ok) return onStarted(form, sent, result.value);
    const fields = result.fields ?? {};
    setErrors(fields);
    setMessage(Object.keys(fields).length > 0 ? null : result.message);
    const first = FIELD_ORDER.find((field) => fields[field] !== undefined);
    // After React has drawn the messages, so the field is read with its error.
    requestAnimationFrame(() => {
      const target =
        first === 'theme'
          ? formRef.current?.querySelector<HTMLInputElement>('input[name="theme"]:checked')
          : first && first !== 'invitation'
            ? document.getElementById(fieldId(first))
            : document.getElementById(`${id}-message`);
      target?.focus();
    });
    return undefined;
  };

  return (
    <form ref={formRef} className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <SignupField id={fieldId('title')} label="Store name" error={errors.title}>
        <input
          {...fieldControlProps(fieldId('title'), { error: errors.title })}
          name="title"
          value={title}
          autoComplete="organization"
          onChange={(event) => {
            const next = event.target.value;
            setForm((current) => ({ ...current, title: next, ...(addressEdited ? {} : { name: addressFromName(next) }) }));
          }}
        />
      </SignupField>
      <AddressField
        id={fieldId('name')}
        value={form.name}
        onChange={(value) => {
          setAddressEdited(true);
          set('name', value);
        }}
        platformDomain={options.platformDomain}
        verdict={verdict}
        error={errors.name}
      />
      <SignupField id={fieldId('email')} label="Email" error={errors.email}>
        <input
          {...fieldControlProps(fieldId('email'), { error: errors.email })}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </SignupField>
      <SignupField id={fieldId('password')} label="Password" hint={PASSWORD_HINT} error={errors.password}>
        <input
          {...fieldControlProps(fieldId('password'), { hint: PASSWORD_HINT, error: errors.password })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(event) => set('password', event.target.value)}
        />
      </SignupField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SignupField id={fieldId('currency')} label="Currency" error={errors.currency}>
          <select
            {...fieldControlProps(fieldId('currency'), { error: errors.currency })}
            name="currency"
            value={form.currency}
            onChange={(event) => set('currency', event.target.value)}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.name} ({currency.code})
              </option>
            ))}
          </select>
        </SignupField>
        <SignupField id={fieldId('country')} label="Country" error={errors.country}>
          <select
            {...fieldControlProps(fieldId('country'), { error: errors.country })}
            name="country"
            autoComplete="country"
            value={form.country}
            onChange={(event) => set('country', event.target.value)}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </SignupField>
      </div>
      <ThemeChoice
        value={themeChoice}
        onChange={(name) => set('theme', name)}
        storeTitle={title.trim()}
        error={errors.theme}
        errorId={`${fieldId('theme')}-error`}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            id={fieldId('sampleProducts')}
            type="checkbox"
            name="sampleProducts"
            checked={form.sampleProducts}
            onChange={(event) => set('sampleProducts', event.target.checked)}
            aria-describedby={`${fieldId('sampleProducts')}-hint`}
            className="mt-0.5 accent-gray-900"
          />
          <span>Add a few sample products</span>
        </label>
        <p id={`${fieldId('sampleProducts')}-hint`} className="pl-6 text-xs text-gray-600">
          To see the theme with products in it; delete them before you open the store.
        </p>
        {errors.sampleProducts && <p className="text-sm text-red-700">{errors.sampleProducts}</p>}
      </div>
      {(message || errors.invitation) && (
        <p id={`${id}-message`} role="alert" tabIndex={-1} className="text-sm text-red-700">
          {errors.invitation ?? message}
        </p>
      )}
      <button type="submit" disabled={busy} className="rounded bg-gray-900 px-3 py-2 text-white disabled:opacity-50">
        {busy ? 'Opening…' : 'Open my store'}
      </button>
    </form>
  );
}
