/**
 * The theme's colour schemes, first among the theme settings (docs/editor.md): each scheme's name and five
 * colours, with a warning under a scheme whose text or button text reads below WCAG AA.
 */
import { colorSchemes, COLOR_SCHEME_NUMBERS, schemeColorKey, schemeNameKey, type SchemeRole } from '../domain/theme/color-schemes';
import { schemeContrastWarnings } from '../domain/theme/scheme-contrast';
import { parseThemeSettings } from '../domain/theme/theme-settings';
import { ColorField, TextField } from './field-controls';

/** The theme settings panel's editor (theme-settings-panel.tsx's SettingEditor). */
interface SchemeEditor {
  value: (key: string) => unknown;
  change: (key: string, value: unknown) => void;
  commit: () => void;
}

const ROLE_LABELS: Record<SchemeRole, string> = {
  background: 'Background',
  text: 'Text',
  accent: 'Accent',
  button_bg: 'Button background',
  button_text: 'Button text',
};

export function ColorSchemeSettings({ editor, settings }: { editor: SchemeEditor; settings: Record<string, unknown> }) {
  const schemes = colorSchemes(parseThemeSettings(settings));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-gray-600">
        A section wears a scheme from its own settings ("Colour scheme"); it recolours the whole section, buttons included.
      </p>
      {COLOR_SCHEME_NUMBERS.map((n, index) => {
        const scheme = schemes[index]!;
        const warnings = schemeContrastWarnings(scheme);
        const text = (key: string) => String(editor.value(key) ?? '');
        return (
          <fieldset key={n} className="flex flex-col gap-2 rounded border border-gray-200 p-2">
            <legend className="px-1 text-sm font-medium">
              <span
                aria-hidden="true"
                className="mr-1 inline-block h-3 w-3 rounded-full border border-gray-300 align-middle"
                style={{ background: scheme.background, boxShadow: `inset -6px 0 0 ${scheme.button_bg}` }}
              />
              Scheme {n}: {scheme.name}
            </legend>
            <TextField
              label={`Scheme ${n} name`}
              value={text(schemeNameKey(n)) || scheme.name}
              onChange={(v) => editor.change(schemeNameKey(n), v)}
              onCommit={editor.commit}
            />
            {(Object.keys(ROLE_LABELS) as SchemeRole[]).map((role) => (
              <ColorField
                key={role}
                label={`Scheme ${n} ${ROLE_LABELS[role].toLowerCase()}`}
                value={text(schemeColorKey(n, role)) || scheme[role]}
                onChange={(v) => editor.change(schemeColorKey(n, role), v)}
                onCommit={editor.commit}
              />
            ))}
            {warnings.length > 0 && (
              <ul
                role="status"
                aria-label={`Scheme ${n} contrast`}
                className="list-disc rounded bg-amber-50 py-1 pl-5 pr-2 text-xs text-amber-900"
              >
                {warnings.map((w) => (
                  <li key={w.pair}>{w.message}</li>
                ))}
              </ul>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
