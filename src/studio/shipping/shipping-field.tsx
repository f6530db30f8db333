/** A labelled input of the Shipping and taxes page, with the server's message for its path beside it. */
import type { InputHTMLAttributes } from 'react';
import { fieldDomId, type FieldErrors } from './shipping-draft';

export const inputClass = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  path: string;
  errors: FieldErrors;
  value: string;
  onValue(value: string): void;
}

export function ShippingField({ label, path, errors, value, onValue, className, ...input }: Props) {
  const error = errors[path];
  const id = fieldDomId(path);
  return (
    // The message sits outside the label, so the field's name stays its label and the message is its description.
    <div className={`flex flex-col text-xs text-gray-700 ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/** The message of a group (countries, tiers) under its legend. */
export function GroupError({ path, message }: { path: string; message: string | undefined }) {
  return message ? (
    <p id={`${fieldDomId(path)}-error`} className="text-xs text-red-700">
      {message}
    </p>
  ) : null;
}
