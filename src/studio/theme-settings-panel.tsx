/** Theme settings, generated from the theme schema's field metadata and grouped by what they style. */
import { useId, useState } from 'react';
import { ColorSchemeSettings } from './color-scheme-settings';
import { ConfirmAction } from './confirm-action';
import { THEME_STYLES } from '../domain/studio/theme-colour-links';
import { THEME_SETTING_FIELDS, type ThemeSettingField } from '../domain/studio/theme-setting-fields';
import type { ThemePresetName } from '../domain/theme/theme-style-presets';
import { BooleanField, ColorField, FONT_OPTIONS, RangeField, SelectField, TextField } from './field-controls';

export interface SettingEditor {
  value: (key: string) => unknown;
  change: (key: string, value: unknown) => void;
  commit: () => void;
}

const GROUP_ORDER = [
  'Colour schemes',
  'Advanced colours',
  'Body text',
  'Headings',
  'Sub-headings',
  'Layout',
  'Buttons',
  'Product cards',
  'Cards',
  'Inputs',
  'Badges',
  'Custom CSS',
];
const OPEN_GROUPS = new Set(['Colour schemes', 'Advanced colours', 'Headings']);

function SettingControl({ field, editor }: { field: ThemeSettingField; editor: SettingEditor }) {
  const raw = editor.value(field.key) ?? field.fallback;
  const common = { label: field.label, onCommit: editor.commit };
  const change = (value: unknown) => editor.change(field.key, value);
  switch (field.meta.kind) {
    case 'color':
      return <ColorField {...common} value={String(raw)} onChange={change} />;
    case 'number':
      return (
        <RangeField
          {...common}
          value={Number(raw)}
          min={field.meta.min}
          max={field.meta.max}
          step={field.meta.integer ? 1 : 0.05}
          onChange={change}
        />
      );
    case 'enum':
      return (
        <SelectField
          {...common}
          value={String(raw)}
          options={field.meta.values.map((v) => ({ value: String(v), label: String(v) }))}
          onChange={(v) => change(typeof field.fallback === 'number' ? Number(v) : v)}
        />
      );
    case 'boolean':
      return <BooleanField {...common} value={raw === true} onChange={change} />;
    case 'font':
      return <SelectField {...common} value={String(raw)} options={FONT_OPTIONS} onChange={change} />;
    case 'css':
      return <TextField {...common} value={String(raw)} multiline hint="Your own CSS, added after the theme's." onChange={change} />;
    case 'ratio':
    case 'label':
      return <TextField {...common} value={String(raw)} onChange={change} />;
  }
}

/** A whole theme preset in one step (one undo step): colours, schemes, fonts and shapes, the owner's CSS kept; asks first. */
function ThemePresetPicker({ onApply }: { onApply: (name: ThemePresetName) => void }) {
  const id = useId();
  const [preset, setPreset] = useState<ThemePresetName>(THEME_STYLES[0]!.name);
  const label = THEME_STYLES.find((option) => option.name === preset)?.label.split(':')[0] ?? preset;
  return (
    <div className="flex flex-col gap-1 rounded border border-gray-200 bg-white p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        Theme preset
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-sm"
          value={preset}
          onChange={(event) => setPreset(event.target.value as ThemePresetName)}
        >
          {THEME_STYLES.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
        <ConfirmAction
          trigger={
            <button type="button" className="rounded bg-gray-900 px-3 py-1 text-sm text-white">
              Apply preset
            </button>
          }
          title={`Apply the ${label} preset?`}
          description="It replaces the theme's colours, colour schemes, fonts and shapes. Your sections and custom CSS stay, and Undo brings your look back."
          confirmLabel={`Apply ${label}`}
          onConfirm={() => onApply(preset)}
        />
      </div>
      <p className="text-xs text-gray-600">
        Restyles colours, schemes, fonts and shapes at once; Undo brings yours back. Your custom CSS stays.
      </p>
    </div>
  );
}

export function ThemeSettingsPanel({
  editor,
  settings,
  onApplyStyle,
}: {
  editor: SettingEditor;
  settings: Record<string, unknown>;
  onApplyStyle: (name: ThemePresetName) => void;
}) {
  const groups = GROUP_ORDER.map((group) => [group, THEME_SETTING_FIELDS.filter((f) => f.group === group)] as const).filter(
    ([, fields]) => fields.length > 0,
  );
  return (
    <div className="flex flex-col gap-2">
      <ThemePresetPicker onApply={onApplyStyle} />
      {groups.map(([group, fields]) => (
        <details key={group} open={OPEN_GROUPS.has(group)} className="rounded border border-gray-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{group}</summary>
          <div className="flex flex-col gap-3 px-3 pb-3">
            {group === 'Colour schemes' ? (
              <ColorSchemeSettings editor={editor} settings={settings} />
            ) : (
              fields.map((field) => <SettingControl key={field.key} field={field} editor={editor} />)
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
