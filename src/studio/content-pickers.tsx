/**
 * Pickers for content fields whose raw value means nothing to an owner (docs/editor.md): an icon chosen
 * from previews, a social network by name, a date and time in the studio's own time zone.
 */
import { useId } from 'react';
import { ICON_NAMES, type IconName } from '../domain/sections/content/content-fields';
import { SOCIAL_NETWORKS } from '../domain/sections/content/social-networks';
import { fromLocalInput, localZoneName, toLocalInput } from '../domain/studio/local-date-time';
import { Icon } from '../ui/sections/parts/icon';
import { SelectField, type FieldProps } from './field-controls';

export function IconField({ label, value, onChange, onCommit }: FieldProps<string>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-medium text-gray-700">{label}</legend>
      <div className="grid grid-cols-6 gap-1">
        {ICON_NAMES.map((icon: IconName) => (
          <label
            key={icon}
            title={icon}
            className="flex cursor-pointer flex-col items-center rounded border border-gray-200 p-1 text-[10px] text-gray-700 has-[:checked]:border-gray-900 has-[:checked]:bg-gray-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600"
          >
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => {
                onChange(icon);
                onCommit();
              }}
              className="sr-only"
            />
            <Icon name={icon} className="size-5" />
            <span>{icon}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const NETWORK_OPTIONS = Object.entries(SOCIAL_NETWORKS).map(([id, network]) => ({ value: id, label: network }));

export function SocialNetworkField({ label, value, onChange, onCommit }: FieldProps<number>) {
  return (
    <SelectField
      label={label}
      value={String(value)}
      options={NETWORK_OPTIONS}
      onChange={(id) => onChange(Number(id))}
      onCommit={onCommit}
    />
  );
}

export function DateTimeField({ label, value, onChange, onCommit }: FieldProps<string>) {
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        aria-describedby={hint}
        className="w-full rounded border border-gray-300 px-2 py-1 text-sm"
        value={toLocalInput(value)}
        onChange={(e) => {
          const iso = fromLocalInput(e.target.value);
          if (iso) onChange(iso);
        }}
        onBlur={onCommit}
      />
      <p id={hint} className="text-xs text-gray-600">
        In your time zone ({localZoneName()}); shoppers see it in theirs.
      </p>
    </div>
  );
}
