/** Theme settings, generated from the theme schema's field metadata and grouped by what they style. */
import { THEME_SETTING_FIELDS, type ThemeSettingField } from '../../domain/studio/theme-setting-fields';
import { BooleanField, ColorField, FONT_OPTIONS, RangeField, SelectField, TextField } from './field-controls';

export interface SettingEditor {
  value: (key: string) => unknown;
  change: (key: string, value: unknown) => void;
  commit: () => void;
}

const GROUP_ORDER = ['Colours', 'Body text', 'Headings', 'Sub-headings', 'Layout', 'Buttons', 'Product cards', 'Cards', 'Inputs', 'Badges', 'Custom CSS'];
const OPEN_GROUPS = new Set(['Colours', 'Headings']);

function SettingControl({ field, editor }: { field: ThemeSettingField; editor: SettingEditor }) {
  const raw = editor.value(field.key) ?? field.fallback;
  const common = { label: field.label, onCommit: editor.commit };
  const change = (value: unknown) => editor.change(field.key, value);
  switch (field.meta.kind) {
    case 'color':
      return <ColorField {...common} value={String(raw)} onChange={change} />;
    case 'number':
      return <RangeField {...common} value={Number(raw)} min={field.meta.min} max={field.meta.max} step={field.meta.integer ? 1 : 0.05} onChange={change} />;
    case 'enum':
      return <SelectField {...common} value={String(raw)} options={field.meta.values.map((v) => ({ value: String(v), label: String(v) }))} onChange={(v) => change(typeof field.fallback === 'number' ? Number(v) : v)} />;
    case 'boolean':
      return <BooleanField {...common} value={raw === true} onChange={change} />;
    case 'font':
      return <SelectField {...common} value={String(raw)} options={FONT_OPTIONS} onChange={change} />;
    case 'css':
      return <TextField {...common} value={String(raw)} multiline hint="Your own CSS, added after the theme's." onChange={change} />;
    case 'ratio':
      return <TextField {...common} value={String(raw)} onChange={change} />;
  }
}

export function ThemeSettingsPanel({ editor }: { editor: SettingEditor }) {
  const groups = GROUP_ORDER.map((group) => [group, THEME_SETTING_FIELDS.filter((f) => f.group === group)] as const).filter(([, fields]) => fields.length > 0);
  return (
    <div className="flex flex-col gap-2">
      {groups.map(([group, fields]) => (
        <details key={group} open={OPEN_GROUPS.has(group)} className="rounded border border-gray-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{group}</summary>
          <div className="flex flex-col gap-3 px-3 pb-3">
            {fields.map((field) => <SettingControl key={field.key} field={field} editor={editor} />)}
          </div>
        </details>
      ))}
    </div>
  );
}
