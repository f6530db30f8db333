/**
 * Scripts and pixels: each vendor's id with the shape it must have, the custom script with a plain
 * warning of what it can do, and the Conversions API token, which the page can replace or clear
 * but never shows (the store API never sends it back).
 */
import { SCRIPT_ID_FORMATS, SCRIPT_ID_KEYS } from '../../domain/store/script-id-formats';
import { CUSTOM_SCRIPT_MAX } from '../../domain/store/store-settings';
import type { FieldErrors, SettingsForm } from './settings-form';
import { SettingsSection, SwitchField, TextAreaField, TextField } from './settings-fields';

interface Props {
  form: SettingsForm;
  errors: FieldErrors;
  pixelTokenSet: boolean;
  update: (change: (form: SettingsForm) => SettingsForm) => void;
}

export function ScriptsSection({ form, errors, pixelTokenSet, update }: Props) {
  const setScript = (key: keyof SettingsForm['values']['scripts'], value: string) =>
    update((f) => ({ ...f, values: { ...f.values, scripts: { ...f.values.scripts, [key]: value } } }));
  return (
    <SettingsSection
      title="Scripts and pixels"
      description="Loaded on every storefront page after it is live, never in the editor or a preview. Leave a field empty to turn that script off."
    >
      {SCRIPT_ID_KEYS.map((key) => (
        <TextField
          key={key}
          label={SCRIPT_ID_FORMATS[key].label}
          name={`scripts.${key}`}
          value={form.values.scripts[key]}
          error={errors[`scripts.${key}`]}
          hint={`Looks like ${SCRIPT_ID_FORMATS[key].example}`}
          onChange={(value) => setScript(key, value)}
        />
      ))}
      <div className="flex flex-col gap-2 sm:col-span-2">
        <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <strong>The custom script runs on every page of your store, for every shopper, with full access to the page.</strong> It can read
          what shoppers type (names, addresses, e-mails), change what they see, and send it anywhere. Paste only code from a vendor you
          trust. It never runs in the editor or a preview, nor on pages whose address carries a secret (order links, password resets).
        </div>
        <TextAreaField
          label="Custom script"
          name="scripts.customScript"
          value={form.values.scripts.customScript}
          maxLength={CUSTOM_SCRIPT_MAX}
          error={errors['scripts.customScript']}
          hint="<script> elements (src on https) or plain JavaScript"
          onChange={(value) => setScript('customScript', value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <p className="text-sm">
          <span className="font-medium">Facebook Conversions API token: </span>
          <span data-testid="pixel-token-state">{pixelTokenSet ? 'set (hidden)' : 'not set'}</span>
        </p>
        <TextField
          label={pixelTokenSet ? 'Replace the Conversions API token' : 'Conversions API token'}
          name="pixelToken.value"
          type="password"
          autoComplete="new-password"
          maxLength={1000}
          value={form.newPixelToken}
          error={errors['pixelToken.value']}
          hint="Write-only: once saved it is used by the server and never shown again. Leave empty to keep it as it is."
          onChange={(value) => update((f) => ({ ...f, newPixelToken: value }))}
        />
        {pixelTokenSet && (
          <SwitchField
            label="Remove the saved token"
            name="pixelToken.clear"
            checked={form.clearPixelToken}
            onChange={(checked) => update((f) => ({ ...f, clearPixelToken: checked }))}
          />
        )}
      </div>
    </SettingsSection>
  );
}
