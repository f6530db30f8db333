/**
 * The starting theme as radio cards (decision 101): each preset drawn small from its own data (its
 * background, heading and text colours, fonts, button and card), so the picture is what the store will
 * look like and never a stock image. The cards are labels of real radios: arrows move, Space picks.
 */
import type { CSSProperties } from 'react';
import { fontStack, fontStylesheetHrefs } from '../../domain/theme/fonts';
import { THEME_PRESET_CHOICES, THEME_PRESETS, type ThemePresetName } from '../../domain/theme/theme-style-presets';

/** The families and weights the pictures draw with: the body's regular and the heading's own weight. */
const FONT_SHEETS = fontStylesheetHrefs(
  Object.values(THEME_PRESETS).flatMap((s) => [
    { family: s.font_family, weights: [400] },
    { family: s.heading_font_family, weights: [s.heading_font_weight] },
  ]),
);

function PresetPicture({ name, storeTitle }: { name: ThemePresetName; storeTitle: string }) {
  const s = THEME_PRESETS[name];
  const frame: CSSProperties = { background: s.background_color, color: s.text_color, fontFamily: fontStack(s.font_family) };
  const heading: CSSProperties = {
    color: s.heading_color,
    fontFamily: fontStack(s.heading_font_family),
    fontWeight: s.heading_font_weight,
  };
  const button: CSSProperties = {
    background: s.button_primary_bg_color,
    color: s.button_primary_text_color,
    borderColor: s.button_primary_border_color,
    borderRadius: Math.min(s.button_border_radius, 999),
  };
  return (
    // Drawn for the eye: the radio's label says the same in words.
    <div aria-hidden="true" style={frame} className="flex h-28 flex-col gap-1.5 overflow-hidden rounded border border-black/10 p-2.5">
      <span style={heading} className="truncate text-base leading-tight">
        {storeTitle || 'Your store'}
      </span>
      <span className="truncate text-xs">New arrivals, made to last</span>
      <span className="mt-auto flex items-end gap-2">
        <span style={button} className="border px-2 py-0.5 text-xs">
          Shop now
        </span>
        <span style={{ background: s.card_background_color, borderColor: s.border_color }} className="h-6 flex-1 rounded-sm border" />
        <span style={{ background: s.primary_color }} className="h-6 w-3 rounded-sm" />
      </span>
    </div>
  );
}

export function ThemeChoice({
  value,
  onChange,
  storeTitle,
  error,
  errorId,
}: {
  value: ThemePresetName;
  onChange: (name: ThemePresetName) => void;
  storeTitle: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      {FONT_SHEETS.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <legend className="mb-1 text-sm font-medium">Starting theme</legend>
      <p className="-mt-1 text-xs text-gray-600">You can change every colour and font later in the theme editor.</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {THEME_PRESET_CHOICES.map((choice) => {
          const [title, description] = choice.label.split(': ');
          return (
            <label
              key={choice.name}
              className="flex cursor-pointer flex-col gap-1.5 rounded-md border border-gray-300 bg-white p-2 has-[:checked]:border-gray-900 has-[:checked]:ring-2 has-[:checked]:ring-gray-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700"
            >
              <PresetPicture name={choice.name} storeTitle={storeTitle} />
              <span className="flex items-start gap-1.5">
                <input
                  type="radio"
                  name="theme"
                  value={choice.name}
                  checked={value === choice.name}
                  onChange={() => onChange(choice.name)}
                  className="mt-0.5 accent-gray-900"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{title}</span>
                  <span className="text-xs text-gray-600">{description}</span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
