/**
 * The Settings page's controls: each labelled, with its hint and its error tied to it
 * (aria-describedby, aria-invalid), so a screen reader hears why a value was refused. A field's
 * `name` is its store API path, which is how the page finds the first refused field to focus.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';

export const input = 'w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600';

interface Described {
  label: string;
  name: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function useDescribed({ hint, error }: Pick<Described, 'hint' | 'error'>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  return {
    id,
    props: { 'aria-invalid': error ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined },
    below: (
      <>
        {hint && (
          <p id={hintId} className="text-xs text-gray-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </>
    ),
  };
}

type DescribedProps = ReturnType<typeof useDescribed>['props'];

/** What a text box and a text area share: name, value, limit, no spell check, the change as text, the description. */
function textControl(
  id: string,
  props: DescribedProps,
  { name, value, maxLength, onChange }: { name: string; value: string; maxLength: number | undefined; onChange: (value: string) => void },
) {
  return {
    id,
    name,
    value,
    maxLength,
    spellCheck: false,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    ...props,
  };
}

/** A label over its control, then the hint and the error: the row every field but the switch is. */
function FieldRow({
  label,
  hint,
  error,
  children,
}: Pick<Described, 'label' | 'hint' | 'error'> & { children: (id: string, props: DescribedProps) => ReactNode }) {
  const { id, props, below } = useDescribed({ hint, error });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {children(id, props)}
      {below}
    </div>
  );
}

export function TextField({
  label,
  name,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  autoComplete = 'off',
  maxLength = 100,
  placeholder,
}: Described & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <FieldRow label={label} hint={hint} error={error}>
      {(id, props) => (
        <input
          type={type}
          className={input}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...textControl(id, props, { name, value, maxLength, onChange })}
        />
      )}
    </FieldRow>
  );
}

export function TextAreaField({
  label,
  name,
  hint,
  error,
  value,
  onChange,
  maxLength,
}: Described & { value: string; onChange: (value: string) => void; maxLength: number }) {
  return (
    <FieldRow label={label} hint={hint} error={error}>
      {(id, props) => (
        <textarea rows={5} className={`${input} font-mono`} {...textControl(id, props, { name, value, maxLength, onChange })} />
      )}
    </FieldRow>
  );
}

export function ChoiceField<T extends string | number>({
  label,
  name,
  hint,
  error,
  value,
  options,
  onChange,
}: Described & {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <FieldRow label={label} hint={hint} error={error}>
      {(id, props) => (
        <select
          id={id}
          name={name}
          className={input}
          value={String(value)}
          {...props}
          onChange={(e) => onChange(options.find((option) => String(option.value) === e.target.value)!.value)}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldRow>
  );
}

export function SwitchField({
  label,
  name,
  hint,
  checked,
  onChange,
}: Omit<Described, 'error'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, props, below } = useDescribed({ hint });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          className="h-4 w-4"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          {...props}
        />
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
      </div>
      {below}
    </div>
  );
}

/** One titled group of settings. */
export function SettingsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {description && <p className="mb-3 text-sm text-gray-600">{description}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
