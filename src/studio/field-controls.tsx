/**
 * One labelled control per kind of setting. Continuous controls (colour pickers, ranges, text) send
 * their changes with a merge key and seal the gesture on blur, so one drag or one typed word is one
 * undo step.
 */
import { useId, type ReactNode } from 'react';
import { FONT_FAMILY_NAMES } from '../domain/theme/fonts';
import { MEDIA_SCHEME, resolveMediaUrl } from '../domain/media/media-url';

/** The host serves every store's media under /media, the studio's own origin included. */
const STUDIO_MEDIA_BASE = '/media';

export interface FieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  onCommit: () => void;
}

const input = 'w-full rounded border border-gray-300 px-2 py-1 text-sm';

/** A label over its control and an optional hint; `labelClassName` lets a dialog's larger labels share it. */
export function Row({
  id,
  label,
  children,
  hint,
  labelClassName = 'text-xs font-medium text-gray-700',
}: {
  id: string;
  label: string;
  children: ReactNode;
  hint?: string;
  labelClassName?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

const HEX6 = /^#[0-9a-f]{6}$/i;

export function ColorField({ label, value, onChange, onCommit }: FieldProps<string>) {
  const id = useId();
  return (
    <Row id={id} label={label}>
      <div className="flex gap-2">
        <input
          id={id}
          type="color"
          className="h-8 w-10 rounded border border-gray-300"
          value={HEX6.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onCommit}
        />
        <input
          aria-label={`${label} (CSS value)`}
          className={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onCommit}
        />
      </div>
    </Row>
  );
}

export function RangeField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  onCommit,
}: FieldProps<number> & { min: number; max: number; step: number }) {
  const id = useId();
  return (
    <Row id={id} label={`${label}: ${value}`}>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={onCommit}
        onPointerUp={onCommit}
      />
    </Row>
  );
}

/** A choice among options, kept (committed) as soon as it is made. */
function OptionSelect({
  id,
  value,
  options,
  onChange,
  onCommit,
}: Omit<FieldProps<string>, 'label'> & { id: string; options: readonly { value: string; label: string }[] }) {
  return (
    <select
      id={id}
      className={input}
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        onCommit();
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  onCommit,
}: FieldProps<string> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Row id={id} label={label}>
      <OptionSelect id={id} value={value} options={options} onChange={onChange} onCommit={onCommit} />
    </Row>
  );
}

export const FONT_OPTIONS = FONT_FAMILY_NAMES.map((name) => ({ value: name, label: name }));

export function BooleanField({ label, value, onChange, onCommit }: FieldProps<boolean>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(e) => {
          onChange(e.target.checked);
          onCommit();
        }}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

export function TextField({
  label,
  value,
  multiline,
  hint,
  problem,
  onChange,
  onCommit,
}: FieldProps<string> & { multiline?: boolean; hint?: string; problem?: string | null }) {
  const id = useId();
  // A problem is said beside the field as the owner types, and tied to it for screen readers.
  const flagged = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  return (
    <Row id={id} label={label} {...(hint ? { hint } : {})}>
      {multiline ? (
        <textarea
          id={id}
          rows={5}
          className={`${input} font-mono text-xs`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onCommit}
          {...flagged}
        />
      ) : (
        <input id={id} className={input} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onCommit} {...flagged} />
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-xs text-red-700">
          {problem}
        </p>
      )}
    </Row>
  );
}

export function ImageField({ label, value, images, onChange, onCommit }: FieldProps<string> & { images: readonly string[] }) {
  const id = useId();
  const options = [
    { value: '', label: 'No image' },
    ...images.map((path) => ({ value: path, label: path.replace(/^media:\/\/[^/]+\//, '') })),
  ];
  if (value && !images.includes(value)) options.push({ value, label: value });
  return (
    <Row id={id} label={label}>
      <div className="flex items-center gap-2">
        <OptionSelect id={id} value={value} options={options} onChange={onChange} onCommit={onCommit} />
        {value.startsWith(MEDIA_SCHEME) && (
          <img src={resolveMediaUrl(value, STUDIO_MEDIA_BASE)} alt="" className="h-8 w-8 rounded border object-cover" />
        )}
      </div>
    </Row>
  );
}
